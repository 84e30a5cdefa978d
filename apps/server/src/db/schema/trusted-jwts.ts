import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The `jti` of every signed client token accepted (CDS Hooks calls, SMART Backend Services client
 * assertions), kept until the token expires: inserting the row is the acceptance, so a token is
 * accepted once however many copies arrive at once (features/trusted-jwts).
 */
export const usedJwtIds = pgTable(
  'used_jwt_ids',
  {
    issuer: text('issuer').notNull(),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'used_jwt_ids_pk', columns: [table.issuer, table.jti] }),
    index('used_jwt_ids_expires_at_idx').on(table.expiresAt),
  ],
);
