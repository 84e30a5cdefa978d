import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { termsAgreements } from '../../db/schema/index';

/** Bumping this asks every user to agree again (the banner comes back). */
export const TERMS_VERSION = '2026-11-01';

export async function readAgreement(db: DbOrTx, userId: string) {
  const [agreement] = await db
    .select({ id: termsAgreements.id })
    .from(termsAgreements)
    .where(and(eq(termsAgreements.userId, userId), eq(termsAgreements.version, TERMS_VERSION)))
    .limit(1);
  const termsAccepted = Boolean(agreement);
  return { termsAccepted, showTermsPrompt: !termsAccepted };
}

export async function acceptCurrentTerms(db: DbOrTx, userId: string, now = new Date()) {
  await db
    .insert(termsAgreements)
    .values({ userId, version: TERMS_VERSION, acceptedAt: now })
    .onConflictDoNothing({ target: [termsAgreements.userId, termsAgreements.version] });
  return readAgreement(db, userId);
}
