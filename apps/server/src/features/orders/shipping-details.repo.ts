import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs, orders } from '../../db/schema/index';

/**
 * The newest order the patient placed herself, signed in (`orders_user_idx`): its contact and
 * address. An order only attached to her account because a guest typed her proven e-mail address is
 * left out — its address is the guest's, and must never become the default of her next checkout.
 * Who placed an order is what its `order.placed` audit row names (`audit_logs_subject_idx`).
 */
export async function findNewestOrderPlacedBy(db: DbOrTx, userId: string) {
  const placedByHer = db
    .select({ one: sql`1` })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.subjectType, 'order'),
        eq(auditLogs.subjectId, sql`${orders.id}::text`),
        eq(auditLogs.action, 'order.placed'),
        eq(auditLogs.actorUserId, userId),
      ),
    );
  const [order] = await db
    .select({
      id: orders.id,
      name: orders.customerName,
      email: orders.customerEmail,
      line1: orders.line1,
      line2: orders.line2,
      city: orders.city,
      state: orders.state,
      postalCode: orders.postalCode,
      country: orders.country,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), exists(placedByHer)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}
