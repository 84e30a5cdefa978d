import { describe, expect, it } from 'vitest';
import { parseEvidenceLeniently } from './evidence';
import {
  COVERAGE_RULES_VERSION,
  type CoverageOrderInput,
  coverageVerdictSchema,
  evaluateWorkOrderCoverage,
} from './index';

const NOW = new Date('2026-11-24T15:00:00Z');
const order = (
  hcpcsCodes: CoverageOrderInput['hcpcsCodes'],
  overrides: Partial<CoverageOrderInput> = {},
) => ({
  patientName: 'Ana Lopez',
  providerSignature: 'Jane Doe',
  providerSignatureDate: '2026-11-20',
  provider: { name: 'Jane Doe, MD', npi: '1234567893' },
  hcpcsCodes,
  ...overrides,
});
const sleepStudy = {
  kind: 'pap' as const,
  faceToFaceDate: '2026-10-01',
  sleepTestDate: '2026-10-10',
  sleepTestType: 'home_sleep_test' as const,
  ahiOrRdi: 12,
  eventCount: 40,
  symptoms: [],
  cpapTriedAndFailed: null,
};

describe('evaluateWorkOrderCoverage', () => {
  it('judges each line a policy governs and skips supplies, with the rule version', () => {
    const verdict = evaluateWorkOrderCoverage(
      order([
        { code: 'E0601', evidence: { ...sleepStudy, symptoms: ['hypertension'] } },
        { code: 'A7030' },
        { code: 'E0562' },
      ]),
      NOW,
    );
    expect(coverageVerdictSchema.parse(verdict)).toEqual({
      ruleVersion: COVERAGE_RULES_VERSION,
      status: 'meets',
      findings: [],
      lines: [
        {
          hcpcsCode: 'E0601',
          policy: 'LCD L33718',
          policyName: 'PAP for OSA',
          status: 'meets',
          findings: [],
        },
      ],
    });
  });

  it('takes the worst status of the order and its lines', () => {
    const failing = evaluateWorkOrderCoverage(order([{ code: 'E0601', evidence: sleepStudy }]), NOW);
    expect(failing.status).toBe('does_not_meet');
    const unsigned = evaluateWorkOrderCoverage(
      order([{ code: 'E0601', evidence: { ...sleepStudy, symptoms: ['insomnia'] } }], {
        providerSignature: '',
      }),
      NOW,
    );
    expect(unsigned.status).toBe('incomplete');
    expect(unsigned.findings.map((f) => f.message)).toEqual(['Missing: Practitioner signature']);
  });

  it('reads the evidence only where its kind fits the code', () => {
    const verdict = evaluateWorkOrderCoverage(
      order([{ code: 'E1390', arterialSaturationPercent: 87, evidence: sleepStudy }]),
      NOW,
    );
    expect(verdict.lines[0]?.status).toBe('incomplete');
  });

  it('judges an oxygen test against the signature date, or today before signing', () => {
    const line = {
      code: 'E1390',
      arterialSaturationPercent: 87,
      evidence: {
        kind: 'oxygen' as const,
        testDate: '2026-10-22',
        testCondition: 'at_rest' as const,
        testedAsInpatient: false,
        dischargeDate: null,
        dependentEdema: false,
        corPulmonaleOrPulmonaryHypertension: false,
        hematocritPercent: null,
      },
    };
    // 29 days before the signature (2026-11-20), 33 before today.
    expect(evaluateWorkOrderCoverage(order([line]), NOW).lines[0]?.status).toBe('meets');
    expect(
      evaluateWorkOrderCoverage(order([line], { providerSignatureDate: '' }), NOW).lines[0]?.status,
    ).toBe('does_not_meet');
  });

  it('names a breast pump and a second pump on one order', () => {
    const verdict = evaluateWorkOrderCoverage(order([{ code: 'E0603' }, { code: 'E0604' }]), NOW);
    expect(verdict.lines.map((line) => [line.hcpcsCode, line.policy, line.status])).toEqual([
      ['E0603', 'ACA §2713', 'does_not_meet'],
      ['E0604', 'ACA §2713', 'does_not_meet'],
    ]);
  });
});

describe('device settings out of range (issue 48 item 10)', () => {
  const cpapLine = { code: 'E0601', evidence: { ...sleepStudy, symptoms: ['hypertension' as const] } };
  it.each([
    [{ lengthOfNeed: 1, pressureSetting: 4 }, 'meets'],
    [{ lengthOfNeed: 99, pressureSetting: 25 }, 'meets'],
    [{ lengthOfNeed: null, pressureSetting: null }, 'meets'],
    [{ lengthOfNeed: 0, pressureSetting: 10 }, 'incomplete'],
    [{ lengthOfNeed: 99, pressureSetting: 45 }, 'incomplete'],
  ])('a CPAP line with %o: %s', (settings, status) => {
    const [line] = evaluateWorkOrderCoverage(order([{ ...cpapLine, ...settings }]), NOW).lines;
    expect(line?.status).toBe(status);
  });

  it('names the setting with the rule’s own findings', () => {
    const [line] = evaluateWorkOrderCoverage(
      order([{ code: 'E0601', pressureSetting: 45, evidence: sleepStudy }]),
      NOW,
    ).lines;
    expect(line?.findings.map((f) => f.message)).toEqual([
      expect.stringContaining('AHI/RDI 12 (5–14) needs one of'),
      'Pressure setting 45 cm H2O is not a valid value (4–25 cm H2O)',
    ]);
    expect(line?.status).toBe('does_not_meet');
  });
});

describe('parseEvidenceLeniently (the form, as the clinician types)', () => {
  it('keeps what parses, empties what does not yet, and keeps a number out of range for the rules to name', () =>
    expect(
      parseEvidenceLeniently({
        kind: 'pap',
        faceToFaceDate: '2026-10-0',
        sleepTestDate: '2026-10-10',
        ahiOrRdi: '-1',
        eventCount: '1e',
        symptoms: ['hypertension'],
      }),
    ).toEqual({
      kind: 'pap',
      faceToFaceDate: null,
      sleepTestDate: '2026-10-10',
      sleepTestType: undefined,
      ahiOrRdi: -1,
      eventCount: null,
      symptoms: ['hypertension'],
      cpapTriedAndFailed: undefined,
    }));

  it('never says a value out of range meets', () => {
    const typed = parseEvidenceLeniently({ ...sleepStudy, ahiOrRdi: '250', symptoms: ['hypertension'] });
    const verdict = evaluateWorkOrderCoverage(order([{ code: 'E0601', evidence: typed }]), NOW);
    expect(verdict.lines[0]?.status).toBe('incomplete');
  });

  it.each([null, undefined, 'pap', { kind: 'other' }])('has no evidence for %o', (raw) =>
    expect(parseEvidenceLeniently(raw)).toBeNull(),
  );
});
