import { describe, expect, it } from 'vitest';
import { evaluateBreastPump } from './breast-pump';
import type { BreastPumpEvidence } from './evidence';

const pregnancy = (overrides: Partial<BreastPumpEvidence> = {}): BreastPumpEvidence => ({
  kind: 'breastPump',
  dueDate: '2026-12-31',
  planWindowDaysBeforeDue: 30,
  planWindowDaysAfterDue: 365,
  medicalNeed: '',
  ...overrides,
});
const evaluate = (
  orderDate: string,
  overrides: Partial<BreastPumpEvidence> = {},
  code = 'E0603',
  others: string[] = [],
) => evaluateBreastPump(code, pregnancy(overrides), orderDate, others);

describe('breast pumps, ACA §2713: the order window the plan states around the due date', () => {
  it.each([
    // Due 2026-12-31, from 30 days before (2026-12-01) to 365 days after (2027-12-31), both inclusive.
    ['the day the window opens', '2026-12-01', 'meets'],
    ['the day before it opens', '2026-11-30', 'does_not_meet'],
    ['the due date', '2026-12-31', 'meets'],
    ['the day the window closes', '2027-12-31', 'meets'],
    ['the day after it closes', '2028-01-01', 'does_not_meet'],
  ])('ordered %s (%s): %s', (_name, orderDate, status) => expect(evaluate(orderDate).status).toBe(status));

  it('names the window', () =>
    expect(evaluate('2026-11-30').findings.map((f) => f.message)).toEqual([
      "Ordered 2026-11-30, outside the plan's window of 2026-12-01 to 2027-12-31",
    ]));

  it.each([
    ['no due date', { dueDate: null }, ['Missing: Due date']],
    [
      "no plan's window",
      { planWindowDaysBeforeDue: null },
      ["Missing: The plan's order window (days before and after the due date)"],
    ],
    [
      'a window of 0 days either side, ordered on the due date',
      { dueDate: '2026-12-01', planWindowDaysBeforeDue: 0, planWindowDaysAfterDue: 0 },
      [],
    ],
  ] as const)('%s', (_name, overrides, messages) =>
    expect(evaluate('2026-12-01', overrides).findings.map((f) => f.message)).toEqual(messages),
  );

  it('says what is missing when nothing was entered', () =>
    expect(evaluateBreastPump('E0603', null, '2026-12-01', []).status).toBe('incomplete'));

  it('judges no window with a day count out of range', () =>
    expect(evaluate('2026-11-30', { planWindowDaysBeforeDue: 731 })).toEqual({
      status: 'incomplete',
      findings: [
        {
          criterion: 'ACA §2713: valid values',
          message: 'Days 731 is not a valid value (0–730)',
        },
      ],
    }));
});

describe('breast pumps: one per pregnancy, hospital grade (E0604) only with a medical need', () => {
  it('fails a second pump on the same order', () =>
    expect(evaluate('2026-12-10', {}, 'E0603', ['E0604']).findings.map((f) => f.message)).toEqual([
      'One pump per pregnancy: this order also holds E0604',
    ]));

  it.each([
    ['E0604 without a documented need', 'E0604', '', 'incomplete'],
    ['E0604 with a documented need', 'E0604', 'Infant in the NICU, born at 31 weeks', 'meets'],
    ['E0603 needs none', 'E0603', '', 'meets'],
    ['E0602 needs none', 'E0602', '', 'meets'],
  ])('%s', (_name, code, medicalNeed, status) =>
    expect(evaluate('2026-12-10', { medicalNeed }, code).status).toBe(status),
  );
});
