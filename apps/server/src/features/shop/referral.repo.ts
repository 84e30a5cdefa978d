import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carts, patientSessions } from '../../db/schema/index';
import { type AuditEntry, auditCte } from '../audit/audit.repo';

/**
 * The session's open carts are set aside, never deleted: a payment may still point at one. Its own
 * statement, before the new cart is inserted: the database holds one open cart per session, and
 * the statements of one WITH run in no fixed order.
 */
export async function abandonOpenCarts(db: DbOrTx, sessionId: string) {
  await db
    .update(carts)
    .set({ status: 'abandoned' })
    .where(and(eq(carts.sessionId, sessionId), eq(carts.status, 'open')));
}

/**
 * A fresh open cart for the work order, the session pointed at both (its onboarding answers reset
 * when `resetAnswers`), and the audit record of the code's use: one statement.
 */
export async function openCartForWorkOrder(
  db: DbOrTx,
  input: { sessionId: string; consultationId: string; resetAnswers: boolean; audit: AuditEntry },
) {
  const cart = db.$with('cart').as(
    db.insert(carts).values({ sessionId: input.sessionId, consultationId: input.consultationId }).returning({
      id: carts.id,
    }),
  );
  const audited = auditCte(db, 'audited', input.audit);
  await db
    .with(cart, audited)
    .update(patientSessions)
    .set({
      consultationId: input.consultationId,
      cartId: sql`(select ${cart.id} from ${cart})`,
      ...(input.resetAnswers ? { eligibleForMachine: null } : {}),
    })
    .where(eq(patientSessions.id, input.sessionId));
}
