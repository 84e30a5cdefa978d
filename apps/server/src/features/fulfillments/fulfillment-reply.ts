import { type Fulfillment, type FulfillmentViewer, TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { priorAuthDeadline } from '@dme/shared/work-orders/prior-auth-deadlines';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { storedVerdictOf } from '../coverage/stored-verdict';
import { signedInViewer } from './fulfillment-access';
import { type FulfillmentRow, findFulfillmentContents } from './fulfillments.repo';
import { trackingLinkOf } from './tracking-link';

type Contents = Awaited<ReturnType<typeof findFulfillmentContents>>;
type LinkViewer = Extract<FulfillmentViewer, 'tracking_link' | 'used_tracking_link'>;

/** Its supplier and the work order's provider see all of a fulfillment; a tracking link, items only. */
export const seesAll = (viewer: FulfillmentViewer) => viewer === 'supplier' || viewer === 'provider';

/**
 * The fulfillments as the caller may see them, their items, shipments and documents read in one go:
 * signed in as their supplier or provider, or (`link`) through the tracking link that found them.
 */
export async function describeFulfillments(
  db: DbOrTx,
  rows: FulfillmentRow[],
  auth: AuthContext | null,
  publicUrl: string,
  link: LinkViewer | null = null,
): Promise<Fulfillment[]> {
  const contents = await findFulfillmentContents(
    db,
    rows.map((row) => row.fulfillment.id),
  );
  const shippedIds = new Set(
    contents.shipped.filter((entry) => entry.lineItemId).map((entry) => entry.lineItemId),
  );
  return rows.map((row) => {
    const viewer = signedInViewer(auth, row) ?? link;
    if (!viewer) throw notFound(TRACKING_MESSAGES.invalidLink);
    return {
      ...(seesAll(viewer) ? fullView(row, contents) : linkView()),
      fulfillmentConfirmationNumber: row.fulfillment.confirmationNumber,
      viewer,
      createdAt: row.fulfillment.createdAt.toISOString(),
      // The supplier's dashboard opens it with its session, so it carries no token.
      orderShipmentUrl: trackingLinkOf(publicUrl, row.fulfillment.confirmationNumber),
      usageDataStatus: row.fulfillment.usageDataStatus,
      requestType: row.consultation ? 'Referral' : 'Direct purchase',
      supplier: { uuid: row.supplier.id, name: row.supplier.name, email: row.supplier.email },
      shipmentsCartItems: contents.items
        .filter((item) => item.fulfillmentId === row.fulfillment.id)
        .map((item) => ({
          uuid: item.id,
          status: shippedIds.has(item.id) ? ('shipped' as const) : ('unshipped' as const),
          cartItem: { quantity: item.quantity, productVariant: { productTitle: item.description } },
        })),
      shipments: shipmentsOf(row, contents),
    };
  });
}

function shipmentsOf(row: FulfillmentRow, contents: Contents) {
  const own = contents.shipped.filter((entry) => entry.shipment.fulfillmentId === row.fulfillment.id);
  return [...new Map(own.map((entry) => [entry.shipment.id, entry.shipment])).values()].map((shipment) => ({
    uuid: shipment.id,
    trackingUrl: shipment.trackingUrl,
    createdAt: shipment.createdAt.toISOString(),
    deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
  }));
}

/** Only the items and shipments: what the e-mailed link alone may show. */
const linkView = () => ({
  patientName: null,
  usageDataDocuments: [],
  consultationUuid: null,
  priorAuthStatus: null,
  priorAuthDeadline: null,
  coverageVerdict: null,
});

function fullView(row: FulfillmentRow, contents: Contents) {
  const { consultation } = row;
  return {
    patientName: consultation?.patientName ?? row.order.customerName,
    usageDataDocuments: contents.documents
      .filter((doc) => doc.fulfillmentId === row.fulfillment.id)
      .map((doc) => ({ uuid: doc.id, filename: doc.filename })),
    consultationUuid: row.order.consultationId,
    priorAuthStatus: consultation?.priorAuthStatus ?? null,
    priorAuthDeadline: consultation
      ? priorAuthDeadline(
          {
            status: consultation.priorAuthStatus,
            submittedAt: consultation.priorAuthSubmittedAt,
            expedited: consultation.priorAuthExpedited,
            payerType: consultation.priorAuthPayerType,
          },
          new Date(),
        )
      : null,
    // Clinical findings are PHI: only the supplier and the provider see them, never the link alone.
    coverageVerdict: consultation ? storedVerdictOf(consultation) : null,
  };
}
