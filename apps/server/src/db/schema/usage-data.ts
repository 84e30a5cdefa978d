import { COMPLIANCE_STATES } from '@dme/shared/compliance/rule';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { fulfillments } from './orders';
import { consultations } from './work-orders';

/** One night of CPAP use of a fulfillment, read from an uploaded usage file (migration 0014). */
export const usageNights = pgTable(
  'usage_nights',
  {
    fulfillmentId: uuid('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    minutesUsed: integer('minutes_used').notNull(),
    ahi: numeric('ahi', { precision: 6, scale: 2, mode: 'number' }),
    leak95: numeric('leak_95', { precision: 6, scale: 2, mode: 'number' }),
    sourceAttachmentId: uuid('source_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [primaryKey({ name: 'usage_nights_pk', columns: [table.fulfillmentId, table.night] })],
);

/** The compliance state last computed for a fulfillment, filterable on the provider's dashboard. */
export const usageCompliance = pgTable(
  'usage_compliance',
  {
    fulfillmentId: uuid('fulfillment_id')
      .primaryKey()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: COMPLIANCE_STATES }).notNull(),
    periodStart: date('period_start').notNull(),
    reportedThrough: date('reported_through'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('usage_compliance_state_idx').on(table.state, table.consultationId),
    index('usage_compliance_consultation_idx').on(table.consultationId),
  ],
);
