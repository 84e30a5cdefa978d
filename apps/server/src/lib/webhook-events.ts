import { hash } from 'node:crypto';
import type { Database, DbOrTx } from '../db/client';
import type { WebhookEventRow, WebhookOutcome } from '../db/schema/index';
import {
  findWebhookEvent,
  insertUnusableWebhookAudit,
  insertWebhookEvent,
  updateWebhookOutcome,
  type WebhookEventKey,
} from './webhook-events.repo';

export type { WebhookEventKey } from './webhook-events.repo';
export { findWebhookEvent } from './webhook-events.repo';

/**
 * How every vendor webhook is received (issue 47 item 2, decision 0109): the signature and the
 * timestamp are checked by the route first; then the vendor's own event id is looked up, and an
 * event seen before is acknowledged before any download or side effect; an event that cannot be
 * used is acknowledged too (a 2xx: the vendor would otherwise retry it for days) and recorded,
 * with an audit row operations read in the console. No PHI is kept: ids, types and reasons.
 */

/** The id of an event the vendor sent without one we could read: the body's digest, the same on every retry. */
export const digestEventId = (body: Buffer | string) => `sha256:${hash('sha256', body, 'hex')}`;

/**
 * Claims the event inside the caller's transaction, so its effects and its record commit together:
 * the row when this delivery is the first, nothing when it was seen (or its twin, racing, won).
 */
export const claimWebhookEvent = (tx: DbOrTx, key: WebhookEventKey) =>
  insertWebhookEvent(tx, key, 'processed');

/** A claimed event turned out to have nothing to do, or to be unusable: says so (and tells operations). */
export async function settleWebhookEvent(
  tx: DbOrTx,
  claimed: WebhookEventRow,
  outcome: WebhookOutcome,
  reason: string | null,
  ipAddress: string,
) {
  if (outcome === 'processed' && !reason) return claimed;
  const row = (await updateWebhookOutcome(tx, claimed.id, outcome, reason)) ?? claimed;
  if (outcome === 'unusable') await insertUnusableWebhookAudit(tx, row, ipAddress);
  return row;
}

/**
 * Records an event's outcome once, after its work was done elsewhere (a fax received in its own
 * transaction): answers whether this delivery recorded it.
 */
export function recordWebhookEvent(
  db: Database,
  key: WebhookEventKey,
  outcome: WebhookOutcome,
  reason: string | null,
  ipAddress: string,
) {
  return db.transaction(async (tx) => {
    const row = await insertWebhookEvent(tx, key, outcome, reason);
    if (row && outcome === 'unusable') await insertUnusableWebhookAudit(tx, row, ipAddress);
    return row !== undefined;
  });
}

/** Whether the vendor's event was received before (a retry, a duplicate): acknowledged, nothing done. */
export const wasReceived = async (db: DbOrTx, key: Pick<WebhookEventKey, 'provider' | 'eventId'>) =>
  (await findWebhookEvent(db, key.provider, key.eventId)) !== undefined;
