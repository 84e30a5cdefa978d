import type { DeliveryEstimate } from '@dme/shared/delivery/api';
import { isPriorAuthApproved } from '@dme/shared/orders/prior-authorization';
import type { Database, DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { findCartLines } from '../cart/cart.repo';
import { findRoutableSuppliers } from '../orders/orders.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { isStoredSession } from '../patient-session/session.service';
import { findPlanFacts, findSessionDeliveryZip, saveSessionDeliveryZip } from './delivery.repo';
import { estimateDelivery } from './delivery-estimate';

async function estimateFor(db: DbOrTx, session: PatientSessionRow, zip: string | null, now: Date) {
  if (zip === null) return estimateDelivery({ zip, lines: [], suppliers: [], carrierId: null, now });
  const { cartId, insuranceStatusId, consultationId } = session;
  const [lines, suppliers, plan] = await independentReads(
    db,
    async () => (cartId ? findCartLines(db, cartId) : []),
    () => findRoutableSuppliers(db),
    () => findPlanFacts(db, insuranceStatusId, consultationId),
  );
  if (plan.insuranceStatus === 'requires_authorization' && !isPriorAuthApproved(plan.priorAuthStatus))
    return { status: 'awaiting_approval' as const, zip };
  const { carrierId } = plan;
  return estimateDelivery({
    zip,
    lines: lines.map((line) => ({ key: line.item.id, variantId: line.variant.id, title: line.product.name })),
    suppliers,
    carrierId,
    now,
  });
}

/**
 * GET /api/delivery_estimate: what the shop and the cart promise this browser now, for the ZIP code
 * typed in it or that its last order was shipped to (decision 0119); none is asked for. Only the
 * caller's own session is read: a signed-in account's addresses are not.
 */
export async function getDeliveryEstimate(
  db: Database,
  session: PatientSessionRow,
  now = new Date(),
): Promise<DeliveryEstimate> {
  const zip = isStoredSession(session) ? await findSessionDeliveryZip(db, session.id) : null;
  return estimateFor(db, session, zip, now);
}

/** PUT /api/delivery_estimate: the ZIP code typed in this browser (its session is stored), and its promise. */
export async function setDeliveryZip(
  db: Database,
  session: PatientSessionRow,
  zip: string,
  now = new Date(),
): Promise<DeliveryEstimate> {
  await saveSessionDeliveryZip(db, session.id, zip);
  return estimateFor(db, session, zip, now);
}
