import type { WorkOrderPrefill } from '@dme/shared/ehr/prefill';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './accounts';
import { createdAt, id } from './columns';
import { consultations } from './work-orders';

/**
 * One SMART App Launch (issue 49): created when an EHR opens the product, authorised when the EHR's
 * authorization server sends the browser back with a code, used once by the work order it pre-fills.
 * The state is kept hashed and the browser that started it is bound by a cookie's hash, so a
 * callback replayed, or carried to another browser, opens nothing. The EHR's access token stays
 * here, sealed (never in the browser), for writing the signed order back.
 */
export const ehrLaunches = pgTable(
  'ehr_launches',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique(),
    browserHash: text('browser_hash').notNull(),
    iss: text('iss').notNull(),
    launch: text('launch'),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    ehrPatientId: text('ehr_patient_id'),
    grantedScope: text('granted_scope'),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    prefill: jsonb('prefill').$type<WorkOrderPrefill>(),
    consultationId: uuid('consultation_id')
      .unique()
      .references(() => consultations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('ehr_launches_expires_at_idx').on(table.expiresAt)],
);
