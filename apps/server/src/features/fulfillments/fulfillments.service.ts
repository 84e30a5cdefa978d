import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { priorAuthDeadline } from '@dme/shared/work-orders/prior-auth-deadlines';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BlobStorage } from '../../adapters/storage/index';
import type { Database, DbOrTx } from '../../db/client';
import { fulfillments, lineItems, shipmentItems, shipments } from '../../db/schema/index';
import { DomainError, forbidden, notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import type { AuthContext } from '../../plugins/auth';
import { linkPayerResponse } from '../attachments/attachments.service';
import { type AuditCaller, listDetails, recordAccess } from '../audit/audit.repo';
import { storedVerdictOf } from '../coverage/stored-verdict';
import { enqueueMail } from '../mail/mail.service';
import { enqueuePatientMessage, notifyPriorAuthDecided } from '../notifications/notifications.service';
import { refreshWorkOrderStatus } from '../orders/work-order-status';
import { updatePriorAuthStatus } from '../work-orders/prior-auth.repo';
import {
  type FulfillmentRow,
  findFulfillmentByNumber,
  findFulfillmentContents,
  findProviderFulfillments,
  findSupplierFulfillments,
} from './fulfillments.repo';
import { ownFulfillment } from './own-fulfillment';

/** Said when a tracking form is sent after every item has shipped (instead of a field error). */
export const ALL_SHIPPED_MESSAGE =
  'Every item of this order has already shipped: there is nothing left to add a tracking link to.';

/** What the caller may see of a fulfillment: its supplier and the work order's provider see all. */
const canSeeAll = (auth: AuthContext | null, row: FulfillmentRow) =>
  Boolean(
    auth &&
      ((auth.role === 'supplier' && auth.profileId === row.supplier.id) ||
        (auth.role === 'provider' && auth.profileId === row.consultation?.providerId)),
  );

async function describe(
  db: DbOrTx,
  rows: FulfillmentRow[],
  auth: AuthContext | null,
  publicUrl: string,
): Promise<Fulfillment[]> {
  const contents = await findFulfillmentContents(
    db,
    rows.map((row) => row.fulfillment.id),
  );
  return rows.map((row) => {
    const full = canSeeAll(auth, row);
    const shippedIds = new Set(
      contents.shipped.filter((entry) => entry.lineItemId).map((entry) => entry.lineItemId),
    );
    const link = new URL('/tracking', publicUrl);
    link.searchParams.set('fulfillment', row.fulfillment.confirmationNumber);
    const shipmentList = [
      ...new Map(
        contents.shipped
          .filter((e) => e.shipment.fulfillmentId === row.fulfillment.id)
          .map((e) => [e.shipment.id, e.shipment]),
      ).values(),
    ];
    return {
      fulfillmentConfirmationNumber: row.fulfillment.confirmationNumber,
      createdAt: row.fulfillment.createdAt.toISOString(),
      orderShipmentUrl: link.toString(),
      patientName: full ? (row.consultation?.patientName ?? row.order.customerName) : null,
      usageDataStatus: row.fulfillment.usageDataStatus,
      usageDataDocuments: full
        ? contents.documents
            .filter((doc) => doc.fulfillmentId === row.fulfillment.id)
            .map((doc) => ({ uuid: doc.id, filename: doc.filename }))
        : [],
      requestType: row.consultation ? 'Referral' : 'Direct purchase',
      supplier: { uuid: row.supplier.id, name: row.supplier.name, email: row.supplier.email },
      consultationUuid: full ? row.order.consultationId : null,
      priorAuthStatus: full ? (row.consultation?.priorAuthStatus ?? null) : null,
      priorAuthDeadline:
        full && row.consultation
          ? priorAuthDeadline(
              {
                status: row.consultation.priorAuthStatus,
                submittedAt: row.consultation.priorAuthSubmittedAt,
                expedited: row.consultation.priorAuthExpedited,
                payerType: row.consultation.priorAuthPayerType,
              },
              new Date(),
            )
          : null,
      // Clinical findings are PHI: only the supplier and the provider see them, never the link alone.
      coverageVerdict: full && row.consultation ? storedVerdictOf(row.consultation) : null,
      shipmentsCartItems: contents.items
        .filter((item) => item.fulfillmentId === row.fulfillment.id)
        .map((item) => ({
          uuid: item.id,
          status: shippedIds.has(item.id) ? ('shipped' as const) : ('unshipped' as const),
          cartItem: { quantity: item.quantity, productVariant: { productTitle: item.description } },
        })),
      shipments: shipmentList.map((shipment) => ({
        uuid: shipment.id,
        trackingUrl: shipment.trackingUrl,
        createdAt: shipment.createdAt.toISOString(),
        deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
      })),
    };
  });
}

/** The Fulfillments dashboard: a supplier's own, or those of a provider's work orders; audited with their ids. */
export async function listFulfillments(
  db: Database,
  auth: AuthContext,
  publicUrl: string,
  caller: AuditCaller,
) {
  const profileId = auth.profileId;
  return db.transaction(async (tx) => {
    const rows = !profileId
      ? []
      : auth.role === 'supplier'
        ? await findSupplierFulfillments(tx, profileId)
        : await findProviderFulfillments(tx, profileId);
    const views = await describe(tx, rows, auth, publicUrl);
    await recordAccess(tx, caller, {
      action: 'fulfillment.listed',
      subjectType: 'fulfillment',
      details: listDetails(rows.map((row) => row.fulfillment.id)),
    });
    return views;
  });
}

/** A fulfillment by its number (the e-mailed link is a capability); unknown numbers are throttled. */
async function findByNumber(db: DbOrTx, number: string, ipAddress: string) {
  // The one look-up throttle shared with referral codes: counted atomically before the look-up.
  const row = await throttledLookup(db, LOOKUP_LIMITS.fulfillmentNumber, [`ip:${ipAddress}`], async () =>
    /^[A-Z0-9]{6,40}$/.test(number) ? await findFulfillmentByNumber(db, number) : undefined,
  );
  if (!row) throw notFound(TRACKING_MESSAGES.invalidLink);
  return row;
}

/** One fulfillment by number, audited: in full for its supplier and provider, items only through the link. */
export async function getFulfillment(
  db: Database,
  auth: AuthContext | null,
  number: string,
  caller: AuditCaller,
  publicUrl: string,
) {
  const found = await findByNumber(db, number, caller.ipAddress);
  return db.transaction(async (tx) => {
    const [view] = await describe(tx, [found], auth, publicUrl);
    if (!view) throw notFound(TRACKING_MESSAGES.invalidLink);
    await recordAccess(tx, caller, {
      action: 'fulfillment.viewed',
      subjectType: 'fulfillment',
      subjectId: found.fulfillment.id,
      // Signed out, the e-mailed tracking link is what allowed the read (DESIGN §5).
      details: { full: canSeeAll(auth, found), ...(auth ? {} : { via: 'tracking_link' }) },
    });
    return view;
  });
}

/** The provider asks the supplier for CPAP usage (compliance) data. */
export async function requestUsageData(
  db: Database,
  auth: AuthContext,
  number: string,
  caller: AuditCaller,
  publicUrl: string,
) {
  const row = await findByNumber(db, number, caller.ipAddress);
  if (auth.role !== 'provider' || row.consultation?.providerId !== auth.profileId)
    throw notFound(TRACKING_MESSAGES.invalidLink);
  if (row.fulfillment.usageDataStatus !== 'unrequested')
    throw new DomainError('conflict', 'Usage data cannot be requested for this fulfillment.');
  return db.transaction(async (tx) => {
    await tx
      .update(fulfillments)
      .set({ usageDataStatus: 'requested' })
      .where(eq(fulfillments.id, row.fulfillment.id));
    await enqueueMail(tx, [
      {
        to: row.supplier.email,
        subject: `Usage data requested: ${number}`,
        text: `A provider asked for the CPAP usage data of fulfillment ${number}.\n\nUpload it here: ${publicUrl}/`,
      },
    ]);
    await enqueuePatientMessage(
      tx,
      row.order.id,
      { kind: 'usage_data_requested' },
      `usage-data:${row.fulfillment.id}`,
    );
    await recordAccess(tx, caller, {
      action: 'usage_data.requested',
      subjectType: 'fulfillment',
      subjectId: row.fulfillment.id,
    });
    // The reply is read in the same transaction and covered by the one audit row above.
    const updated = await findFulfillmentByNumber(tx, number);
    const [view] = updated ? await describe(tx, [updated], auth, publicUrl) : [];
    if (!view) throw notFound(TRACKING_MESSAGES.invalidLink);
    return view;
  });
}

/**
 * Records a tracking link for unshipped items of the fulfillment (POST /api/shipments). The
 * number is the capability: the supplier follows the e-mailed link without signing in.
 */
export async function createShipment(
  db: Database,
  input: { trackingUrl: string; shipmentsCartItems: string[]; fulfillmentConfirmationNumber: string },
  caller: AuditCaller,
) {
  const row = await findByNumber(db, input.fulfillmentConfirmationNumber, caller.ipAddress);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: fulfillments.id })
      .from(fulfillments)
      .where(eq(fulfillments.id, row.fulfillment.id))
      .for('update');
    const wanted = [...new Set(input.shipmentsCartItems)];
    if (wanted.length === 0) {
      // Nothing chosen: say plainly whether anything is left to ship (issue 13 item 10).
      const [left] = await tx
        .select({ id: lineItems.id })
        .from(lineItems)
        .leftJoin(shipmentItems, eq(shipmentItems.lineItemId, lineItems.id))
        .where(and(eq(lineItems.fulfillmentId, row.fulfillment.id), isNull(shipmentItems.lineItemId)))
        .limit(1);
      throw left
        ? new DomainError('validation', TRACKING_MESSAGES.selectItem)
        : new DomainError('conflict', ALL_SHIPPED_MESSAGE);
    }
    const items = await tx
      .select({ id: lineItems.id })
      .from(lineItems)
      .where(and(eq(lineItems.fulfillmentId, row.fulfillment.id), inArray(lineItems.id, wanted)));
    if (items.length !== wanted.length) throw new DomainError('validation', TRACKING_MESSAGES.selectItem);
    const already = await tx
      .select({ id: shipmentItems.lineItemId })
      .from(shipmentItems)
      .where(inArray(shipmentItems.lineItemId, wanted));
    if (already.length > 0) throw new DomainError('conflict', TRACKING_MESSAGES.alreadyShipped);
    const [shipment] = await tx
      .insert(shipments)
      .values({ fulfillmentId: row.fulfillment.id, trackingUrl: input.trackingUrl })
      .returning();
    if (!shipment) throw new Error('shipment insert returned nothing');
    await tx
      .insert(shipmentItems)
      .values(wanted.map((lineItemId) => ({ shipmentId: shipment.id, lineItemId })));
    await refreshWorkOrderStatus(tx, row.order.consultationId);
    await enqueuePatientMessage(
      tx,
      row.order.id,
      { kind: 'shipped', trackingUrl: input.trackingUrl },
      `shipped:${shipment.id}`,
    );
    await recordAccess(tx, caller, {
      action: 'shipment.created',
      subjectType: 'fulfillment',
      subjectId: row.fulfillment.id,
      details: { shipment: shipment.id, items: wanted, ...(caller.userId ? {} : { via: 'tracking_link' }) },
    });
  });
  return { fulfillmentConfirmationNumber: row.fulfillment.confirmationNumber };
}

