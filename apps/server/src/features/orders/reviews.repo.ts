import { avg, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lineItems, orders, reviews, shipmentItems } from '../../db/schema/index';

/** The line item with its order, and whether any shipment carries it (`shipped` is null if not). */
export async function findLineItemForReview(db: DbOrTx, lineItemId: string) {
  const [row] = await db
    .select({ item: lineItems, order: orders, shipped: shipmentItems.lineItemId })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .leftJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
    .where(eq(lineItems.id, lineItemId))
    .limit(1);
  return row;
}

/** Inserts the review unless the line item already has one; false when it had. */
export async function insertReviewOnce(db: DbOrTx, values: typeof reviews.$inferInsert) {
  const created = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.lineItemId })
    .returning({ id: reviews.id });
  return created.length > 0;
}

export async function findReviewSummary(db: DbOrTx, productId: string) {
  const [summary] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return summary;
}

export function findLatestReviews(db: DbOrTx, productId: string, limit: number) {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}
