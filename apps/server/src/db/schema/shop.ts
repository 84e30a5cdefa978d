import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
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

/** Failed look-ups (referral codes, tracking numbers) per client address and session, for throttling. */
export const lookupFailures = pgTable(
  'lookup_failures',
  {
    id: id(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lookup_failures_key_idx').on(table.scope, table.key, table.createdAt)],
);
