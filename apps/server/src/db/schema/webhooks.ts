import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const WEBHOOK_PROVIDERS = ['telnyx', 'stripe', 'twilio', 'mail_relay', 'local_payments'] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];
/**
 * processed: it did what it says; no_action: nothing of ours to do (another fax direction, a text
 * that is no keyword); unusable: signed by the vendor but not usable (no media link, an expired one,
 * a body the schema refuses, a checkout we do not know) — acknowledged, and shown to operations
 * through the audit log.
 */
export const WEBHOOK_OUTCOMES = ['processed', 'no_action', 'unusable'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * Each signed event a vendor delivered, once by the vendor's own event id (migration 0027): a
 * repeated delivery finds it and is acknowledged before any download or side effect. Ids, types
 * and reasons only, never PHI.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text('provider', { enum: WEBHOOK_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The vendor's object the event is about: a fax id, a checkout session, a payment, a MessageSid. */
    objectId: text('object_id'),
    outcome: text('outcome', { enum: WEBHOOK_OUTCOMES }).notNull(),
    reason: text('reason'),
    /** When the vendor says the event happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_provider_event_idx').on(table.provider, table.eventId),
    index('webhook_events_object_idx')
      .on(table.provider, table.objectId)
      .where(sql`${table.objectId} IS NOT NULL`),
  ],
);
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
