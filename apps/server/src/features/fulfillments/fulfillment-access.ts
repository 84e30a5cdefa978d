import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { findFulfillmentByNumber } from './fulfillments.repo';

/** The signed-in supplier's own fulfillment by number; another supplier's is as good as missing. */
export async function ownFulfillment(db: DbOrTx, auth: AuthContext, number: string) {
  const row = await findFulfillmentByNumber(db, number);
  if (!row || auth.role !== 'supplier' || row.supplier.id !== auth.profileId)
    throw notFound(TRACKING_MESSAGES.invalidLink);
  return row;
}
