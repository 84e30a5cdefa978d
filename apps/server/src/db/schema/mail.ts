import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Outgoing mail, written in the sender's transaction and delivered by the dispatcher (DESIGN §8).
 * In development the local transport leaves each row here, readable at /dev/mail.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers for the relay, e.g. List-Unsubscribe (migration 0015). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_pending_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('outbox_messages_created_at_idx').on(table.createdAt),
  ],
);
