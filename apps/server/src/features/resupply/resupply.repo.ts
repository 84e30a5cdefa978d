import { REPLACEMENT_SCHEDULES } from '@dme/shared/resupply/schedules';
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
      reorderedOrderId: resupplyReminders.reorderedOrderId,
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
 * items, so the reorder checks out nothing else; the cart remembers its reminder, which its order claims.
 */
export async function replaceOpenCart(
  db: DbOrTx,
  cart: { sessionId: string; consultationId: string | null; resupplyReminderId: string },
  items: { productVariantId: string; quantity: number }[],
) {
  const { sessionId } = cart;
  await db
    .update(carts)
    .set({ status: 'abandoned' })
    .where(and(eq(carts.sessionId, sessionId), eq(carts.status, 'open')));
  const [opened] = await db.insert(carts).values(cart).returning({ id: carts.id });
  if (!opened) throw new Error('cart insert returned nothing');
  if (items.length > 0)
    await db.insert(cartItems).values(items.map((item) => ({ cartId: opened.id, ...item })));
  return opened.id;
}

/** The insurance status that priced an order (whichever session checked it). */
export async function findOrderInsurance(db: DbOrTx, statusId: string) {
  const [row] = await db.select().from(insuranceStatuses).where(eq(insuranceStatuses.id, statusId)).limit(1);
  return row;
}

/**
 * Serialises the insured orders of one member (carrier, member ID, birth date) until the caller's
 * transaction ends, so two checkouts at once cannot both read "nothing ordered yet" (issue 45).
 */
export async function lockInsuredMember(db: DbOrTx, statusId: string) {
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(
      'insured-member:' || carrier_id || ':' || upper(member_id) || ':' || birth_date, 0))
    from insurance_statuses where id = ${statusId}`);
}

/** The HCPCS code of each product (the order's lines name products). */
export async function findHcpcsOfProducts(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ productId: products.id, code: hcpcsCodes.code })
    .from(products)
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.productId, row.code]));
}

/**
 * The insured lines of these codes ever ordered for the member the status names (any session,
 * work order or account), each covering from its delivery or, until then, its order day.
 */
export async function findInsuredSuppliesOfMember(db: DbOrTx, statusId: string, codes: string[]) {
  if (codes.length === 0) return [];
  const member = alias(insuranceStatuses, 'member');
  return db
    .select({
      hcpcsCode: hcpcsCodes.code,
      quantity: lineItems.quantity,
      coveredFrom: sql<string>`to_char(coalesce(${shipments.deliveredAt}, ${orders.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(member)
    .innerJoin(
      insuranceStatuses,
      and(
        eq(insuranceStatuses.carrierId, member.carrierId),
        sql`upper(${insuranceStatuses.memberId}) = upper(${member.memberId})`,
        eq(insuranceStatuses.birthDate, member.birthDate),
      ),
    )
    .innerJoin(
      orders,
      and(eq(orders.insuranceStatusId, insuranceStatuses.id), eq(orders.insuranceActive, true)),
    )
    .innerJoin(lineItems, and(eq(lineItems.orderId, orders.id), eq(lineItems.isCashOnly, false)))
    .innerJoin(products, eq(products.id, lineItems.productId))
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .leftJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
    .leftJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(member.id, statusId), inArray(hcpcsCodes.code, codes)));
}

/** Holds the reminder's row until the transaction ends and answers the order it already became, if any. */
export async function lockReminder(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ reorderedOrderId: resupplyReminders.reorderedOrderId })
    .from(resupplyReminders)
    .where(eq(resupplyReminders.id, id))
    .for('update');
  return row;
}

/** The reminder becomes this order; false when another order claimed it first. */
export async function claimReminder(db: DbOrTx, id: string, orderId: string) {
  const claimed = await db
    .update(resupplyReminders)
    .set({ reorderedOrderId: orderId })
    .where(and(eq(resupplyReminders.id, id), isNull(resupplyReminders.reorderedOrderId)))
    .returning({ id: resupplyReminders.id });
  return claimed.length === 1;
}

export async function findOrderCreatedAt(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
