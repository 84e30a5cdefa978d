import { describe, expect, it } from 'vitest';
import {
  type DeliveredSupply,
  dueSupplies,
  eligibleAgainOn,
  REMIND_WITHIN_DAYS,
  suppliesNotYetDue,
} from './eligibility';
import { REPLACEMENT_SCHEDULES, scheduleOf } from './schedules';

describe('replacement schedules', () => {
  it.each([
    ['A7030', 1, 3],
    ['A7034', 1, 3],
    ['A7031', 1, 1],
    ['A7032', 2, 1],
    ['A7033', 2, 1],
    ['A7035', 1, 6],
    ['A7036', 1, 6],
    ['A7037', 1, 3],
    ['A4604', 1, 3],
    ['A7038', 2, 1],
    ['A7039', 1, 6],
    ['A7046', 1, 6],
  ])('%s: %i per %i months', (code, allowance, months) => {
    expect(scheduleOf(code)).toMatchObject({ allowance, months });
  });

  it('cites the PAP LCD and marks every value not read in the policy text as unverified', () => {
    for (const schedule of REPLACEMENT_SCHEDULES) {
      expect(schedule.source).toContain('L33718');
      expect(schedule.verified).toBe(false);
    }
  });

  it('has no schedule for a machine', () => {
    expect(scheduleOf('E0601')).toBeUndefined();
  });
});

describe('eligibleAgainOn', () => {
  it.each([
    ['a full face mask after 3 months', 'A7030', 1, '2026-01-15', '2026-04-15'],
    ['two masks last 6 months', 'A7030', 2, '2026-01-15', '2026-07-15'],
    ['31 January + 1 month is the end of February', 'A7031', 1, '2026-01-31', '2026-02-28'],
    ['in a leap year', 'A7031', 1, '2028-01-31', '2028-02-29'],
    ['two filters at 2 per month last a month', 'A7038', 2, '2026-03-10', '2026-04-10'],
    ['six filters last 3 months', 'A7038', 6, '2026-03-10', '2026-06-10'],
    ['one cushion at 2 per month lasts 15 days', 'A7032', 1, '2026-03-10', '2026-03-25'],
    ['headgear after 6 months, across the year', 'A7035', 1, '2026-09-30', '2027-03-30'],
  ])('%s', (_name, hcpcsCode, quantity, deliveredOn, expected) => {
    expect(eligibleAgainOn({ hcpcsCode, quantity, deliveredOn })).toBe(expected);
  });

  it('is null for a code without a schedule or no units', () => {
    expect(eligibleAgainOn({ hcpcsCode: 'E0601', quantity: 1, deliveredOn: '2026-01-01' })).toBeNull();
    expect(eligibleAgainOn({ hcpcsCode: 'A7030', quantity: 0, deliveredOn: '2026-01-01' })).toBeNull();
  });
});

describe('dueSupplies', () => {
  const supply = (overrides: Partial<DeliveredSupply>): DeliveredSupply => ({
    lineItemId: 'line-1',
    patientKey: 'patient-1',
    hcpcsCode: 'A7030',
    quantity: 1,
    deliveredOn: '2026-01-15',
    ...overrides,
  });

  it.each([
    ['the day before eligibility: nothing', '2026-04-14', 0],
    ['on the day it becomes eligible', '2026-04-15', 1],
    [`${REMIND_WITHIN_DAYS} days later, still`, '2026-05-15', 1],
    ['a day past the reminder window: too stale', '2026-05-16', 0],
  ])('%s', (_name, today, count) => {
    expect(dueSupplies([supply({})], today)).toHaveLength(count);
  });

  it('answers the eligibility date with each supply', () => {
    expect(dueSupplies([supply({})], '2026-04-20')).toEqual([{ ...supply({}), eligibleOn: '2026-04-15' }]);
  });

  it('counts only the latest delivery of a code per patient: a reorder replaces the old line', () => {
    const old = supply({ lineItemId: 'old', deliveredOn: '2026-01-15' });
    const reordered = supply({ lineItemId: 'new', deliveredOn: '2026-04-16' });
    expect(dueSupplies([old, reordered], '2026-04-20')).toEqual([]);
    const otherPatient = supply({ lineItemId: 'other', patientKey: 'patient-2' });
    expect(dueSupplies([old, reordered, otherPatient], '2026-04-20').map((s) => s.lineItemId)).toEqual([
      'other',
    ]);
  });

  it('ignores codes without a schedule', () => {
    expect(dueSupplies([supply({ hcpcsCode: 'E0601' })], '2027-01-01')).toEqual([]);
  });
});

describe('suppliesNotYetDue', () => {
  const mask = (coveredFrom: string, quantity = 1) => ({ hcpcsCode: 'A7030', quantity, coveredFrom });
  it.each([
    ['nothing ordered before', [], ['A7030'], []],
    [
      'a mask ordered today holds the next for 3 months',
      [mask('2026-05-10')],
      ['A7030'],
      [{ hcpcsCode: 'A7030', dueOn: '2026-08-10' }],
    ],
    ['a mask delivered 3 months ago is due today', [mask('2026-02-10')], ['A7030'], []],
    [
      'a day before it is due',
      [mask('2026-02-11')],
      ['A7030'],
      [{ hcpcsCode: 'A7030', dueOn: '2026-05-11' }],
    ],
    [
      'the earlier line that covers longest decides',
      [mask('2026-01-01'), mask('2026-04-01', 2)],
      ['A7030'],
      [{ hcpcsCode: 'A7030', dueOn: '2026-10-01' }],
    ],
    ['another code is not held', [mask('2026-05-01')], ['A7037'], []],
    [
      'a code without a schedule is never held',
      [{ hcpcsCode: 'E0601', quantity: 1, coveredFrom: '2026-05-01' }],
      ['E0601'],
      [],
    ],
    [
      'one filter of "2 per month" covers 15 days',
      [{ hcpcsCode: 'A7038', quantity: 1, coveredFrom: '2026-05-01' }],
      ['A7038'],
      [{ hcpcsCode: 'A7038', dueOn: '2026-05-16' }],
    ],
  ])('%s', (_name, earlier, wanted, expected) => {
    expect(suppliesNotYetDue(earlier, wanted, '2026-05-10')).toEqual(expected);
  });
});
