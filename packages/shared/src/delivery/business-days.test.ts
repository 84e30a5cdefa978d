import { describe, expect, it } from 'vitest';
import { addDeliveryDays, carrierHolidays, isDeliveryDay } from './business-days';

describe('carrierHolidays', () => {
  it('names the carriers’ holidays of a year, as observed', () => {
    expect(carrierHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-05-25',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    expect(carrierHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-05-31',
      '2027-07-05',
      '2027-09-06',
      '2027-11-25',
      '2027-12-24',
      // New Year's Day 2028 is a Saturday: observed on the last day of 2027.
      '2027-12-31',
    ]);
    expect(carrierHolidays(2028)[0]).toBe('2028-05-29');
  });
});

describe('isDeliveryDay', () => {
  it.each([
    ['a Thursday', '2026-12-03', true],
    ['a Friday', '2026-12-04', true],
    ['a Saturday', '2026-12-05', false],
    ['a Sunday', '2026-12-06', false],
    ['Christmas', '2026-12-25', false],
    ['Thanksgiving', '2026-11-26', false],
    ['the Friday after Thanksgiving', '2026-11-27', true],
    ['Independence Day observed on a Friday', '2026-07-03', false],
  ])('%s', (_name, date, expected) => {
    expect(isDeliveryDay(date)).toBe(expected);
  });
});

describe('addDeliveryDays', () => {
  it.each([
    ['the next weekday', '2026-12-03', 1, '2026-12-04'],
    ['over a weekend', '2026-12-04', 1, '2026-12-07'],
    ['from a Saturday', '2026-12-05', 1, '2026-12-07'],
    ['over Christmas', '2026-12-24', 1, '2026-12-28'],
    ['three days over a weekend', '2026-12-03', 3, '2026-12-08'],
    ['over the new year', '2027-12-30', 1, '2028-01-03'],
  ])('%s', (_name, date, count, expected) => {
    expect(addDeliveryDays(date, count)).toBe(expected);
  });
});
