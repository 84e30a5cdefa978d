import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type CheckoutStatus,
  carts,
  checkoutSessions,
  type PaymentRefusal,
  refusedPayments,
} from '../../db/schema/index';
import { type AuditEntry, auditCte } from '../audit/audit.repo';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type RefusedPaymentRow = typeof refusedPayments.$inferSelect;

/** The session's own cart, locked for the transaction (one live checkout, one order per cart). */
export async function lockSessionCart(db: DbOrTx, cartId: string, sessionId: string) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.sessionId, sessionId)))
    .for('update');
  return cart;
}

export async function findLiveCheckout(db: DbOrTx, cartId: string) {
  const [checkout] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'open')))
    .limit(1);
  return checkout;
}

/** The cart's checkout whose delayed payment (a bank debit) is still processing, if any. */
export async function findProcessingCheckout(db: DbOrTx, cartId: string) {
  const [checkout] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'processing')))
    .limit(1);
  return checkout;
}

/** Moves a checkout on (processing, payment failed, expired); the caller holds its lock. */
export const setCheckoutStatus = (db: DbOrTx, id: string, status: CheckoutStatus) =>
  db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, id));

/** Every live checkout of the cart but `keepId` stops being payable. */
export async function supersedeLiveCheckouts(db: DbOrTx, cartId: string, keepId?: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(checkoutSessions.cartId, cartId),
        eq(checkoutSessions.status, 'open'),
        keepId ? ne(checkoutSessions.id, keepId) : undefined,
      ),
    );
}

/** A new checkout and the audit record of its start (the new checkout its subject), in one statement. */
export async function insertCheckout(
  db: DbOrTx,
  values: typeof checkoutSessions.$inferInsert,
  audit: Omit<AuditEntry, 'subjectId'>,
) {
  const inserted = db.$with('inserted').as(db.insert(checkoutSessions).values(values).returning());
  const audited = auditCte(db, 'audited', {
    ...audit,
    subjectId: sql`(select ${inserted.id} from ${inserted})`,
  });
  const [checkout] = await db.with(inserted, audited).select().from(inserted);
  if (!checkout) throw new Error('checkout insert returned nothing');
  return checkout;
}

export const setCheckoutLink = (db: DbOrTx, id: string, link: { externalId: string; url: string }) =>
  db.update(checkoutSessions).set(link).where(eq(checkoutSessions.id, id));

export async function findCheckout(db: DbOrTx, id: string) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return checkout;
}

export async function lockCheckout(db: DbOrTx, id: string) {
  const [checkout] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for('update');
  return checkout;
}

export async function findCheckoutByExternalId(db: DbOrTx, externalId: string) {
  const [checkout] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.externalId, externalId))
    .limit(1);
  return checkout;
}

export const markCheckoutPaid = (
  db: DbOrTx,
  id: string,
  paid: { paidAmountCents: number; paymentReference: string },
) =>
  db
    .update(checkoutSessions)
    .set({ status: 'paid', ...paid })
    .where(eq(checkoutSessions.id, id));

export async function findRefusedPayment(db: DbOrTx, paymentReference: string) {
  const [row] = await db
    .select()
    .from(refusedPayments)
    .where(eq(refusedPayments.paymentReference, paymentReference))
    .limit(1);
  return row;
}

/** The reason a payment of this checkout was refused, if one was (the latest). */
export async function findRefusalOfCheckout(db: DbOrTx, checkoutSessionId: string) {
  const [row] = await db
    .select({ reason: refusedPayments.reason })
    .from(refusedPayments)
    .where(eq(refusedPayments.checkoutSessionId, checkoutSessionId))
    .orderBy(desc(refusedPayments.createdAt))
    .limit(1);
  return row?.reason;
}

/** Records a refused payment once per payment reference; answers the stored row either way. */
export async function insertRefusedPayment(
  db: DbOrTx,
  values: {
    checkoutSessionId: string;
    paymentReference: string;
    amountCents: number;
    reason: PaymentRefusal;
  },
) {
  const [created] = await db
    .insert(refusedPayments)
    .values({ ...values, refundStatus: values.amountCents > 0 ? 'pending' : 'refunded' })
    .onConflictDoNothing({ target: refusedPayments.paymentReference })
    .returning();
  return created ?? (await findRefusedPayment(db, values.paymentReference));
}

export const markRefunded = (db: DbOrTx, id: string, refundReference: string) =>
  db
    .update(refusedPayments)
    .set({ refundStatus: 'refunded', refundReference })
    .where(eq(refusedPayments.id, id));
