import { REPLACEMENT_SCHEDULES } from '@dme/shared/resupply/schedules';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cartItems,
  carts,
  consultations,
  hcpcsCodes,
  insuranceStatuses,
  lineItems,
  orders,
  products,
  resupplyReminderItems,
  resupplyReminders,
  shipmentItems,
  shipments,
} from '../../db/schema/index';

const SCHEDULED_CODES = REPLACEMENT_SCHEDULES.map((schedule) => schedule.hcpcsCode);

/** Delivered lines of supplies that have a replacement schedule, delivered since `since`. */
export function findDeliveredSupplies(db: DbOrTx, since: Date) {
  return db
    .select({
      lineItemId: lineItems.id,
      orderId: lineItems.orderId,
      consultationId: orders.consultationId,
      hcpcsCode: hcpcsCodes.code,
      productVariantId: lineItems.productVariantId,
      description: lineItems.description,
      quantity: lineItems.quantity,
      deliveredAt: shipments.deliveredAt,
      reminded: sql<boolean>`${resupplyReminderItems.lineItemId} is not null`,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .innerJoin(products, eq(products.id, lineItems.productId))
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .leftJoin(resupplyReminderItems, eq(resupplyReminderItems.lineItemId, lineItems.id))
    .where(
      and(
        inArray(hcpcsCodes.code, SCHEDULED_CODES),
        isNotNull(shipments.deliveredAt),
        gte(shipments.deliveredAt, since),
      ),
    );
}

export async function insertReminder(db: DbOrTx, orderId: string, eligibleOn: string) {
  const [row] = await db
    .insert(resupplyReminders)
    .values({ orderId, eligibleOn })
    .returning({ id: resupplyReminders.id });
  if (!row) throw new Error('reminder insert returned nothing');
  return row.id;
}

/** Adds the lines no other reminder holds yet (the unique line item decides); answers those added. */
export function insertReminderItems(db: DbOrTx, items: (typeof resupplyReminderItems.$inferInsert)[]) {
  return db
    .insert(resupplyReminderItems)
    .values(items)
    .onConflictDoNothing({ target: resupplyReminderItems.lineItemId })
    .returning({ lineItemId: resupplyReminderItems.lineItemId });
}

export function deleteReminder(db: DbOrTx, id: string) {
  return db.delete(resupplyReminders).where(eq(resupplyReminders.id, id));
}

/** A reminder with its order's owner and insurance, and its items. */
export async function findReminder(db: DbOrTx, id: string) {
  const [reminder] = await db
    .select({
      id: resupplyReminders.id,
      orderId: orders.id,
      consultationId: orders.consultationId,
      userId: orders.userId,
      insuranceStatusId: orders.insuranceStatusId,
      productVerticalId: consultations.productVerticalId,
    })
    .from(resupplyReminders)
    .innerJoin(orders, eq(orders.id, resupplyReminders.orderId))
    .leftJoin(consultations, eq(consultations.id, orders.consultationId))
    .where(eq(resupplyReminders.id, id))
    .limit(1);
  if (!reminder) return undefined;
  const items = await db
    .select({
      productVariantId: resupplyReminderItems.productVariantId,
      quantity: resupplyReminderItems.quantity,
    })
    .from(resupplyReminderItems)
    .where(eq(resupplyReminderItems.reminderId, id));
  return { ...reminder, items };
}

/**
 * Sets the session's open cart aside (as sign-out does) and opens a new one holding exactly these
 * items, so the reorder checks out nothing else.
 */
export async function replaceOpenCart(
  db: DbOrTx,
  sessionId: string,
  consultationId: string | null,
  items: { productVariantId: string; quantity: number }[],
) {
  await db
    .update(carts)
    .set({ status: 'abandoned' })
    .where(and(eq(carts.sessionId, sessionId), eq(carts.status, 'open')));
  const [cart] = await db.insert(carts).values({ sessionId, consultationId }).returning({ id: carts.id });
  if (!cart) throw new Error('cart insert returned nothing');
  if (items.length > 0)
    await db.insert(cartItems).values(items.map((item) => ({ cartId: cart.id, ...item })));
  return cart.id;
}

/** The insurance status that priced an order (whichever session checked it). */
export async function findOrderInsurance(db: DbOrTx, statusId: string) {
  const [row] = await db.select().from(insuranceStatuses).where(eq(insuranceStatuses.id, statusId)).limit(1);
  return row;
}
