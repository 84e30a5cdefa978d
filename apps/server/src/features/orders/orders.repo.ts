import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  fulfillments,
  insuranceStatuses,
  lineItems,
  orders,
  products,
  shipmentItems,
  shipments,
  supplierCarriers,
  suppliers,
  supplierVariants,
  users,
} from '../../db/schema/index';
import type { RoutableSupplier } from './routing';

export type OrderRow = typeof orders.$inferSelect;

/** Every supplier with what routing needs, in three queries (suppliers are few). */
export async function findRoutableSuppliers(db: DbOrTx): Promise<RoutableSupplier[]> {
  const [rows, stock, networks] = await Promise.all([
    db.select({ id: suppliers.id, name: suppliers.name, states: suppliers.serviceStates }).from(suppliers),
    db.select().from(supplierVariants),
    db.select().from(supplierCarriers),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    states: new Set(row.states),
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

/** A signed-in patient's orders: placed while signed in, or earlier with the same e-mail. */
export function findPatientOrders(db: DbOrTx, userId: string) {
  return db
    .select({ order: orders })
    .from(orders)
    .leftJoin(users, eq(users.id, userId))
    .where(
      or(
        eq(orders.userId, userId),
        and(isNotNull(users.email), eq(orders.customerEmail, sql`${users.email}`)),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

/** Line items, their suppliers and shipments of these orders, in three queries. */
export async function findOrderDetails(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return { items: [], shipmentRows: [], shippedItems: [] };
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
  return { items, shipmentRows, shippedItems };
}
