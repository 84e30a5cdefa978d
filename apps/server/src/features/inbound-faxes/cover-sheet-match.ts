import {
  formatReferralCode,
  isWellFormedReferralCode,
  REFERRAL_CODE_ALPHABET,
} from '@dme/shared/work-orders/referral-code';

/**
 * Which work order a fax names, from the QR codes read on each of its pages (pure). The cover
 * sheet prints the referral code twice, in two codes: plain ("BRSPMP") and formatted ("BRS-PMP").
 * A wrong match is worse than none, so a page counts as the cover sheet only when BOTH decode to
 * the same well-formed code and nothing on the fax names another one.
 */
export type CoverSheetVerdict =
  | { kind: 'named'; referralCode: string; coverSheetPages: number[] }
  | { kind: 'unmatched'; reason: string; referralCode: string | null }
  | { kind: 'unreadable'; reason: string };

export const COVER_SHEET_REASONS = {
  noCodes: 'No cover sheet codes could be read on any page',
  partial: 'The cover sheet was only partly readable: its two referral codes could not both be read',
  conflicting: 'The fax names more than one work order',
} as const;

const PLAIN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{6}$`);
const FORMATTED = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{3}-[${REFERRAL_CODE_ALPHABET}]{3}$`);

/** The referral codes a page names, by how they were printed. */
function codesOn(texts: string[]) {
  const plain = new Set<string>();
  const formatted = new Set<string>();
  for (const text of texts) {
    if (PLAIN.test(text) && isWellFormedReferralCode(text)) plain.add(text);
    else if (FORMATTED.test(text) && isWellFormedReferralCode(text)) formatted.add(text.replace('-', ''));
  }
  return { plain, formatted };
}

export function matchCoverSheet(pages: string[][]): CoverSheetVerdict {
  const named = new Set<string>();
  const verifiedPages = new Map<string, number[]>();
  pages.forEach((texts, index) => {
    const { plain, formatted } = codesOn(texts);
    for (const code of [...plain, ...formatted]) named.add(code);
    const both = [...plain].filter((code) => formatted.has(code));
    // One verified code per page: a page printing two different ones is not a cover sheet we trust.
    if (both.length === 1 && plain.size === 1 && formatted.size === 1) {
      const code = both[0] as string;
      verifiedPages.set(code, [...(verifiedPages.get(code) ?? []), index + 1]);
    }
  });
  if (named.size > 1) {
    return { kind: 'unmatched', reason: COVER_SHEET_REASONS.conflicting, referralCode: null };
  }
  const [code] = named;
  if (!code) return { kind: 'unreadable', reason: COVER_SHEET_REASONS.noCodes };
  const coverSheetPages = verifiedPages.get(code);
  if (!coverSheetPages) return { kind: 'unmatched', reason: COVER_SHEET_REASONS.partial, referralCode: code };
  return { kind: 'named', referralCode: code, coverSheetPages };
}

export const displayReferralCode = formatReferralCode;
