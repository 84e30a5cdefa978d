import { deriveDisplayStatus } from '@dme/shared/work-orders/display-status';
import type { DbOrTx } from '../../db/client';
import { countFulfilmentFacts, countOrderFacts, setDisplayStatus } from './work-order-status.repo';

type FulfilmentFacts = Awaited<ReturnType<typeof countOrderFacts>>;

const statusOf = (facts: FulfilmentFacts) =>
  deriveDisplayStatus({
    hasOrder: (facts?.orders ?? 0) > 0,
    shippedCount: facts?.shipped ?? 0,
    deliveredCount: facts?.delivered ?? 0,
    unshippedCount: facts?.unshipped ?? 0,
  });

/** Recomputes a work order's stored status from its orders and shipments (DESIGN §5), in the caller's transaction. */
export async function refreshWorkOrderStatus(db: DbOrTx, consultationId: string | null) {
  if (!consultationId) return;
  await setDisplayStatus(db, consultationId, statusOf(await countFulfilmentFacts(db, consultationId)));
}

/** One order's status, derived as a work order's is. */
export async function orderStatus(db: DbOrTx, orderId: string) {
  return statusOf(await countOrderFacts(db, orderId));
}
