import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { lineItems, orders } from './orders';
import { productVariants } from './reference';

export const JOB_STATUSES = ['pending', 'done', 'failed'] as const;

/** Scheduled work, claimed with FOR UPDATE SKIP LOCKED by every server process (migration 0015). */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** A periodic run's slot or one message: a second insert with the same key does nothing. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`status = 'pending'`),
    check('jobs_status_check', sql`${table.status} IN ('pending', 'done', 'failed')`),
  ],
);

/** The supplies of one delivered order that became eligible again, reminded once. */
export const resupplyReminders = pgTable(
  'resupply_reminders',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eligibleOn: date('eligible_on').notNull(),
    /** The one order the reminder became (issue 45 item 1); the link then shows it instead of a cart. */
    reorderedOrderId: uuid('reordered_order_id')
      .unique('resupply_reminders_reordered_order_id_unique')
      .references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('resupply_reminders_order_idx').on(table.orderId)],
);

/** One eligible line of a reminder; unique per line item: never twice for one eligibility. */
export const resupplyReminderItems = pgTable(
  'resupply_reminder_items',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => resupplyReminders.id, { onDelete: 'cascade' }),
    lineItemId: uuid('line_item_id')
      .notNull()
      .unique('resupply_reminder_items_line_item_unique')
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    hcpcsCode: text('hcpcs_code').notNull(),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'resupply_reminder_items_pk', columns: [table.reminderId, table.lineItemId] }),
  ],
);

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Opt-outs per channel and address (lower-case e-mail, E.164 phone); every sender checks them. */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'message_opt_outs_pk', columns: [table.channel, table.address] })],
);

/** The phone a patient gave for texts about one order, with when and where they agreed. */
export const smsConsents = pgTable('sms_consents', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  source: text('source').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every text message, delivered by an `sms.deliver` job; readable at /dev/mail in development. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    providerReference: text('provider_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sms_messages_created_at_idx').on(table.createdAt)],
);
