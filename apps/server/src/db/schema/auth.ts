import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export const TOKEN_KINDS = ['session', 'password_reset'] as const;

/**
 * devise_token_auth-style credentials: one row per (user, client); only a SHA-256 of the random
 * token is stored, so a database leak does not hand out sessions.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull().default('session'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that signed in, as its User-Agent said (the Account Settings session list). */
    userAgent: text('user_agent'),
    /** Written with the sliding expiry, so it is right to within `AUTH_LIMITS.sessionRefreshEveryMs`. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_tokens_user_client_idx').on(table.userId, table.client)],
);

/** What an e-mailed code proves: a sign-in from a new browser, or the new address of an e-mail change. */
export const CODE_PURPOSES = ['sign_in', 'email_change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The e-mailed 6-digit code; one row per user and purpose, replaced by the next code. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull().default('sign_in'),
    /** The address an `email_change` code was sent to: the account takes it only when the code is entered. */
    newEmail: text('new_email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Codes issued since `windowStartedAt`: capped per hour, so a new code is not a fresh budget of guesses. */
    issuedInWindow: integer('issued_in_window').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sign_in_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Browsers that completed a one-time code; identified by a random httpOnly cookie. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('trusted_devices_user_idx').on(table.userId)],
);

/** Single-use links: password reset e-mails and EHR one-time sign-in links. */
export const LINK_PURPOSES = ['password_reset', 'one_time_sign_in'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export const signInLinks = pgTable('sign_in_links', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
