import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import {
  carts,
  consultations,
  fulfillments,
  insuranceStatuses,
  lineItems,
  orders,
  patientSessions,
  products,
  productVariants,
  reviews,
  shipmentItems,
  shipments,
  supplierCarriers,
  supplierHcpcsCodes,
  suppliers,
  users,
} from '../../db/schema/index';
import type { DeliverableSupplier } from './routing';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;

/**
 * Every active supplier with what routing needs and its delivery terms, in three queries (suppliers
 * are few): a paused supplier gets no new order; a supplier stocks every variant of the HCPCS codes
 * it carries.
 */
export async function findRoutableSuppliers(db: DbOrTx): Promise<DeliverableSupplier[]> {
  const [rows, stock, networks] = await independentReads(
    db,
    () =>
      db
        .select({
          id: suppliers.id,
          name: suppliers.name,
          states: suppliers.serviceStates,
          zipPrefixes: suppliers.serviceZipPrefixes,
          sameDayCutoff: suppliers.sameDayCutoff,
          timeZone: suppliers.timeZone,
        })
        .from(suppliers)
        .where(eq(suppliers.status, 'active')),
    () =>
      db
        .select({ supplierId: supplierHcpcsCodes.supplierId, productVariantId: productVariants.id })
        .from(supplierHcpcsCodes)
        .innerJoin(products, eq(products.hcpcsCodeId, supplierHcpcsCodes.hcpcsCodeId))
        .innerJoin(productVariants, eq(productVariants.productId, products.id)),
    () => db.select().from(supplierCarriers),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    area: { states: row.states, zipPrefixes: row.zipPrefixes },
    terms: { sameDayCutoff: row.sameDayCutoff, timeZone: row.timeZone },
    variantIds: new Set(
      stock.filter((entry) => entry.supplierId === row.id).map((entry) => entry.productVariantId),
    ),
    carrierIds: new Set(
      networks.filter((entry) => entry.supplierId === row.id).map((entry) => entry.carrierId),
    ),
  }));
}

/**
 * The patient account that proved it owns this e-mail address (an e-mailed code), if any: only such
 * an account may receive an order placed with that address without being signed in.
 */
export async function findVerifiedPatientIdByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        eq(users.role, 'patient'),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return user?.id ?? null;
}

/**
 * Hands the account the guest orders placed with its address, once the account has just proved
 * that address (called in the transaction that records the proof). Returns how many were attached.
 */
export async function attachGuestOrdersToAccount(db: DbOrTx, userId: string, email: string) {
  const attached = await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.customerEmail, email.trim().toLowerCase()), sql`${orders.userId} is null`))
    .returning({ id: orders.id });
  return attached.length;
}

export async function findOrderByCart(db: DbOrTx, cartId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return order;
}

export async function findOrderByNumber(db: DbOrTx, confirmationNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.confirmationNumber, confirmationNumber))
    .limit(1);
  return order;
}

export async function carrierOfStatus(db: DbOrTx, statusId: string | null) {
  if (!statusId) return null;
  const [row] = await db
    .select({ carrierId: insuranceStatuses.carrierId })
    .from(insuranceStatuses)
    .where(eq(insuranceStatuses.id, statusId))
    .limit(1);
  return row?.carrierId ?? null;
}

/**
 * A signed-in patient's orders: those that belong to the account (`user_id`), never a match on the
 * e-mail typed at checkout (issue 12 item 1; guest orders are attached only after an e-mailed proof).
 */
export function findPatientOrders(db: DbOrTx, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

/** Locks a cart row for the rest of the transaction: one order (and one live checkout) per cart. */
export async function lockCartRow(db: DbOrTx, cartId: string) {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

export async function findSessionById(db: DbOrTx, sessionId: string) {
  const [session] = await db.select().from(patientSessions).where(eq(patientSessions.id, sessionId));
  return session;
}

export async function insertOrder(db: DbOrTx, values: OrderInsert) {
  const [order] = await db.insert(orders).values(values).returning();
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

export async function insertFulfillment(db: DbOrTx, values: typeof fulfillments.$inferInsert) {
  const [fulfillment] = await db.insert(fulfillments).values(values).returning();
  if (!fulfillment) throw new Error('fulfillment insert returned nothing');
  return fulfillment;
}

export async function insertLineItems(db: DbOrTx, values: (typeof lineItems.$inferInsert)[]) {
  if (values.length) await db.insert(lineItems).values(values);
}

export async function findSupplierContacts(db: DbOrTx) {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email })
    .from(suppliers);
  return new Map(rows.map((row) => [row.id, row]));
}

export const markCartCheckedOut = (db: DbOrTx, cartId: string) =>
  db.update(carts).set({ status: 'checked_out' }).where(eq(carts.id, cartId));

export const markDocumentsNotRequired = (db: DbOrTx, consultationId: string) =>
  db.update(consultations).set({ documentsRequired: false }).where(eq(consultations.id, consultationId));

export const resetSessionAfterOrder = (db: DbOrTx, sessionId: string) =>
  db
    .update(patientSessions)
    .set({ cartId: null, consultationId: null, insuranceStatusId: null })
    .where(eq(patientSessions.id, sessionId));

export const setOrderAssistance = (db: DbOrTx, orderId: string, assistanceRequired: boolean) =>
  db.update(orders).set({ assistanceRequired }).where(eq(orders.id, orderId));

/** Which of these line items already have their review. */
export async function findReviewedLineItems(db: DbOrTx, lineItemIds: string[]) {
  if (lineItemIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ lineItemId: reviews.lineItemId })
    .from(reviews)
    .where(inArray(reviews.lineItemId, lineItemIds));
  return new Set(rows.map((row) => row.lineItemId));
}

