/**
 * US phone: 10 digits with optional parentheses, dashes, dots or spaces (spec §9); optional leading
 * +1. The area code starts with 2–9 (NANP), so a number shifted by a country code that a mask kept,
 * like "(121) 355-5018" from "+1 213-555-0188", is refused instead of being stored wrong.
 */
const US_PHONE = /^(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const isValidUsPhone = (value: string) => US_PHONE.test(value.trim());

/**
 * The national digits of a typed, pasted or autofilled US phone: every non-digit dropped and a
 * leading country code 1 ("+1", "1 ", "001 1"…) removed. A NANP area code never starts with 0 or
 * 1, so a leading 1 is always the country code, never part of the number.
 */
export const nationalPhoneDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .replace(/^(?:00)?1/, '')
    .slice(0, 10);

/** The 10 digits of a valid US phone, for storage and comparison. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** "(213) 555-0188" — the spec's display shape — from any input holding the number. */
export const formatUsPhone = (value: string) => {
  const digits = nationalPhoneDigits(value);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** The spec's mask (999) 999-9999. */
export const PHONE_MASK = '(000) 000-0000';
