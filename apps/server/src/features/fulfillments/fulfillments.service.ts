import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import type { BlobStorage } from '../../adapters/storage/index';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, forbidden, notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { linkPayerResponse } from '../attachments/attachments.service';
import { listDetails, recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { enqueuePatientMessage } from '../notifications/notifications.service';
import { assertMayShip } from '../orders/order-prior-authorization';
import { refreshWorkOrderStatus } from '../orders/work-order-status';
import { writePriorAuthStatus } from '../work-orders/prior-auth.service';
import { linkedFulfillment, ownFulfillment, trackedFulfillment } from './fulfillment-access';
import { mailUsageDataRequest } from './fulfillment-mail';
import { describeFulfillments, seesAll } from './fulfillment-reply';
import {
  countItemsOfFulfillment,
  findFulfillmentByNumber,
  findProviderFulfillments,
  findSupplierFulfillments,
  hasUnshippedItems,
  insertShipment,
  isAnyShipped,
  lockFulfillment,
  markShipmentDelivered,
  setUsageDataStatus,
  spendTrackingLink,
} from './fulfillments.repo';
import { signTrackingAccess } from './tracking-link';

/** Said when a tracking form is sent after every item has shipped (instead of a field error). */
export const ALL_SHIPPED_MESSAGE =
  'Every item of this order has already shipped: there is nothing left to add a tracking link to.';

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
    const views = await describeFulfillments(tx, rows, auth, publicUrl);
    await recordAccess(tx, caller, {
      action: 'fulfillment.listed',
      subjectType: 'fulfillment',
      details: listDetails(rows.map((row) => row.fulfillment.id)),
    });
    return views;
  });
}

/** What signs and checks the tracking links, and when "now" is (tests move it). */
export interface TrackingLinkSettings {
  publicUrl: string;
  secretKey: string;
  now?: Date;
}

/**
 * One fulfillment by number, audited: in full for its supplier and provider signed in, items and
 * shipping state only through its e-mailed link; nothing for anyone else.
 */
export async function getFulfillment(
  db: Database,
  request: { auth: AuthContext | null; number: string; access: string | undefined },
  caller: AuditCaller,
  { publicUrl, secretKey, now = new Date() }: TrackingLinkSettings,
) {
  const { row, viewer } = await trackedFulfillment(
    db,
    { ...request, ipAddress: caller.ipAddress },
    { secretKey, now },
  );
  return db.transaction(async (tx) => {
    const link = seesAll(viewer) ? null : viewer;
    const [view] = await describeFulfillments(tx, [row], request.auth, publicUrl, link);
    if (!view) throw notFound(TRACKING_MESSAGES.invalidLink);
    await recordAccess(tx, caller, {
      action: 'fulfillment.viewed',
      subjectType: 'fulfillment',
      subjectId: row.fulfillment.id,
      // Through the e-mailed tracking link, the link is what allowed the read (DESIGN §5).
      details: { full: seesAll(viewer), ...(link ? { via: link } : {}) },
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
  const row = await linkedFulfillment(db, number, caller.ipAddress);
  if (auth.role !== 'provider' || row.consultation?.providerId !== auth.profileId)
    throw notFound(TRACKING_MESSAGES.invalidLink);
  if (row.fulfillment.usageDataStatus !== 'unrequested')
    throw new DomainError('conflict', 'Usage data cannot be requested for this fulfillment.');
  return db.transaction(async (tx) => {
    await setUsageDataStatus(tx, row.fulfillment.id, 'requested');
    await mailUsageDataRequest(tx, { supplierEmail: row.supplier.email, number, publicUrl });
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
    const [view] = updated ? await describeFulfillments(tx, [updated], auth, publicUrl) : [];
    if (!view) throw notFound(TRACKING_MESSAGES.invalidLink);
    return view;
  });
}

/**
 * Records a tracking link for unshipped items of the fulfillment (POST /api/shipments): by its
 * supplier signed in, or through its e-mailed link, which records one shipment (its generation is
 * spent in this transaction, so a replayed or parallel use records nothing and e-mails nobody). A
 * link that recorded, with items left, answers the link's next token for Submit Another.
 */
export async function createShipment(
  db: Database,
  input: {
    trackingUrl: string;
    shipmentsCartItems: string[];
    fulfillmentConfirmationNumber: string;
    access?: string | undefined;
  },
  auth: AuthContext | null,
  caller: AuditCaller,
  { secretKey, now = new Date() }: Omit<TrackingLinkSettings, 'publicUrl'>,
) {
  const { row, viewer } = await trackedFulfillment(
    db,
    { auth, number: input.fulfillmentConfirmationNumber, access: input.access, ipAddress: caller.ipAddress },
    { secretKey, now },
  );
  // The provider reads its work order's fulfillments; only the supplier ships them.
  if (viewer === 'provider') throw notFound(TRACKING_MESSAGES.invalidLink);
  if (viewer === 'used_tracking_link') throw new DomainError('conflict', TRACKING_MESSAGES.linkUsed);
  const generation = row.fulfillment.trackingLinkGeneration;
  const nextAccess = await db.transaction(async (tx) => {
    await lockFulfillment(tx, row.fulfillment.id);
    await assertMayShip(tx, row.order.id);
    if (viewer === 'tracking_link' && !(await spendTrackingLink(tx, row.fulfillment.id, generation)))
      throw new DomainError('conflict', TRACKING_MESSAGES.linkUsed);
    const wanted = [...new Set(input.shipmentsCartItems)];
    await checkShippable(tx, row.fulfillment.id, wanted);
    const shipment = await insertShipment(tx, {
      fulfillmentId: row.fulfillment.id,
      trackingUrl: input.trackingUrl,
      lineItemIds: wanted,
    });
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
      details: {
        shipment: shipment.id,
        items: wanted,
        ...(viewer === 'tracking_link' ? { via: viewer } : {}),
      },
    });
    return viewer === 'tracking_link' && (await hasUnshippedItems(tx, row.fulfillment.id))
      ? signTrackingAccess(row.fulfillment.id, generation + 1, secretKey, now)
      : null;
  });
  return { fulfillmentConfirmationNumber: row.fulfillment.confirmationNumber, access: nextAccess };
}

/** Every chosen item is the fulfillment's and none has shipped; run with the fulfillment locked. */
async function checkShippable(tx: DbOrTx, fulfillmentId: string, lineItemIds: string[]) {
  if (lineItemIds.length === 0) {
    // Nothing chosen: say plainly whether anything is left to ship (issue 13 item 10).
    throw (await hasUnshippedItems(tx, fulfillmentId))
      ? new DomainError('validation', TRACKING_MESSAGES.selectItem)
      : new DomainError('conflict', ALL_SHIPPED_MESSAGE);
  }
  if ((await countItemsOfFulfillment(tx, fulfillmentId, lineItemIds)) !== lineItemIds.length)
    throw new DomainError('validation', TRACKING_MESSAGES.selectItem);
  if (await isAnyShipped(tx, lineItemIds))
    throw new DomainError('conflict', TRACKING_MESSAGES.alreadyShipped);
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
    if (!(await markShipmentDelivered(tx, row.fulfillment.id, shipmentId, new Date())))
      throw notFound('Shipment not found');
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
    await writePriorAuthStatus(
      tx,
      { consultationId, status: input.status, payerResponseId, expedited: input.expedited },
      caller,
      now,
    );
  });
}
