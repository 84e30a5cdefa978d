import { describe, expect, it } from 'vitest';
import {
  formatReferralCode,
  isWellFormedReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
} from './referral-code';

describe('referral codes', () => {
  it('has no ambiguous characters', () => {
    for (const c of '01OIL') expect(REFERRAL_CODE_ALPHABET).not.toContain(c);
  });
  it.each([
    ['brs-pmp', 'BRSPMP'],
    [' BRS PMP ', 'BRSPMP'],
    ['CPA-PAP', 'CPAPAP'],
  ])('normalizes %s to %s', (input, expected) => expect(normalizeReferralCode(input)).toBe(expected));
  it.each([
    ['BRS-PMP', true],
    ['brspmp', true],
    ['BRS-PM', false],
    ['BRS-PM0', false],
    ['BRS-PMPX', false],
  ])('%s well-formed: %s', (input, expected) => expect(isWellFormedReferralCode(input)).toBe(expected));
  it('formats with a dash', () => expect(formatReferralCode('nsecan')).toBe('NSE-CAN'));
});
