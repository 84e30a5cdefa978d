import { deriveDisplayStatus } from '@dme/shared/work-orders/display-status';
import type { DbOrTx } from '../../db/client';
import { countFulfilmentFacts, setDisplayStatus } from './work-order-status.repo';

/** Recomputes a work order's stored status from its orders and shipments (DESIGN §5), in the caller's transaction. */
export async function refreshWorkOrderStatus(db: DbOrTx, consultationId: string | null) {
  if (!consultationId) return;
  const facts = await countFulfilmentFacts(db, consultationId);
  const displayStatus = deriveDisplayStatus({
    hasOrder: (facts?.orders ?? 0) > 0,
    shippedCount: facts?.shipped ?? 0,
    deliveredCount: facts?.delivered ?? 0,
    unshippedCount: facts?.unshipped ?? 0,
  });
  await setDisplayStatus(db, consultationId, displayStatus);
}
