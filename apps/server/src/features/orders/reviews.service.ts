import { avg, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lineItems, orders, reviews, shipmentItems } from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';

/** One review per shipped item of the patient's own order. */
export async function createReview(
  db: Database,
  auth: AuthContext,
  input: { lineItemUuid: string; rating: number; body: string },
  sessionId?: string,
) {
  const [row] = await db
    .select({ item: lineItems, order: orders, shipped: shipmentItems.lineItemId })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .leftJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
    .where(eq(lineItems.id, input.lineItemUuid))
    .limit(1);
  // The account the order belongs to, or the browser session that placed it; never a match on the
  // e-mail typed at checkout (issue 12 item 1).
  const isOwn = row && (row.order.userId === auth.userId || (sessionId && row.order.sessionId === sessionId));
  if (!row || !isOwn) throw notFound('Item not found');
  if (!row.shipped) throw new DomainError('unprocessable', 'You can review an item once it has shipped.');
  const created = await db
    .insert(reviews)
    .values({
      lineItemId: row.item.id,
      productId: row.item.productId,
      userId: auth.userId,
      authorName: row.order.customerName.split(' ')[0] ?? 'A patient',
      rating: input.rating,
      body: input.body,
    })
    .onConflictDoNothing({ target: reviews.lineItemId })
    .returning({ id: reviews.id });
  if (created.length === 0) throw new DomainError('conflict', 'You have already reviewed this item.');
}

export async function findProductReviews(db: Database, productId: string) {
  const [summary] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const latest = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt))
    .limit(20);
  return {
    average: summary?.average ? Math.round(Number(summary.average) * 10) / 10 : null,
    count: summary?.count ?? 0,
    reviews: latest.map((review) => ({
      uuid: review.id,
      authorName: review.authorName,
      rating: review.rating,
      body: review.body,
      createdAt: review.createdAt.toISOString(),
    })),
  };
}
