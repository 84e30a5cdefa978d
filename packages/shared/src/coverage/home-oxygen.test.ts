import { describe, expect, it } from 'vitest';
import type { OxygenEvidence } from './evidence';
import { evaluateHomeOxygen, failsCmsOxygenCriteria, type OxygenValues } from './home-oxygen';

const TODAY = '2026-11-24';
const ORDER_DATE = '2026-11-20';
const test = (overrides: Partial<OxygenEvidence> = {}): OxygenEvidence => ({
  kind: 'oxygen',
  testDate: '2026-11-18',
  testCondition: 'at_rest',
  testedAsInpatient: false,
  dischargeDate: null,
  dependentEdema: false,
  corPulmonaleOrPulmonaryHypertension: false,
  hematocritPercent: null,
  ...overrides,
});
const evaluate = (values: OxygenValues, overrides: Partial<OxygenEvidence> = {}) =>
  evaluateHomeOxygen(values, test(overrides), ORDER_DATE, TODAY);

describe('home oxygen, NCD 240.2 / LCD L33797 Group I and Group II values', () => {
  it.each([
    // Group I: PaO2 ≤ 55 mm Hg or saturation ≤ 88 %.
    [{ po2Percent: 55 }, {}, 'meets'],
    [{ po2Percent: 40 }, {}, 'meets'],
    [{ arterialSaturationPercent: 88 }, {}, 'meets'],
    [{ arterialSaturationPercent: 87 }, {}, 'meets'],
    // Group II: PaO2 56–59 or saturation 89 %, only with a Group II finding.
    [{ po2Percent: 56 }, {}, 'does_not_meet'],
    [{ po2Percent: 56 }, { dependentEdema: true }, 'meets'],
    [{ po2Percent: 59 }, { corPulmonaleOrPulmonaryHypertension: true }, 'meets'],
    [{ arterialSaturationPercent: 89 }, {}, 'does_not_meet'],
    [{ arterialSaturationPercent: 89 }, { hematocritPercent: 57 }, 'meets'],
    [{ arterialSaturationPercent: 89 }, { hematocritPercent: 56 }, 'does_not_meet'],
    [{ arterialSaturationPercent: 89 }, { hematocritPercent: 56.5 }, 'meets'],
    // Above Group II: no finding helps.
    [{ po2Percent: 60 }, { dependentEdema: true }, 'does_not_meet'],
    [{ arterialSaturationPercent: 90 }, { hematocritPercent: 60 }, 'does_not_meet'],
    // One qualifying test qualifies.
    [{ po2Percent: 60, arterialSaturationPercent: 87 }, {}, 'meets'],
    [{ po2Percent: 57, arterialSaturationPercent: 95 }, { dependentEdema: true }, 'meets'],
    [{}, {}, 'incomplete'],
  ] as const)('%o with %o: %s', (values, overrides, status) =>
    expect(evaluate(values, overrides).status).toBe(status),
  );

  it('names the failing value and the limit', () => {
    expect(evaluate({ arterialSaturationPercent: 90 }).findings.map((f) => f.message)).toEqual([
      'Saturation 90 % does not qualify: PaO2 must be at most 59 mm Hg or saturation at most 89 %',
    ]);
    expect(evaluate({ po2Percent: 57 }).findings.map((f) => f.message)).toEqual([
      'PaO2 57 mm Hg qualifies only with dependent edema, pulmonary hypertension or cor pulmonale, or a hematocrit above 56 %',
    ]);
  });

  it.each(['at_rest', 'during_sleep', 'on_exertion'] as const)('accepts a test %s', (testCondition) =>
    expect(evaluate({ po2Percent: 50 }, { testCondition }).status).toBe('meets'),
  );

  it('asks for the test condition', () =>
    expect(evaluate({ po2Percent: 50 }, { testCondition: null }).findings.map((f) => f.message)).toEqual([
      'Missing: Test condition (at rest, during sleep or on exertion)',
    ]));
});

describe('home oxygen: a value out of its range is never judged (issue 48 item 10)', () => {
  it.each([
    // Borderline values in range are judged as any other.
    [{ arterialSaturationPercent: 50 }, {}, 'meets'],
    [{ arterialSaturationPercent: 100 }, {}, 'does_not_meet'],
    [{ po2Percent: 20 }, {}, 'meets'],
    [{ po2Percent: 150 }, {}, 'does_not_meet'],
    // Out of range: not yet shown to meet, whatever the threshold would say.
    [{ arterialSaturationPercent: 0 }, {}, 'incomplete'],
    [{ arterialSaturationPercent: 8 }, {}, 'incomplete'],
    [{ arterialSaturationPercent: 49 }, {}, 'incomplete'],
    [{ arterialSaturationPercent: 101 }, {}, 'incomplete'],
    [{ po2Percent: -40 }, {}, 'incomplete'],
    [{ po2Percent: 19 }, {}, 'incomplete'],
    [{ po2Percent: 250 }, {}, 'incomplete'],
    // One value out of range holds the other's verdict: typed right, it may qualify.
    [{ po2Percent: 52, arterialSaturationPercent: 0 }, {}, 'incomplete'],
    [{ po2Percent: 0, arterialSaturationPercent: 95 }, {}, 'incomplete'],
    // A hematocrit out of range is no Group II finding, and no failure either.
    [{ arterialSaturationPercent: 89 }, { hematocritPercent: 95 }, 'incomplete'],
    [{ arterialSaturationPercent: 89 }, { hematocritPercent: 80 }, 'meets'],
  ] as const)('%o with %o: %s', (values, overrides, status) =>
    expect(evaluate(values, overrides).status).toBe(status),
  );

  it('says which value is not valid instead of "missing"', () => {
    expect(evaluate({ arterialSaturationPercent: 0 }).findings).toEqual([
      {
        criterion: 'LCD L33797: valid values',
        message: 'Arterial saturation 0 % is not a valid value (50–100 %)',
      },
    ]);
    expect(evaluate({ arterialSaturationPercent: 101 }).findings.map((f) => f.message)).toEqual([
      'Arterial saturation 101 % is not a valid value (50–100 %)',
    ]);
  });

  it('still names what else fails or is missing', () =>
    expect(
      evaluate({ po2Percent: 151 }, { testCondition: null, testDate: '2026-11-25' }).findings.map(
        (f) => f.message,
      ),
    ).toEqual([
      'Test date 2026-11-25 is after today',
      'PO2 151 mm Hg is not a valid value (20–150 mm Hg)',
      'Missing: Test condition (at rest, during sleep or on exertion)',
    ]));
});