/** Line items, their fulfillments with their suppliers, and shipments of these orders, in four queries. */
export async function findOrderDetails(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return { items: [], fulfillmentRows: [], shipmentRows: [], shippedItems: [] };
  const items = await db
    .select({
      item: lineItems,
      supplierName: suppliers.name,
      manufacturer: products.manufacturer,
      fulfillmentNumber: fulfillments.confirmationNumber,
    })
    .from(lineItems)
    .innerJoin(fulfillments, eq(fulfillments.id, lineItems.fulfillmentId))
    .innerJoin(suppliers, eq(suppliers.id, fulfillments.supplierId))
    .innerJoin(products, eq(products.id, lineItems.productId))
    .where(inArray(lineItems.orderId, orderIds))
    .orderBy(asc(lineItems.id));
  const fulfillmentIds = [...new Set(items.map((row) => row.item.fulfillmentId))];
  const fulfillmentRows = fulfillmentIds.length
    ? await db
        .select({
          id: fulfillments.id,
          expectedDeliveryOn: fulfillments.expectedDeliveryOn,
          isSameDayDelivery: fulfillments.isSameDayDelivery,
          supplier: { name: suppliers.name, email: suppliers.email, phoneNumber: suppliers.phoneNumber },
        })
        .from(fulfillments)
        .innerJoin(suppliers, eq(suppliers.id, fulfillments.supplierId))
        .where(inArray(fulfillments.id, fulfillmentIds))
        .orderBy(asc(fulfillments.createdAt), asc(fulfillments.id))
    : [];
  const shipmentRows = fulfillmentIds.length
    ? await db
        .select({ shipment: shipments, supplierName: suppliers.name })
        .from(shipments)
        .innerJoin(fulfillments, eq(fulfillments.id, shipments.fulfillmentId))
        .innerJoin(suppliers, eq(suppliers.id, fulfillments.supplierId))
        .where(inArray(shipments.fulfillmentId, fulfillmentIds))
        .orderBy(asc(shipments.createdAt))
    : [];
  const shippedItems = shipmentRows.length
    ? await db
        .select()
        .from(shipmentItems)
        .where(
          inArray(
            shipmentItems.shipmentId,
            shipmentRows.map((row) => row.shipment.id),
          ),
        )
    : [];
  return { items, fulfillmentRows, shipmentRows, shippedItems };
}

/** Which of these accounts are test accounts (an order shows its account's flag). */
export async function findTestAccountIds(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.isTestAccount, true)));
  return new Set(rows.map((row) => row.id));
}

/** The order a provider's payment became, locked: a refund or dispute event updates it. */
export async function lockOrderByPaymentReference(db: DbOrTx, paymentReference: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.paymentReference, paymentReference))
    .for('update')
    .limit(1);
  return order;
}

export const setOrderRefunds = (
  db: DbOrTx,
  orderId: string,
  refunds: { refundedCents: number; asOf: Date },
) =>
  db
    .update(orders)
    .set({ refundedCents: refunds.refundedCents, refundsAsOf: refunds.asOf })
    .where(eq(orders.id, orderId));

export const setOrderDispute = (
  db: DbOrTx,
  orderId: string,
  dispute: { disputeId: string; status: string; reason: string; asOf: Date; disputedAt: Date },
) =>
  db
    .update(orders)
    .set({
      disputeId: dispute.disputeId,
      disputeStatus: dispute.status,
      disputeReason: dispute.reason,
      disputeAsOf: dispute.asOf,
      disputedAt: dispute.disputedAt,
    })
    .where(eq(orders.id, orderId));
