import type { DeliveryEstimate } from '@dme/shared/delivery/api';
import { earliestPromise, latestPromise, promiseDelivery } from '@dme/shared/delivery/delivery-promise';
import { stateOfZip } from '@dme/shared/delivery/zip-states';
import {
  type DeliverableSupplier,
  type RoutableLine,
  reachesDestination,
  routeLines,
} from '../orders/routing';

export interface EstimateInput {
  zip: string | null;
  /** The cart's lines; none before anything is added. */
  lines: readonly RoutableLine[];
  suppliers: readonly DeliverableSupplier[];
  /** The carrier of the session's insurance: an insured order goes only to an in-network supplier. */
  carrierId: string | null;
  now: Date;
}

/**
 * What the shop and the cart promise for a ZIP code, ordered now. The cart's lines are routed as an
 * order would be (DESIGN §5), and the order comes when its last supplier's part does. Before the
 * cart holds anything, any supplier reaching the ZIP that stocks something may get the order: the
 * soonest of them is promised ("subject to availability").
 */
export function estimateDelivery({ zip, lines, suppliers, carrierId, now }: EstimateInput): DeliveryEstimate {
  if (zip === null) return { status: 'zip_needed' };
  const state = stateOfZip(zip);
  if (state === null) return { status: 'unserved', zip };
  const destination = { state, postalCode: zip, carrierId };
  const promiseOf = (supplier: DeliverableSupplier) => promiseDelivery(now, supplier.terms);
  let promise = null;
  if (lines.length > 0) {
    const routing = routeLines(lines, suppliers, destination);
    if (!routing.ok) return { status: 'unserved', zip };
    promise = latestPromise(
      suppliers.filter((supplier) => routing.assignments.has(supplier.id)).map(promiseOf),
    );
  } else {
    promise = earliestPromise(
      suppliers
        .filter((supplier) => supplier.variantIds.size > 0 && reachesDestination(supplier, destination))
        .map(promiseOf),
    );
  }
  return promise ? { status: 'served', zip, ...promise } : { status: 'unserved', zip };
}