describe('home oxygen, LCD L33797 testing at the time of need', () => {
  it.each([
    // Outpatient: within 30 days before the order date (2026-11-20).
    ['outpatient, 30 days before the order', { testDate: '2026-10-21' }, 'meets'],
    ['outpatient, 31 days before the order', { testDate: '2026-10-20' }, 'does_not_meet'],
    ['outpatient, on the order date', { testDate: ORDER_DATE }, 'meets'],
    ['outpatient, after the order date', { testDate: '2026-11-21' }, 'does_not_meet'],
    ['a test after today', { testDate: '2026-11-25' }, 'does_not_meet'],
    ['no test date', { testDate: null }, 'incomplete'],
    // Inpatient: no earlier than 2 days before discharge, and not after it.
    [
      'inpatient, 2 days before discharge',
      { testedAsInpatient: true, testDate: '2026-11-08', dischargeDate: '2026-11-10' },
      'meets',
    ],
    [
      'inpatient, on the discharge day',
      { testedAsInpatient: true, testDate: '2026-11-10', dischargeDate: '2026-11-10' },
      'meets',
    ],
    [
      'inpatient, 3 days before discharge',
      { testedAsInpatient: true, testDate: '2026-11-07', dischargeDate: '2026-11-10' },
      'does_not_meet',
    ],
    [
      'inpatient, after discharge',
      { testedAsInpatient: true, testDate: '2026-11-11', dischargeDate: '2026-11-10' },
      'does_not_meet',
    ],
    ['inpatient, no discharge date', { testedAsInpatient: true, testDate: '2026-11-10' }, 'incomplete'],
    // An inpatient test is judged by the discharge, not by the 30 days before the order.
    [
      'inpatient, discharged 40 days before the order',
      { testedAsInpatient: true, testDate: '2026-10-10', dischargeDate: '2026-10-11' },
      'meets',
    ],
  ] as const)('%s: %s', (_name, overrides, status) =>
    expect(evaluate({ po2Percent: 50 }, overrides as Partial<OxygenEvidence>).status).toBe(status),
  );

  it('names the window an inpatient test missed', () =>
    expect(
      evaluate(
        { po2Percent: 50 },
        { testedAsInpatient: true, testDate: '2026-11-07', dischargeDate: '2026-11-10' },
      ).findings[0]?.message,
    ).toBe(
      'An inpatient test must be within 2 days before discharge (2026-11-08 to 2026-11-10); it was 2026-11-07',
    ));

  it('says what is missing when nothing was entered', () =>
    expect(evaluateHomeOxygen({}, null, ORDER_DATE, TODAY).findings.map((f) => f.message)).toEqual([
      'Missing: PaO2 or oxygen saturation from the qualifying test',
      'Missing: Test condition (at rest, during sleep or on exertion)',
      'Missing: Test date',
    ]));
});

describe('the CMS oxygen warning of the work order form (spec §5, thresholds as CMS sets them)', () => {
  it.each([
    [{ po2Percent: 56 }, true],
    [{ po2Percent: 55 }, false],
    [{ po2Percent: 40 }, false],
    // The spec's sentence reads saturation backwards: 88 % and below qualify, above does not.
    [{ arterialSaturationPercent: 87 }, false],
    [{ arterialSaturationPercent: 88 }, false],
    [{ arterialSaturationPercent: 89 }, true],
    [{ arterialSaturationPercent: 90 }, true],
    [{ po2Percent: 60, arterialSaturationPercent: 87 }, false],
    [{ po2Percent: 50, arterialSaturationPercent: 95 }, false],
    [{ po2Percent: 60, arterialSaturationPercent: 92 }, true],
    [{ po2Percent: null, arterialSaturationPercent: null }, false],
    [{}, false],
    // Out of range: the field has its own message, and no warning stands beside it.
    [{ arterialSaturationPercent: 0 }, false],
    [{ arterialSaturationPercent: 101 }, false],
    [{ po2Percent: 250 }, false],
    [{ po2Percent: 250, arterialSaturationPercent: 95 }, true],
  ])('%o warns: %s', (values, expected) => expect(failsCmsOxygenCriteria(values)).toBe(expected));

  it.each([
    [{ arterialSaturationPercent: 89 }, { dependentEdema: true }, false],
    [{ po2Percent: 59 }, { corPulmonaleOrPulmonaryHypertension: true }, false],
    [{ po2Percent: 58 }, { hematocritPercent: 57 }, false],
    [{ po2Percent: 58 }, { hematocritPercent: 56 }, true],
    [{ arterialSaturationPercent: 90 }, { dependentEdema: true }, true],
    [{ po2Percent: 58 }, { hematocritPercent: 95 }, true],
  ])('%o with the Group II finding %o warns: %s', (values, findings, expected) =>
    expect(failsCmsOxygenCriteria(values, { ...test(), ...findings })).toBe(expected),
  );
});
