import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, lineItems, orders, shipmentItems, shipments } from '../../db/schema/index';

/** Counts of a work order's orders and of its items shipped, delivered and still to ship. */
export async function countFulfilmentFacts(db: DbOrTx, consultationId: string) {
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
    .where(eq(orders.consultationId, consultationId));
  return facts;
}

export async function setDisplayStatus(
  db: DbOrTx,
  consultationId: string,
  displayStatus: typeof consultations.$inferInsert.displayStatus,
) {
  await db.update(consultations).set({ displayStatus }).where(eq(consultations.id, consultationId));
}
