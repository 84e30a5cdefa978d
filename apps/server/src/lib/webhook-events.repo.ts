import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  auditLogs,
  type WebhookEventRow,
  type WebhookOutcome,
  type WebhookProvider,
  webhookEvents,
} from '../db/schema/index';

/** A vendor's event as the webhook_events table keeps it: who sent it, its own id and what it is about. */
export interface WebhookEventKey {
  provider: WebhookProvider;
  /** The vendor's own event id (Telnyx `data.id`, Stripe `evt_…`, Twilio `MessageSid`, a Message-ID). */
  eventId: string;
  eventType: string;
  /** The vendor's object: a fax id, a checkout session or payment, a MessageSid. */
  objectId?: string | null;
  occurredAt?: Date | null;
}

const clip = (text: string | null | undefined, max: number) => (text == null ? null : text.slice(0, max));

export async function findWebhookEvent(db: DbOrTx, provider: WebhookProvider, eventId: string) {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)))
    .limit(1);
  return row;
}

/**
 * Records the event once and answers the new row; answers nothing when its id was recorded before.
 * A twin delivery racing in parallel waits on the unique index until the first commits, then does
 * nothing: inside a transaction this is the claim that makes the event's effects happen once.
 */
export async function insertWebhookEvent(
  db: DbOrTx,
  key: WebhookEventKey,
  outcome: WebhookOutcome,
  reason: string | null = null,
) {
  const [row] = await db
    .insert(webhookEvents)
    .values({
      provider: key.provider,
      eventId: key.eventId.slice(0, 255),
      eventType: key.eventType.slice(0, 100),
      objectId: clip(key.objectId, 255),
      occurredAt: key.occurredAt ?? null,
      outcome,
      reason: clip(reason, 500),
    })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning();
  return row;
}

export async function updateWebhookOutcome(
  db: DbOrTx,
  id: string,
  outcome: WebhookOutcome,
  reason: string | null,
) {
  const [row] = await db
    .update(webhookEvents)
    .set({ outcome, reason: clip(reason, 500) })
    .where(eq(webhookEvents.id, id))
    .returning();
  return row;
}

/**
 * The audit row through which operations see a signed event that could not be used (the console's
 * audit log, action `webhook.unusable`): ids, type and reason, never the body.
 */
export const insertUnusableWebhookAudit = (db: DbOrTx, row: WebhookEventRow, ipAddress: string) =>
  db.insert(auditLogs).values({
    actorUserId: null,
    action: 'webhook.unusable',
    subjectType: 'webhook_event',
    subjectId: row.id,
    ipAddress,
    details: {
      provider: row.provider,
      eventId: row.eventId,
      eventType: row.eventType,
      objectId: row.objectId,
      reason: row.reason,
    },
  });
