import { createHmac } from 'node:crypto';
import type { CoverSheetSignature } from '@dme/shared/operations/faxes';
import {
  formatReferralCode,
  isWellFormedReferralCode,
  REFERRAL_CODE_ALPHABET,
} from '@dme/shared/work-orders/referral-code';
import { type Config, commaList } from '../../config';
import { sameSecret } from '../../lib/secure-token';

/**
 * The cover sheet's signature (issue 45): its two referral-code QR codes read `BRSPMP.<signature>`
 * and `BRS-PMP.<signature>`, the signature an HMAC-SHA256 by the install's SECRET_KEY over the
 * referral code and the work order's id. A code alone (seen on a screen, an e-mail, a sheet of
 * another order) no longer makes a sheet that files itself; a sheet names its work order only.
 */

/**
 * 80 bits (RFC 2104's floor for a truncated HMAC) as upper-case hex: every character is in the QR
 * alphanumeric set, so each code stays a version 2 symbol (25×25 modules, like the fax e-mail's)
 * that a standard-mode fax still reads. A forger has one fax per guess.
 */
const SIGNATURE_LENGTH = 20;
const SEPARATOR = '.';

export interface CoverSheetKeys {
  /** Signs new sheets and verifies. */
  current: string;
  /** Former keys, for verifying only (COVER_SHEET_PREVIOUS_KEYS). */
  previous: string[];
  /** Unsigned sheets file themselves on faxes received before this; null: never. */
  unsignedUntil: Date | null;
}

export const coverSheetKeysOf = (
  config: Pick<Config, 'SECRET_KEY' | 'COVER_SHEET_PREVIOUS_KEYS' | 'FAX_UNSIGNED_COVER_SHEETS_UNTIL'>,
): CoverSheetKeys => ({
  current: config.SECRET_KEY,
  previous: commaList(config.COVER_SHEET_PREVIOUS_KEYS),
  unsignedUntil: config.FAX_UNSIGNED_COVER_SHEETS_UNTIL
    ? new Date(config.FAX_UNSIGNED_COVER_SHEETS_UNTIL)
    : null,
});

const signatureOf = (referralCode: string, workOrderId: string, key: string) =>
  createHmac('sha256', key)
    .update(`cover-sheet:v1:${referralCode}:${workOrderId}`)
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH)
    .toUpperCase();

/** The two referral-code QR texts of a work order's cover sheet, signed with the current key. */
export function signedCoverSheetCodes(workOrder: { id: string; referralCode: string }, secretKey: string) {
  const signature = signatureOf(workOrder.referralCode, workOrder.id, secretKey);
  return {
    referralCode: `${workOrder.referralCode}${SEPARATOR}${signature}`,
    formattedReferralCode: `${formatReferralCode(workOrder.referralCode)}${SEPARATOR}${signature}`,
  };
}

const PRINTED = new RegExp(
  `^(?:([${REFERRAL_CODE_ALPHABET}]{6})|([${REFERRAL_CODE_ALPHABET}]{3})-([${REFERRAL_CODE_ALPHABET}]{3}))(?:\\${SEPARATOR}(.*))?$`,
  's',
);

/**
 * A QR text read as a referral code: plain or formatted, with the signature after it (null: none
 * printed). Anything after the separator counts as a signature, so a garbled or forged one is
 * reported as such rather than ignored. Null for every other text (the fax number, the e-mail).
 */
export function readReferralCodeText(text: string) {
  const match = PRINTED.exec(text);
  if (!match) return null;
  const [, plain, head, tail, signature] = match;
  const code = plain ?? `${head}${tail}`;
  if (!isWellFormedReferralCode(code)) return null;
  return { code, printed: plain ? ('plain' as const) : ('formatted' as const), signature: signature ?? null };
}

/**
 * Whether a cover sheet may file the fax to the work order its code names (pure). `signatures`
 * are those of every referral-code QR read on its cover sheet pages: all must verify for that
 * work order (each under the current or a previous key, compared in constant time), or all be
 * absent while unsigned sheets are still accepted. One signed code beside an unsigned one is a
 * copy-and-paste, not an old sheet.
 */
export function checkCoverSheetSeal(
  signatures: readonly (string | null)[],
  workOrder: { id: string; referralCode: string },
  keys: CoverSheetKeys,
  receivedAt: Date,
): { signature: CoverSheetSignature; files: boolean } {
  if (signatures.length > 0 && signatures.every((signature) => signature === null)) {
    const files = keys.unsignedUntil !== null && receivedAt < keys.unsignedUntil;
    return { signature: 'unsigned', files };
  }
  const expected = [keys.current, ...keys.previous].map((key) =>
    signatureOf(workOrder.referralCode, workOrder.id, key),
  );
  const verifies = (signature: string | null) =>
    signature !== null && expected.some((candidate) => sameSecret(signature, candidate));
  const verified = signatures.length > 0 && signatures.every(verifies);
  return { signature: verified ? 'verified' : 'invalid', files: verified };
}
