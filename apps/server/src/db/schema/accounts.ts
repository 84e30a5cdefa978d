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
import { createdAt, id, updatedAt } from './columns';
import { providerTypes } from './reference';

export const USER_ROLES = ['provider', 'supplier', 'patient', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Everyone who signs in. E-mails are stored lower-cased; the uid on the wire is the e-mail. */
export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: USER_ROLES }).notNull(),
  isTestAccount: boolean('is_test_account').notNull().default(false),
  failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** Set when the user proved the address (an e-mailed code); until then nothing is matched to it by e-mail. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The per-account sign-in limiter: attempts since the window started (reserved before any check). */
  signInWindowStartedAt: timestamp('sign_in_window_started_at', { withTimezone: true }),
  signInWindowAttempts: integer('sign_in_window_attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const providers = pgTable('providers', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  npi: text('npi').notNull().unique(),
  phoneNumber: text('phone_number').notNull(),
  faxNumber: text('fax_number'),
  practiceName: text('practice_name'),
  providerTypeId: integer('provider_type_id')
    .notNull()
    .references(() => providerTypes.id),
  pecos: boolean('pecos').notNull(),
  isEhrProvider: boolean('is_ehr_provider').notNull().default(false),
  streetLine1: text('street_line_1').notNull(),
  streetLine2: text('street_line_2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipcode: text('zipcode').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** DME fulfilment partners; created by an admin, never by signup (DESIGN §5). */
export const suppliers = pgTable('suppliers', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  /** Two-letter state codes the supplier ships to (order routing). */
  serviceStates: text('service_states').array().notNull().default(sql`'{}'::text[]`),
  /** ZIP codes or prefixes (3-5 digits) served besides whole states (migration 0017). */
  serviceZipPrefixes: text('service_zip_prefixes').array().notNull().default(sql`'{}'::text[]`),
  /** active or paused: a paused supplier gets no new orders (the operations console). */
  status: text('status', { enum: ['active', 'paused'] })
    .notNull()
    .default('active'),
  /** "HH:MM" on its clock: ordered on a delivery day before it, an order comes that day; null: no same-day (migration 0029). */
  sameDayCutoff: text('same_day_cutoff'),
  /** The IANA time zone its clock keeps (the product's, Los Angeles, until set). */
  timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A patient record: created by a work order (no account yet) or by patient signup. Orders placed
 * with the same e-mail before signing up belong to the account as well.
 */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth'),
    phoneNumber: text('phone_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('patients_email_idx').on(table.email)],
);

/** Signup codes an admin prepares so a provider's form arrives prefilled. */
export const providerRegistrations = pgTable('provider_registrations', {
  id: id(),
  code: text('code').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  npi: text('npi'),
  phoneNumber: text('phone_number'),
  faxNumber: text('fax_number'),
  practiceName: text('practice_name'),
  providerTypeId: integer('provider_type_id').references(() => providerTypes.id),
  state: text('state'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Withdrawn by an admin before use (the operations console). */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const termsAgreements = pgTable(
  'terms_agreements',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_agreements_user_version_idx').on(table.userId, table.version)],
);
