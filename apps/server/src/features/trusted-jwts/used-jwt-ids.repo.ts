import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { usedJwtIds } from '../../db/schema/index';

/**
 * Records a token's `jti` for its issuer in one atomic statement (`insert … on conflict do nothing
 * returning`): true for the one caller whose insert made the row, false for every other copy.
 */
export async function recordFirstUse(
  db: DbOrTx,
  use: { issuer: string; jti: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(usedJwtIds)
    .values(use)
    .onConflictDoNothing({ target: [usedJwtIds.issuer, usedJwtIds.jti] })
    .returning({ jti: usedJwtIds.jti });
  return inserted.length === 1;
}

export async function deleteUsedJwtIdsExpiredBefore(db: DbOrTx, before: Date) {
  await db.delete(usedJwtIds).where(lt(usedJwtIds.expiresAt, before));
}
