import { describe, expect, it } from 'vitest';
import { isValidUsPhone, phoneDigits } from './phone';

describe('isValidUsPhone', () => {
  it.each([
    '(555) 123-4567',
    '555-123-4567',
    '555.123.4567',
    '5551234567',
    '555 123 4567',
    '+1 555 123 4567',
  ])('accepts %s', (phone) => expect(isValidUsPhone(phone)).toBe(true));
  it.each(['', '555-1234', '(555) 123-456', 'phone', '555-123-45678', '(555) 123-4567 ext 2'])(
    'refuses %s',
    (phone) => expect(isValidUsPhone(phone)).toBe(false),
  );
  it('keeps the ten digits', () => expect(phoneDigits('+1 (555) 123-4567')).toBe('5551234567'));
});
