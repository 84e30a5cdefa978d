import {
  ELIGIBILITY_FAILURE_KINDS,
  ELIGIBILITY_STATUSES,
  type MemberBenefits,
} from '@dme/shared/insurance/eligibility';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { suppliers, users } from './accounts';
import { createdAt, id } from './columns';
import { hcpcsCodes, insuranceCarriers } from './reference';
import { patientSessions } from './shop';

/** The carriers a supplier is in network with: a carrier without any leads to the contact request. */
export const supplierCarriers = pgTable(
  'supplier_carriers',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => insuranceCarriers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.carrierId] })],
);

/** What a carrier allows per unit of each HCPCS code (its fee schedule). */
export const carrierFeeSchedules = pgTable(
  'carrier_fee_schedules',
  {
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => insuranceCarriers.id, { onDelete: 'cascade' }),
    hcpcsCodeId: uuid('hcpcs_code_id')
      .notNull()
      .references(() => hcpcsCodes.id, { onDelete: 'cascade' }),
    allowedCents: integer('allowed_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carrierId, table.hcpcsCodeId] })],
);

/** One eligibility check's outcome, owned by the patient session that asked (and its account, if any). */
export const insuranceStatuses = pgTable(
  'insurance_statuses',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => patientSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => insuranceCarriers.id),
    memberId: text('member_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date').notNull(),
    status: text('status', { enum: ELIGIBILITY_STATUSES }).notNull(),
    isStateExchangePlan: boolean('is_state_exchange_plan').notNull().default(false),
    benefits: jsonb('benefits').$type<MemberBenefits>(),
    /** The payer answered for a DME service type; false: only the plan in general (30), prices are estimates. */
    dmeBenefitsConfirmed: boolean('dme_benefits_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('insurance_statuses_session_idx').on(table.sessionId),
    index('insurance_statuses_user_idx').on(table.userId),
    // The insured supplies of one member are found by carrier, member ID and birth date (issue 45).
    index('insurance_statuses_member_idx').on(
      table.carrierId,
      sql`upper(${table.memberId})`,
      table.birthDate,
    ),
  ],
);

/** "We're On It": a patient asking for help when their carrier or plan is not supported. */
export const contactRequests = pgTable('contact_requests', {
  id: id(),
  sessionId: uuid('session_id').references(() => patientSessions.id, { onDelete: 'set null' }),
  email: text('email'),
  phoneNumber: text('phone_number'),
  bestTimeToCall: text('best_time_to_call'),
  physicianName: text('physician_name'),
  insuranceCarrierName: text('insurance_carrier_name'),
  details: jsonb('details').$type<Record<string, string>>(),
  /** Set when the support desk handled it (the operations console). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * An eligibility check that gave no answer about coverage (issue 47, migration 0026), for
 * operations: the class the patient was told, what the clearinghouse answered (AAA codes with their
 * loops, HTTP status), which carrier and adapter. No PHI: no member ID, name or birth date.
 */
export const eligibilityFailures = pgTable(
  'eligibility_failures',
  {
    id: id(),
    sessionId: uuid('session_id').references(() => patientSessions.id, { onDelete: 'set null' }),
    carrierId: uuid('carrier_id').references(() => insuranceCarriers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ELIGIBILITY_FAILURE_KINDS }).notNull(),
    reason: text('reason').notNull(),
    codes: jsonb('codes').$type<string[]>().notNull(),
    httpStatus: integer('http_status'),
    adapter: text('adapter').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('eligibility_failures_created_idx').on(table.createdAt)],
);

/**
 * One operator alert per carrier and reason per hour (issue 47): the first failure of our own set-up
 * in a window e-mails the support desk; the primary key makes "first" hold across server processes.
 */
export const eligibilityAlerts = pgTable(
  'eligibility_alerts',
  {
    alertKey: text('alert_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.alertKey, table.windowStart] })],
);
