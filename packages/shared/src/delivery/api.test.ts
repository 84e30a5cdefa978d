import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  deliveryTermsFields,
  deliveryZipBodySchema,
  formatCutoff,
  formatCutoffTime,
  formatDeliveryDay,
} from './api';

const terms = z.object(deliveryTermsFields);
const messageOf = (value: unknown) => terms.safeParse(value).error?.issues[0]?.message;

describe('deliveryTermsFields', () => {
  it.each([
    ['14:00', '14:00'],
    ['06:00', '06:00'],
    ['20:00', '20:00'],
    [' 09:30 ', '09:30'],
    ['', null],
    [null, null],
  ])('takes the cut-off %j as %j', (sameDayCutoff, expected) => {
    expect(terms.parse({ sameDayCutoff, timeZone: 'America/Chicago' }).sameDayCutoff).toBe(expected);
  });

  it.each([
    ['2pm', 'Cut-off must be a time such as 14:00, or empty'],
    ['24:00', 'Cut-off must be a time such as 14:00, or empty'],
    ['14:60', 'Cut-off must be a time such as 14:00, or empty'],
    ['05:59', 'Cut-off must be between 6:00 AM and 8:00 PM'],
    ['20:01', 'Cut-off must be between 6:00 AM and 8:00 PM'],
  ])('refuses the cut-off %j', (sameDayCutoff, message) => {
    expect(messageOf({ sameDayCutoff, timeZone: 'America/Chicago' })).toBe(message);
  });

  it('refuses a time zone that is not on the list', () => {
    expect(messageOf({ sameDayCutoff: null, timeZone: 'Europe/Paris' })).toBe(
      'Choose a time zone from the list',
    );
  });
});

describe('deliveryZipBodySchema', () => {
  it('keeps the five digits of a US ZIP code', () => {
    expect(deliveryZipBodySchema.parse({ zip: '90012-1234' })).toEqual({ zip: '90012' });
  });

  it.each([
    ['9001', 'Zip code must be 5 digits'],
    ['09001', 'Enter a US ZIP code'],
  ])('refuses %j', (zip, message) => {
    expect(deliveryZipBodySchema.safeParse({ zip }).error?.issues[0]?.message).toBe(message);
  });
});

describe('formats', () => {
  it('writes a delivery day with its weekday', () => {
    expect(formatDeliveryDay('2026-12-07')).toBe('Monday, December 7');
  });

  it('writes a cut-off on the supplier’s clock', () => {
    expect(formatCutoff('2026-12-03T22:00:00.000Z', 'America/Los_Angeles')).toBe('2:00 PM PST');
    expect(formatCutoff('2026-07-03T19:00:00.000Z', 'America/New_York')).toBe('3:00 PM EDT');
  });

  it.each([
    ['14:00', '2:00 PM'],
    ['09:30', '9:30 AM'],
    ['12:05', '12:05 PM'],
  ])('writes the setting %s as %s', (time, shown) => {
    expect(formatCutoffTime(time)).toBe(shown);
  });
});
