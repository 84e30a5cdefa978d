import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessionDeliveryZips } from '../../db/schema/index';

export async function findSessionDeliveryZip(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ zip: sessionDeliveryZips.zip })
    .from(sessionDeliveryZips)
    .where(eq(sessionDeliveryZips.sessionId, sessionId))
    .limit(1);
  return row?.zip ?? null;
}

/** Keeps the ZIP code (its five digits) promises are made for in this browser: typed, or an order's. */
export const saveSessionDeliveryZip = (db: DbOrTx, sessionId: string, zip: string) =>
  db
    .insert(sessionDeliveryZips)
    .values({ sessionId, zip: zip.slice(0, 5) })
    .onConflictDoUpdate({
      target: sessionDeliveryZips.sessionId,
      set: { zip: zip.slice(0, 5), updatedAt: new Date() },
    });
