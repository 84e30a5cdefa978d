import type { DeliveryTerms } from '@dme/shared/delivery/delivery-promise';
import { type ServiceArea, servesDestination } from '@dme/shared/operations/service-area';

/**
 * Order routing (DESIGN §5 "Checkout"): each line goes to an active supplier whose service area
 * (states, ZIP prefixes) holds the destination,
 * stocks the variant and, for an insured order, is in network with the carrier. Greedy set
 * cover: the supplier able to ship the most remaining lines takes all of them, so an order
 * splits into as few fulfillments as possible; ties go to the supplier name in alphabetical order.
 */
export interface RoutableSupplier {
  id: string;
  name: string;
  area: ServiceArea;
  variantIds: ReadonlySet<string>;
  carrierIds: ReadonlySet<string>;
}

/** A supplier as routing reads it, with the terms that say when what it ships arrives. */
export interface DeliverableSupplier extends RoutableSupplier {
  terms: DeliveryTerms;
}

export interface Destination {
  state: string;
  postalCode: string;
  carrierId: string | null;
}

/** Whether a supplier may get an order to this destination: its area holds it and, insured, it is in network. */
export const reachesDestination = (supplier: RoutableSupplier, destination: Destination) =>
  servesDestination(supplier.area, destination) &&
  (destination.carrierId === null || supplier.carrierIds.has(destination.carrierId));

export interface RoutableLine {
  key: string;
  variantId: string;
  title: string;
}

export type RoutingResult =
  | { ok: true; assignments: Map<string, string[]> }
  | { ok: false; unservable: RoutableLine };

export function routeLines(
  lines: readonly RoutableLine[],
  suppliers: readonly RoutableSupplier[],
  destination: Destination,
): RoutingResult {
  const canShip = (supplier: RoutableSupplier, line: RoutableLine) =>
    reachesDestination(supplier, destination) && supplier.variantIds.has(line.variantId);

  const unservable = lines.find((line) => !suppliers.some((supplier) => canShip(supplier, line)));
  if (unservable) return { ok: false, unservable };

  const assignments = new Map<string, string[]>();
  let remaining = [...lines];
  const byName = [...suppliers].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    let best: { supplier: RoutableSupplier; lines: RoutableLine[] } | undefined;
    for (const supplier of byName) {
      const covered = remaining.filter((line) => canShip(supplier, line));
      if (covered.length > (best?.lines.length ?? 0)) best = { supplier, lines: covered };
    }
    if (!best) break;
    assignments.set(
      best.supplier.id,
      best.lines.map((line) => line.key),
    );
    const taken = new Set(best.lines);
    remaining = remaining.filter((line) => !taken.has(line));
  }
  return { ok: true, assignments };
}
