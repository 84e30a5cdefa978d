import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET } from '@dme/shared/work-orders/referral-code';

/** 13 characters of the unambiguous 31-letter alphabet ≈ 64 bits: unguessable capabilities (DESIGN §5). */
const LENGTH = 13;

export const newConfirmationNumber = () =>
  Array.from({ length: LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join(
    '',
  );
