import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { resupplyReminders } from './jobs';
import { productVariants } from './reference';
import { consultations } from './work-orders';

/**
 * The anonymous patient session (DESIGN §4): found by the SHA-256 of the `session_id` cookie,
 * so the table never holds a usable cookie value. Rows idle for 30 days are expired.
 */
export const patientSessions = pgTable(
  'patient_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    /**
     * The work order whose patient this browser proved to be, with the code e-mailed by the
     * prescription step (issue 45 item 3): only then does it see that work order's e-mail and phone
     * unmasked. A referral code alone proves nothing: it is printed on fax cover sheets.
     */
    contactProvenConsultationId: uuid('contact_proven_consultation_id').references(() => consultations.id, {
      onDelete: 'set null',
    }),
    cartId: uuid('cart_id'),
    insuranceStatusId: uuid('insurance_status_id'),
    eligibleForMachine: boolean('eligible_for_machine'),
    estimatedDueDate: date('estimated_due_date'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('patient_sessions_last_seen_idx').on(table.lastSeenAt)],
);

/** 'abandoned': a second open cart of one session left by the old add race (migration 0009). */
export const CART_STATUSES = ['open', 'checked_out', 'abandoned'] as const;

export const carts = pgTable(
  'carts',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => patientSessions.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    status: text('status', { enum: CART_STATUSES }).notNull().default('open'),
    /** The resupply reminder whose e-mailed link filled this cart: its order claims the reminder. */
    resupplyReminderId: uuid('resupply_reminder_id').references((): AnyPgColumn => resupplyReminders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('carts_session_idx').on(table.sessionId),
    // One open cart per session, so parallel first adds cannot each create one (issue 12 item 6).
    uniqueIndex('carts_one_open_per_session_idx').on(table.sessionId).where(sql`${table.status} = 'open'`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cart_items_cart_variant_idx').on(table.cartId, table.productVariantId)],
);

/**
 * The ZIP code a browser's shop and cart promise delivery to (issue 48 item 4), typed by the patient:
 * kept apart from the session row, which the hot reads select column by column.
 */
export const sessionDeliveryZips = pgTable('session_delivery_zips', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => patientSessions.id, { onDelete: 'cascade' }),
  zip: text('zip').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One look-up throttle (referral codes, tracking numbers): attempts per scope, key (client address
 * or session) and fixed window, raised atomically before each look-up and given back on success.
 */
export const lookupThrottleCounters = pgTable(
  'lookup_throttle_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(1),
  },
  (table) => [
    primaryKey({
      name: 'lookup_throttle_counters_pk',
      columns: [table.scope, table.key, table.windowStartedAt],
    }),
  ],
);

/**
 * A pending proof of a patient's contact (the prescription modal's verify form): a code e-mailed to
 * the address typed, which binds the work order found for that e-mail and phone (or a new inbound
 * lead) to the session that asked, only when typed back.
 */
export const consultationClaims = pgTable(
  'consultation_claims',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => patientSessions.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    patientEmail: text('patient_email').notNull(),
    patientPhone: text('patient_phone').notNull(),
    estimatedDueDate: date('estimated_due_date'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('consultation_claims_session_idx').on(table.sessionId, table.createdAt),
    index('consultation_claims_email_idx').on(table.patientEmail, table.createdAt),
  ],
);
