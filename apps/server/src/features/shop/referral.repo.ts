import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carts } from '../../db/schema/index';

/**
 * A fresh open cart for the session's work order. The session's open carts are set aside, never
 * deleted: a payment may still point at one.
 */
export async function replaceOpenCart(db: DbOrTx, sessionId: string, consultationId: string) {
  await db
    .update(carts)
    .set({ status: 'abandoned' })
    .where(and(eq(carts.sessionId, sessionId), eq(carts.status, 'open')));
  const [cart] = await db.insert(carts).values({ sessionId, consultationId }).returning({ id: carts.id });
  return cart?.id ?? null;
}
