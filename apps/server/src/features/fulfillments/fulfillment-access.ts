import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import type { AuthContext } from '../../plugins/auth';
import { findFulfillmentByNumber } from './fulfillments.repo';

/** The signed-in supplier's own fulfillment by number; another supplier's is as good as missing. */
export async function ownFulfillment(db: DbOrTx, auth: AuthContext, number: string) {
  const row = await findFulfillmentByNumber(db, number);
  if (!row || auth.role !== 'supplier' || row.supplier.id !== auth.profileId)
    throw notFound(TRACKING_MESSAGES.invalidLink);
  return row;
}

/**
 * A fulfillment by the number in its e-mailed link (the number is a capability), through the one
 * look-up throttle shared with referral codes: counted atomically before the look-up, per client
 * address, so unknown numbers cannot be enumerated.
 */
export async function linkedFulfillment(db: DbOrTx, number: string, ipAddress: string) {
  const row = await throttledLookup(db, LOOKUP_LIMITS.fulfillmentNumber, [`ip:${ipAddress}`], async () =>
    /^[A-Z0-9]{6,40}$/.test(number) ? await findFulfillmentByNumber(db, number) : undefined,
  );
  if (!row) throw notFound(TRACKING_MESSAGES.invalidLink);
  return row;
}
