import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, lineItems, orders, shipmentItems, shipments } from '../../db/schema/index';

/** Counts of the matching orders and of their items shipped, delivered and still to ship. */
async function countFacts(db: DbOrTx, which: SQL) {
  const [facts] = await db
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      shipped: sql<number>`count(${shipmentItems.lineItemId})::int`,
      unshipped: sql<number>`(count(${lineItems.id}) - count(${shipmentItems.lineItemId}))::int`,
      delivered: sql<number>`count(${shipmentItems.lineItemId}) filter (where ${shipments.deliveredAt} is not null)::int`,
    })
    .from(orders)
    .leftJoin(lineItems, eq(lineItems.orderId, orders.id))
    .leftJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
    .leftJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(which);
  return facts;
}

/** Counts of a work order's orders and of their items shipped, delivered and still to ship. */
export const countFulfilmentFacts = (db: DbOrTx, consultationId: string) =>
  countFacts(db, eq(orders.consultationId, consultationId));

/** The same counts for one order. */
export const countOrderFacts = (db: DbOrTx, orderId: string) => countFacts(db, eq(orders.id, orderId));

export async function setDisplayStatus(
  db: DbOrTx,
  consultationId: string,
  displayStatus: typeof consultations.$inferInsert.displayStatus,
) {
  await db.update(consultations).set({ displayStatus }).where(eq(consultations.id, consultationId));
}
