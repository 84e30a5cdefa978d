import { isValidLink, signLink } from '../notifications/signed-link';

/**
 * The `access` value of a supplier's tracking link: the fulfillment's link generation it was made
 * for, then a signed link (expiry and HMAC) over the fulfillment's id and that generation. Recording
 * a shipment through it moves the fulfillment's generation on, so each value records at most once.
 */
export function signTrackingAccess(fulfillmentId: string, generation: number, secretKey: string, now: Date) {
  return `${generation}.${signLink('supplier-tracking', subjectOf(fulfillmentId, generation), secretKey, now)}`;
}

/**
 * What an `access` value allows on the fulfillment whose link generation is `currentGeneration`:
 * `records` (it may record the next shipment), `used` (genuine and unexpired, but it or a later
 * link has recorded since: it may still show the items), or `invalid` (forged, for another
 * fulfillment, expired or malformed).
 */
export function readTrackingAccess(
  access: string,
  fulfillment: { id: string; trackingLinkGeneration: number },
  secretKey: string,
  now: Date,
): 'records' | 'used' | 'invalid' {
  const match = /^(\d{1,9})\.(.+)$/.exec(access);
  if (!match?.[1] || !match[2]) return 'invalid';
  const generation = Number(match[1]);
  if (generation > fulfillment.trackingLinkGeneration) return 'invalid';
  if (!isValidLink('supplier-tracking', match[2], subjectOf(fulfillment.id, generation), secretKey, now))
    return 'invalid';
  return generation === fulfillment.trackingLinkGeneration ? 'records' : 'used';
}

const subjectOf = (fulfillmentId: string, generation: number) => `${fulfillmentId}:${generation}`;

/** /tracking?fulfillment={number} (spec §2), with the signed `access` value when there is one. */
export function trackingLinkOf(publicUrl: string, confirmationNumber: string, access?: string) {
  const link = new URL('/tracking', publicUrl);
  link.searchParams.set('fulfillment', confirmationNumber);
  if (access) link.searchParams.set('access', access);
  return link.toString();
}
