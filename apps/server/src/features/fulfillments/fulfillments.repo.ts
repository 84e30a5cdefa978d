import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import {
  attachments,
  blobs,
  consultations,
  fulfillments,
  lineItems,
  orders,
  shipmentItems,
  shipments,
  suppliers,
} from '../../db/schema/index';

const fulfillmentColumns = {
  fulfillment: fulfillments,
  supplier: { id: suppliers.id, name: suppliers.name, email: suppliers.email, userId: suppliers.userId },
  order: {
    id: orders.id,
    customerName: orders.customerName,
    state: orders.state,
    consultationId: orders.consultationId,
  },
  consultation: {
    providerId: consultations.providerId,
    priorAuthStatus: consultations.priorAuthStatus,
    priorAuthSubmittedAt: consultations.priorAuthSubmittedAt,
    priorAuthExpedited: consultations.priorAuthExpedited,
    priorAuthPayerType: consultations.priorAuthPayerType,
    patientName: consultations.patientName,
    coverageVerdict: consultations.coverageVerdict,
    coverageEvaluatedAt: consultations.coverageEvaluatedAt,
  },
};

function selectFulfillments(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(fulfillmentColumns)
    .from(fulfillments)
    .innerJoin(suppliers, eq(suppliers.id, fulfillments.supplierId))
    .innerJoin(orders, eq(orders.id, fulfillments.orderId))
    .leftJoin(consultations, eq(consultations.id, orders.consultationId))
    .where(where)
    .orderBy(desc(fulfillments.createdAt))
    .limit(200);
}

export type FulfillmentRow = Awaited<ReturnType<typeof selectFulfillments>>[number];

export const findSupplierFulfillments = (db: DbOrTx, supplierId: string) =>
  selectFulfillments(db, eq(fulfillments.supplierId, supplierId));
export const findProviderFulfillments = (db: DbOrTx, providerId: string) =>
  selectFulfillments(db, eq(consultations.providerId, providerId));

export async function findFulfillmentByNumber(db: DbOrTx, number: string) {
  const [row] = await selectFulfillments(db, eq(fulfillments.confirmationNumber, number));
  return row;
}

/** The items, shipments and usage documents of these fulfillments, in three queries. */
export async function findFulfillmentContents(db: DbOrTx, fulfillmentIds: string[]) {
  if (fulfillmentIds.length === 0) return { items: [], shipped: [], documents: [] };
  const [items, shipped, documents] = await independentReads(
    db,
    () => db.select().from(lineItems).where(inArray(lineItems.fulfillmentId, fulfillmentIds)),
    () =>
      db
        .select({ shipment: shipments, lineItemId: shipmentItems.lineItemId })
        .from(shipments)
        .leftJoin(shipmentItems, eq(shipmentItems.shipmentId, shipments.id))
        .where(inArray(shipments.fulfillmentId, fulfillmentIds)),
    () =>
      db
        .select({ id: attachments.id, fulfillmentId: attachments.fulfillmentId, filename: blobs.filename })
        .from(attachments)
        .innerJoin(blobs, eq(blobs.id, attachments.blobId))
        .where(and(inArray(attachments.fulfillmentId, fulfillmentIds), eq(attachments.kind, 'usage_data'))),
  );
  return { items, shipped, documents };
}

export async function setUsageDataStatus(
  db: DbOrTx,
  fulfillmentId: string,
  usageDataStatus: typeof fulfillments.$inferInsert.usageDataStatus,
) {
  await db.update(fulfillments).set({ usageDataStatus }).where(eq(fulfillments.id, fulfillmentId));
}

/** Holds the fulfillment's row until the transaction ends, so two tracking forms ship an item once. */
export async function lockFulfillment(db: DbOrTx, fulfillmentId: string) {
  await db
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .where(eq(fulfillments.id, fulfillmentId))
    .for('update');
}

/**
 * Spends the tracking link of this generation: true for the one caller that moves the fulfillment's
 * generation on from it, false when another already has (a replayed or parallel use of one link).
 */
export async function spendTrackingLink(db: DbOrTx, fulfillmentId: string, generation: number) {
  const moved = await db
    .update(fulfillments)
    .set({ trackingLinkGeneration: generation + 1 })
    .where(and(eq(fulfillments.id, fulfillmentId), eq(fulfillments.trackingLinkGeneration, generation)))
    .returning({ id: fulfillments.id });
  return moved.length > 0;
}

export async function hasUnshippedItems(db: DbOrTx, fulfillmentId: string) {
  const [left] = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .leftJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
    .where(and(eq(lineItems.fulfillmentId, fulfillmentId), isNull(shipmentItems.lineItemId)))
    .limit(1);
  return Boolean(left);
}

/** How many of these line items belong to the fulfillment. */
export async function countItemsOfFulfillment(db: DbOrTx, fulfillmentId: string, lineItemIds: string[]) {
  const items = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(and(eq(lineItems.fulfillmentId, fulfillmentId), inArray(lineItems.id, lineItemIds)));
  return items.length;
}

export async function isAnyShipped(db: DbOrTx, lineItemIds: string[]) {
  const [shipped] = await db
    .select({ id: shipmentItems.lineItemId })
    .from(shipmentItems)
    .where(inArray(shipmentItems.lineItemId, lineItemIds))
    .limit(1);
  return Boolean(shipped);
}

/** A shipment with its tracking link and the line items it carries. */
export async function insertShipment(
  db: DbOrTx,
  values: { fulfillmentId: string; trackingUrl: string; lineItemIds: string[] },
) {
  const [shipment] = await db
    .insert(shipments)
    .values({ fulfillmentId: values.fulfillmentId, trackingUrl: values.trackingUrl })
    .returning();
  if (!shipment) throw new Error('shipment insert returned nothing');
  await db
    .insert(shipmentItems)
    .values(values.lineItemIds.map((lineItemId) => ({ shipmentId: shipment.id, lineItemId })));
  return shipment;
}

/** False when the fulfillment has no such shipment. */
export async function markShipmentDelivered(db: DbOrTx, fulfillmentId: string, shipmentId: string, at: Date) {
  const updated = await db
    .update(shipments)
    .set({ deliveredAt: at })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.fulfillmentId, fulfillmentId)))
    .returning({ id: shipments.id });
  return updated.length > 0;
}
