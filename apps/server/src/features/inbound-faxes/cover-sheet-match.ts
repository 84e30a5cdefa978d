import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { readReferralCodeText } from './cover-sheet-seal';

/**
 * Which work order a fax names, from the QR codes read on each of its pages (pure). The cover
 * sheet prints the referral code twice, in two codes: plain ("BRSPMP") and formatted ("BRS-PMP"),
 * each followed by the sheet's signature since issue 45. A wrong match is worse than none, so a
 * page counts as the cover sheet only when BOTH decode to the same well-formed code and nothing on
 * the fax names another one. Whether the signatures let it file itself is `checkCoverSheetSeal`'s.
 */
export type CoverSheetVerdict =
  | {
      kind: 'named';
      referralCode: string;
      coverSheetPages: number[];
      /** The signature of each referral-code QR on the cover sheet pages; null where none was printed. */
      signatures: (string | null)[];
    }
  | { kind: 'unmatched'; reason: string; referralCode: string | null }
  | { kind: 'unreadable'; reason: string };

export const COVER_SHEET_REASONS = {
  noCodes: 'No cover sheet codes could be read on any page',
  partial: 'The cover sheet was only partly readable: its two referral codes could not both be read',
  conflicting: 'The fax names more than one work order',
  invalidSignature: 'Cover sheet signature did not verify',
  unsigned: 'Cover sheet is unsigned: printed before signed sheets, or not by Carelane',
} as const;

/** The referral codes a page names, by how they were printed, with their signatures. */
function codesOn(texts: string[]) {
  const plain = new Set<string>();
  const formatted = new Set<string>();
  const signatures: (string | null)[] = [];
  for (const text of texts) {
    const read = readReferralCodeText(text);
    if (!read) continue;
    (read.printed === 'plain' ? plain : formatted).add(read.code);
    signatures.push(read.signature);
  }
  return { plain, formatted, signatures };
}

export function matchCoverSheet(pages: string[][]): CoverSheetVerdict {
  const named = new Set<string>();
  const verifiedPages = new Map<string, number[]>();
  const coverSignatures: (string | null)[] = [];
  pages.forEach((texts, index) => {
    const { plain, formatted, signatures } = codesOn(texts);
    for (const code of [...plain, ...formatted]) named.add(code);
    const both = [...plain].filter((code) => formatted.has(code));
    // One verified code per page: a page printing two different ones is not a cover sheet we trust.
    if (both.length === 1 && plain.size === 1 && formatted.size === 1) {
      const code = both[0] as string;
      verifiedPages.set(code, [...(verifiedPages.get(code) ?? []), index + 1]);
      coverSignatures.push(...signatures);
    }
  });
  if (named.size > 1) {
    return { kind: 'unmatched', reason: COVER_SHEET_REASONS.conflicting, referralCode: null };
  }
  const [code] = named;
  if (!code) return { kind: 'unreadable', reason: COVER_SHEET_REASONS.noCodes };
  const coverSheetPages = verifiedPages.get(code);
  if (!coverSheetPages) return { kind: 'unmatched', reason: COVER_SHEET_REASONS.partial, referralCode: code };
  return { kind: 'named', referralCode: code, coverSheetPages, signatures: coverSignatures };
}

export const displayReferralCode = formatReferralCode;
