import { describe, expect, it } from 'vitest';
import { ALREADY_GAVE_BIRTH_LABEL, dueDateOptions } from './due-dates';

describe('dueDateOptions', () => {
  it.each([
    [
      new Date(2026, 10, 22),
      [
        '2026-11-30',
        '2026-12-31',
        '2027-01-31',
        '2027-02-28',
        '2027-03-31',
        '2027-04-30',
        '2027-05-31',
        '2027-06-30',
        '1926-11-22',
      ],
    ],
    [
      new Date(2027, 11, 31),
      [
        '2027-12-31',
        '2028-01-31',
        '2028-02-29',
        '2028-03-31',
        '2028-04-30',
        '2028-05-31',
        '2028-06-30',
        '2028-07-31',
        '1927-12-31',
      ],
    ],
  ])('from %s', (now, values) => {
    expect(dueDateOptions(now).map((option) => option.value)).toEqual(values);
  });

  it('labels months and ends with "I already gave birth"', () => {
    const options = dueDateOptions(new Date(2026, 10, 22));
    expect(options[0]?.label).toBe('November 2026');
    expect(options.at(-1)?.label).toBe(ALREADY_GAVE_BIRTH_LABEL);
    expect(options).toHaveLength(9);
  });
});
