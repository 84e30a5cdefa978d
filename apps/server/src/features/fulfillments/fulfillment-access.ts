import { type FulfillmentViewer, TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import type { AuthContext } from '../../plugins/auth';
import { type FulfillmentRow, findFulfillmentByNumber } from './fulfillments.repo';
import { readTrackingAccess } from './tracking-link';

/** The signed-in supplier's own fulfillment by number; another supplier's is as good as missing. */
export async function ownFulfillment(db: DbOrTx, auth: AuthContext, number: string) {
  const row = await findFulfillmentByNumber(db, number);
  if (!row || auth.role !== 'supplier' || row.supplier.id !== auth.profileId)
    throw notFound(TRACKING_MESSAGES.invalidLink);
  return row;
}

/** The fulfillment's supplier or its work order's provider, signed in: they see it in full. */
export function signedInViewer(auth: AuthContext | null, row: FulfillmentRow): FulfillmentViewer | null {
  if (auth?.role === 'supplier' && auth.profileId === row.supplier.id) return 'supplier';
  if (auth?.role === 'provider' && row.consultation && auth.profileId === row.consultation.providerId)
    return 'provider';
  return null;
}

/**
 * A fulfillment by number and how the caller holds it: signed in (`signedInViewer`), or through the
 * supplier's e-mailed link, whose signed `access` value is bound to it (the number alone is not
 * enough: issue 45 item 2). Anyone else, and a forged, expired or another fulfillment's link, finds
 * nothing. A signed-in supplier is served by its session, so its link is not spent.
 */
export async function trackedFulfillment(
  db: DbOrTx,
  caller: { auth: AuthContext | null; number: string; access: string | undefined; ipAddress: string },
  keys: { secretKey: string; now: Date },
) {
  const row = await linkedFulfillment(db, caller.number, caller.ipAddress);
  const viewer = signedInViewer(caller.auth, row) ?? linkViewer(row, caller.access, keys);
  if (!viewer) throw notFound(TRACKING_MESSAGES.invalidLink);
  return { row, viewer };
}

function linkViewer(
  row: FulfillmentRow,
  access: string | undefined,
  { secretKey, now }: { secretKey: string; now: Date },
): FulfillmentViewer | null {
  if (!access) return null;
  const allows = readTrackingAccess(access, row.fulfillment, secretKey, now);
  return allows === 'records' ? 'tracking_link' : allows === 'used' ? 'used_tracking_link' : null;
}

/**
 * A fulfillment by the number in its link, through the one look-up throttle shared with referral
 * codes: counted atomically before the look-up, per client address, so unknown numbers cannot be
 * enumerated. Callers then check who may act on it (`trackedFulfillment`, the provider's check).
 */
export async function linkedFulfillment(db: DbOrTx, number: string, ipAddress: string) {
  const row = await throttledLookup(db, LOOKUP_LIMITS.fulfillmentNumber, [`ip:${ipAddress}`], async () =>
    /^[A-Z0-9]{6,40}$/.test(number) ? await findFulfillmentByNumber(db, number) : undefined,
  );
  if (!row) throw notFound(TRACKING_MESSAGES.invalidLink);
  return row;
}
