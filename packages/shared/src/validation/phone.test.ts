import { describe, expect, it } from 'vitest';
import { formatUsPhone, isValidUsPhone, nationalPhoneDigits, phoneDigits } from './phone';

describe('isValidUsPhone', () => {
  it.each([
    '(555) 123-4567',
    '555-123-4567',
    '555.123.4567',
    '5551234567',
    '555 123 4567',
    '+1 555 123 4567',
    '+12135550188',
    '1 (213) 555-0188',
  ])('accepts %s', (phone) => expect(isValidUsPhone(phone)).toBe(true));
  it.each([
    '',
    '555-1234',
    '(555) 123-456',
    'phone',
    '555-123-45678',
    '(555) 123-4567 ext 2',
    // a country code shifted into the area code by a mask: NANP area codes start with 2–9
    '(121) 355-5018',
    '(012) 345-6789',
  ])('refuses %s', (phone) => expect(isValidUsPhone(phone)).toBe(false));
  it('keeps the ten digits', () => expect(phoneDigits('+1 (555) 123-4567')).toBe('5551234567'));
});

describe('nationalPhoneDigits and formatUsPhone', () => {
  it.each([
    ['+1 213-555-0188', '2135550188', '(213) 555-0188'],
    ['1 (213) 555-0188', '2135550188', '(213) 555-0188'],
    ['+12135550188', '2135550188', '(213) 555-0188'],
    ['12135550188', '2135550188', '(213) 555-0188'],
    ['001 213 555 0188', '2135550188', '(213) 555-0188'],
    ['(213) 555-0188', '2135550188', '(213) 555-0188'],
    ['213.555.0188', '2135550188', '(213) 555-0188'],
    ['+1 213', '213', '(213'],
    ['2135', '2135', '(213) 5'],
    ['', '', ''],
  ])('%s → %s → %s', (input, digits, formatted) => {
    expect(nationalPhoneDigits(input)).toBe(digits);
    expect(formatUsPhone(input)).toBe(formatted);
  });
});
