import type { SignupCodeListQuery } from '@dme/shared/operations/signup-codes';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providerRegistrations } from '../../db/schema/index';
import { containsPattern, pageWindow, totalOverAll } from './pages.repo';

const STATE_CONDITIONS = {
  open: () => and(isNull(providerRegistrations.usedAt), isNull(providerRegistrations.revokedAt)),
  used: () => isNotNull(providerRegistrations.usedAt),
  revoked: () => isNotNull(providerRegistrations.revokedAt),
} as const;

export type SignupCodeRow = typeof providerRegistrations.$inferSelect;

/** Newest first; `query` matches the code, the e-mail, the NPI or a name. */
export async function findSignupCodePage(db: DbOrTx, query: SignupCodeListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.state) conditions.push(STATE_CONDITIONS[query.state]());
  if (query.query) {
    const pattern = containsPattern(query.query);
    conditions.push(
      or(
        ilike(providerRegistrations.code, pattern),
        ilike(providerRegistrations.email, pattern),
        ilike(providerRegistrations.npi, pattern),
        ilike(providerRegistrations.firstName, pattern),
        ilike(providerRegistrations.lastName, pattern),
      ),
    );
  }
  const { limit, offset } = pageWindow(query.page);
  return db
    .select({ row: providerRegistrations, total: totalOverAll })
    .from(providerRegistrations)
    .where(and(...conditions))
    .orderBy(desc(providerRegistrations.createdAt), desc(providerRegistrations.id))
    .limit(limit)
    .offset(offset);
}

export async function findSignupCode(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(providerRegistrations)
    .where(eq(providerRegistrations.id, id))
    .limit(1);
  return row;
}

export async function findSignupCodeByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(providerRegistrations)
    .where(eq(providerRegistrations.code, code))
    .limit(1);
  return row;
}

/** Revokes an unused, unrevoked code in one statement: a signup cannot slip between check and write. */
export async function revokeOpenSignupCode(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(providerRegistrations)
    .set({ revokedAt: now })
    .where(and(eq(providerRegistrations.id, id), STATE_CONDITIONS.open()))
    .returning();
  return row;
}
