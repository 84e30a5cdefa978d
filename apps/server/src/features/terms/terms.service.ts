import type { DbOrTx } from '../../db/client';
import { hasAgreedToVersion, insertAgreement } from './terms.repo';

/** Bumping this asks every user to agree again (the banner comes back). */
export const TERMS_VERSION = '2026-11-01';

export async function readAgreement(db: DbOrTx, userId: string) {
  const termsAccepted = await hasAgreedToVersion(db, userId, TERMS_VERSION);
  return { termsAccepted, showTermsPrompt: !termsAccepted };
}

export async function acceptCurrentTerms(db: DbOrTx, userId: string, now = new Date()) {
  await insertAgreement(db, userId, TERMS_VERSION, now);
  return readAgreement(db, userId);
}
