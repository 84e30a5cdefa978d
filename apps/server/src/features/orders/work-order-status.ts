import { deriveDisplayStatus } from '@dme/shared/work-orders/display-status';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, lineItems, orders, shipmentItems, shipments } from '../../db/schema/index';

/** Recomputes a work order's stored status from its orders and shipments (DESIGN §5), in the caller's transaction. */
export async function refreshWorkOrderStatus(db: DbOrTx, consultationId: string | null) {
  if (!consultationId) return;
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
  const displayStatus = deriveDisplayStatus({
    hasOrder: (facts?.orders ?? 0) > 0,
    shippedCount: facts?.shipped ?? 0,
    deliveredCount: facts?.delivered ?? 0,
    unshippedCount: facts?.unshipped ?? 0,
  });
  await db.update(consultations).set({ displayStatus }).where(eq(consultations.id, consultationId));
}