/** The signed-in supplier marks a shipment delivered. */
export async function markDelivered(
  db: Database,
  auth: AuthContext,
  number: string,
  shipmentId: string,
  caller: AuditCaller,
) {
  await db.transaction(async (tx) => {
    const row = await ownFulfillment(tx, auth, number);
    const updated = await tx
      .update(shipments)
      .set({ deliveredAt: new Date() })
      .where(and(eq(shipments.id, shipmentId), eq(shipments.fulfillmentId, row.fulfillment.id)))
      .returning({ id: shipments.id });
    if (updated.length === 0) throw notFound('Shipment not found');
    await refreshWorkOrderStatus(tx, row.order.consultationId);
    await enqueuePatientMessage(tx, row.order.id, { kind: 'delivered' }, `delivered:${shipmentId}`);
    await recordAccess(tx, caller, {
      action: 'shipment.delivered',
      subjectType: 'shipment',
      subjectId: shipmentId,
      details: { fulfillment: row.fulfillment.id },
    });
  });
}

/** The supplier sets the work order's prior-authorisation status, with the payer's response if given. */
export async function setPriorAuthBySupplier(
  { db, storage }: { db: Database; storage: BlobStorage },
  auth: AuthContext,
  number: string,
  input: { status: PriorAuthStatus; blobSignedId: string | null; expedited: boolean },
  caller: AuditCaller,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await ownFulfillment(tx, auth, number);
    const consultationId = row.order.consultationId;
    if (!consultationId) throw forbidden('This order has no work order');
    const payerResponseId = input.blobSignedId
      ? await linkPayerResponse(tx, storage, auth.userId, consultationId, input.blobSignedId)
      : null;
    await updatePriorAuthStatus(
      tx,
      consultationId,
      { status: input.status, payerResponseId, expedited: input.expedited },
      now,
    );
    await notifyPriorAuthDecided(tx, consultationId, input.status);
    await recordAccess(tx, caller, {
      action: 'work_order.prior_auth_set',
      subjectType: 'consultation',
      subjectId: consultationId,
      details: { status: input.status, ...(payerResponseId ? { payerResponse: payerResponseId } : {}) },
    });
  });
}

export { ownFulfillment };
