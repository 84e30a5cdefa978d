/**
 * Referral codes: 6 characters from an unambiguous upper-case alphabet (no 0, O, 1, I, L), shown
 * XXX-XXX, looked up case-insensitively with the dash stripped (DESIGN §5).
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 6;

/** Upper-cases and drops the dash and spaces; what is stored and looked up. */
export const normalizeReferralCode = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();

export const isWellFormedReferralCode = (input: string) => {
  const code = normalizeReferralCode(input);
  return code.length === REFERRAL_CODE_LENGTH && [...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c));
};

/** "BRSPMP" → "BRS-PMP". */
export const formatReferralCode = (code: string) => {
  const normalized = normalizeReferralCode(code);
  return `${normalized.slice(0, 3)}-${normalized.slice(3)}`;
};
