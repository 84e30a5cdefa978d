import { describe, expect, it } from 'vitest';
import { typedNumberOf } from '../validation/form-input';
import {
  invalidValueMessages,
  optionalNumberIn,
  rangeMessage,
  readingOf,
  VALUE_RANGES,
  validNumberOf,
} from './value-ranges';

describe('the values a work order number can have', () => {
  it.each([
    // [range, lowest valid, highest valid, just below, just above]
    ['po2', 20, 150, 19.9, 150.1],
    ['saturation', 50, 100, 49, 101],
    ['ahiOrRdi', 0, 200, -0.1, 200.1],
    ['eventCount', 0, 3_000, -1, 3_001],
    ['hematocrit', 10, 80, 9.9, 80.1],
    ['lengthOfNeed', 1, 99, 0, 100],
    ['pressureSetting', 4, 25, 3.9, 25.5],
    ['planWindowDays', 0, 730, -1, 731],
  ] as const)('%s: %d to %d, not %d or %d', (name, lowest, highest, below, above) => {
    const range = VALUE_RANGES[name];
    expect([lowest, highest].map((value) => readingOf(range, value))).toEqual([lowest, highest]);
    expect([below, above].map((value) => readingOf(range, value))).toEqual(['invalid', 'invalid']);
    const field = optionalNumberIn(range);
    expect(field.safeParse(String(lowest)).data).toBe(lowest);
    expect(field.safeParse(above).error?.issues[0]?.message).toBe(rangeMessage(range));
  });

  it.each([
    ['the issue 48 saturations', VALUE_RANGES.saturation, [0, 8, 101]],
    ['a negative AHI', VALUE_RANGES.ahiOrRdi, [-1]],
    ['no length of need', VALUE_RANGES.lengthOfNeed, [0]],
    ['a ventilator pressure', VALUE_RANGES.pressureSetting, [45]],
  ])('refuses %s', (_name, range, values) =>
    expect(values.map((value) => readingOf(range, value))).toEqual(values.map(() => 'invalid')),
  );

  it('takes only whole numbers where the field counts', () => {
    expect(readingOf(VALUE_RANGES.eventCount, 40.5)).toBe('invalid');
    expect(readingOf(VALUE_RANGES.lengthOfNeed, 2.5)).toBe('invalid');
    expect(readingOf(VALUE_RANGES.ahiOrRdi, 14.5)).toBe(14.5);
    expect(readingOf(VALUE_RANGES.pressureSetting, 12.5)).toBe(12.5);
  });

  it('reads an absent value as absent, never as out of range', () => {
    expect(readingOf(VALUE_RANGES.saturation, null)).toBeNull();
    expect(readingOf(VALUE_RANGES.saturation, undefined)).toBeNull();
    expect(validNumberOf(VALUE_RANGES.saturation, 0)).toBeNull();
    expect(validNumberOf(VALUE_RANGES.saturation, 88)).toBe(88);
    expect(invalidValueMessages([[VALUE_RANGES.saturation, null]])).toEqual([]);
  });

  it('says each range in words, with its unit', () => {
    expect(rangeMessage(VALUE_RANGES.saturation)).toBe('Arterial saturation must be from 50 to 100 %');
    expect(rangeMessage(VALUE_RANGES.po2)).toBe('PO2 must be from 20 to 150 mm Hg');
    expect(rangeMessage(VALUE_RANGES.eventCount)).toBe('Event count must be a whole number from 0 to 3,000');
    expect(rangeMessage(VALUE_RANGES.pressureSetting)).toBe('Pressure setting must be from 4 to 25 cm H2O');
    expect(
      invalidValueMessages([
        [VALUE_RANGES.saturation, 0],
        [VALUE_RANGES.po2, 52],
        [VALUE_RANGES.lengthOfNeed, 0],
      ]),
    ).toEqual([
      'Arterial saturation 0 % is not a valid value (50–100 %)',
      'Length of need 0 months is not a valid value (1–99 months)',
    ]);
  });
});

describe('typedNumberOf (a number field as typed)', () => {
  it.each([
    ['', null],
    ['  ', null],
    [undefined, null],
    [null, null],
    ['-', null],
    ['1e', null],
    [Number.NaN, null],
    ['101', 101],
    [' -5 ', -5],
    [0, 0],
    ['0', 0],
  ])('%o is %o', (value, expected) => expect(typedNumberOf(value)).toBe(expected));
});
