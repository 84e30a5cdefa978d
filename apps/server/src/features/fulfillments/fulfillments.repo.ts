import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
  const [items, shipped, documents] = await Promise.all([
    db.select().from(lineItems).where(inArray(lineItems.fulfillmentId, fulfillmentIds)),
    db
      .select({ shipment: shipments, lineItemId: shipmentItems.lineItemId })
      .from(shipments)
      .leftJoin(shipmentItems, eq(shipmentItems.shipmentId, shipments.id))
      .where(inArray(shipments.fulfillmentId, fulfillmentIds)),
    db
      .select({ id: attachments.id, fulfillmentId: attachments.fulfillmentId, filename: blobs.filename })
      .from(attachments)
      .innerJoin(blobs, eq(blobs.id, attachments.blobId))
      .where(and(inArray(attachments.fulfillmentId, fulfillmentIds), eq(attachments.kind, 'usage_data'))),
  ]);
  return { items, shipped, documents };
}
