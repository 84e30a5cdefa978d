import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/secure-token';

const DAY_S = 86_400;

export type LinkPurpose = 'resupply-reorder' | 'unsubscribe' | 'supplier-tracking';

/**
 * How long each e-mailed link works: a reorder offer a month; an unsubscribe a year (CAN-SPAM asks
 * 30 days at least); a supplier's tracking link a month (orders ship within days; after that the
 * supplier signs in).
 */
export const LINK_DAYS: Record<LinkPurpose, number> = {
  'resupply-reorder': 30,
  unsubscribe: 365,
  'supplier-tracking': 30,
};

const signatureOf = (purpose: LinkPurpose, subjectId: string, expiresAtS: number, secretKey: string) =>
  createHmac('sha256', secretKey).update(`${purpose}:v1:${subjectId}:${expiresAtS}`).digest('base64url');

/**
 * The `access` value of an e-mailed link: its expiry and an HMAC of purpose, record id and expiry,
 * so a link for one record and purpose opens nothing else, and nothing once it has expired.
 */
export function signLink(purpose: LinkPurpose, subjectId: string, secretKey: string, now: Date) {
  const expiresAtS = Math.floor(now.getTime() / 1000) + LINK_DAYS[purpose] * DAY_S;
  return `${expiresAtS}.${signatureOf(purpose, subjectId, expiresAtS, secretKey)}`;
}

export function isValidLink(
  purpose: LinkPurpose,
  access: string,
  subjectId: string,
  secretKey: string,
  now: Date,
) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access);
  if (!match?.[1] || !match[2]) return false;
  const expiresAtS = Number(match[1]);
  if (expiresAtS * 1000 <= now.getTime()) return false;
  return sameSecret(match[2], signatureOf(purpose, subjectId, expiresAtS, secretKey));
}
