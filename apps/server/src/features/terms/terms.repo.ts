import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { termsAgreements } from '../../db/schema/index';

export async function hasAgreedToVersion(db: DbOrTx, userId: string, version: string) {
  const [agreement] = await db
    .select({ id: termsAgreements.id })
    .from(termsAgreements)
    .where(and(eq(termsAgreements.userId, userId), eq(termsAgreements.version, version)))
    .limit(1);
  return Boolean(agreement);
}

/** Agreeing twice to the same version keeps the first agreement. */
export async function insertAgreement(db: DbOrTx, userId: string, version: string, acceptedAt: Date) {
  await db
    .insert(termsAgreements)
    .values({ userId, version, acceptedAt })
    .onConflictDoNothing({ target: [termsAgreements.userId, termsAgreements.version] });
}
