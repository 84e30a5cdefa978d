import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import {
  findLatestReviews,
  findLineItemForReview,
  findReviewSummary,
  insertReviewOnce,
} from './reviews.repo';

/** One review per shipped item of the patient's own order. */
export async function createReview(
  db: Database,
  auth: AuthContext,
  input: { lineItemUuid: string; rating: number; body: string },
  sessionId?: string,
) {
  const row = await findLineItemForReview(db, input.lineItemUuid);
  // The account the order belongs to, or the browser session that placed it; never a match on the
  // e-mail typed at checkout (issue 12 item 1).
  const isOwn = row && (row.order.userId === auth.userId || (sessionId && row.order.sessionId === sessionId));
  if (!row || !isOwn) throw notFound('Item not found');
  if (!row.shipped) throw new DomainError('unprocessable', 'You can review an item once it has shipped.');
  const isCreated = await insertReviewOnce(db, {
    lineItemId: row.item.id,
    productId: row.item.productId,
    userId: auth.userId,
    authorName: row.order.customerName.split(' ')[0] ?? 'A patient',
    rating: input.rating,
    body: input.body,
  });
  if (!isCreated) throw new DomainError('conflict', 'You have already reviewed this item.');
}

export async function findProductReviews(db: Database, productId: string) {
  const summary = await findReviewSummary(db, productId);
  const latest = await findLatestReviews(db, productId, 20);
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
