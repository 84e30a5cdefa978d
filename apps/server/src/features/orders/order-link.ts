import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/secure-token';

/** How long the order e-mail's "See your order" link opens the order in any browser. */
const ORDER_LINK_DAYS = 30;
const DAY_S = 86_400;

const signatureOf = (orderId: string, expiresAtS: number, secretKey: string) =>
  createHmac('sha256', secretKey).update(`order-link:v1:${orderId}:${expiresAtS}`).digest('base64url');

/**
 * The `access` value of an order link: its expiry (seconds since the epoch) and an HMAC of the order's
 * id and that expiry. It opens that one order, for reading and the assistance answer, until it expires.
 */
export function signOrderAccess(orderId: string, secretKey: string, now: Date, days = ORDER_LINK_DAYS) {
  const expiresAtS = Math.floor(now.getTime() / 1000) + days * DAY_S;
  return `${expiresAtS}.${signatureOf(orderId, expiresAtS, secretKey)}`;
}

/** True when `access` was signed for this order with this key and has not expired. */
export function isValidOrderAccess(access: string, orderId: string, secretKey: string, now: Date) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access);
  if (!match?.[1] || !match[2]) return false;
  const expiresAtS = Number(match[1]);
  if (expiresAtS * 1000 <= now.getTime()) return false;
  return sameSecret(match[2], signatureOf(orderId, expiresAtS, secretKey));
}

/** The e-mail's link to the order: signed when a key is given, so it opens in the recipient's other browsers. */
export function orderLinkOf(
  order: { id: string; confirmationNumber: string },
  publicUrl: string,
  secretKey: string | undefined,
  now: Date,
) {
  const link = new URL(`/orders/${order.confirmationNumber}`, publicUrl);
  if (secretKey) link.searchParams.set('access', signOrderAccess(order.id, secretKey, now));
  return link.toString();
}
