import { eq, sql } from 'drizzle-orm';
import { arrayRowsStatement, timestampOf } from '../../db/array-rows';
import type { Database, DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { patientSessions } from '../../db/schema/index';
import {
  joinSessionPricingStatus,
  type PricingStatus,
  sessionPricingStatusColumns,
} from '../insurance/insurance.repo';

export type PatientSessionRow = typeof patientSessions.$inferSelect;

const SESSION_IDLE_DAYS = 30;

/** The session whose token hash is the `tokenHash` placeholder, unless idle for 30 days (then it counts as gone). */
export const isLiveSessionOfToken = sql`${patientSessions.tokenHash} = ${sql.placeholder('tokenHash')} and ${patientSessions.lastSeenAt} > now() - make_interval(days => ${SESSION_IDLE_DAYS})`;

const liveSession = perDatabase((db) =>
  db.select().from(patientSessions).where(isLiveSessionOfToken).limit(1).prepare('find_live_patient_session'),
);

/** A live session by its token hash. */
export async function findLiveSession(db: DbOrTx, tokenHash: string) {
  const [session] = await liveSession(db).execute({ tokenHash });
  return session;
}

/** A session read with the insurance status that prices it (null: none, so retail). */
export type PricedSessionRow = PatientSessionRow & { pricingStatus: PricingStatus | null };

/**
 * A hot read's session columns and its pricing status's, first in its array rows, in the order
 * `pricedSessionOfRow` reads them (the token hash is the one asked for, so it is not selected).
 */
export const pricedSessionColumns = {
  id: patientSessions.id,
  consultationId: patientSessions.consultationId,
  cartId: patientSessions.cartId,
  insuranceStatusId: patientSessions.insuranceStatusId,
  eligibleForMachine: patientSessions.eligibleForMachine,
  estimatedDueDate: patientSessions.estimatedDueDate,
  userId: patientSessions.userId,
  lastSeenAt: patientSessions.lastSeenAt,
  createdAt: patientSessions.createdAt,
  contactProvenConsultationId: patientSessions.contactProvenConsultationId,
  ...sessionPricingStatusColumns,
};

/** How many leading values of an array row `pricedSessionOfRow` reads. */
export const PRICED_SESSION_WIDTH = 14;

/** The session and its pricing status from the leading values of an array row (`pricedSessionColumns`). */
export function pricedSessionOfRow(row: unknown[], tokenHash: string): PricedSessionRow {
  // The status column is never null in a joined row: null means no status prices the session.
  const status = row[10] as PricingStatus['status'] | null;
  return {
    id: row[0] as string,
    tokenHash,
    consultationId: row[1] as string | null,
    cartId: row[2] as string | null,
    insuranceStatusId: row[3] as string | null,
    eligibleForMachine: row[4] as boolean | null,
    estimatedDueDate: row[5] as string | null,
    userId: row[6] as string | null,
    lastSeenAt: timestampOf(row[7]) as Date,
    createdAt: timestampOf(row[8]) as Date,
    contactProvenConsultationId: row[9] as string | null,
    pricingStatus:
      status === null
        ? null
        : {
            status,
            benefits: row[11] as PricingStatus['benefits'],
            dmeBenefitsConfirmed: row[12] as boolean,
            carrierId: row[13] as string,
          },
  };
}

// The token hash is unique and each status is joined by its primary key: one row at most, no limit.
const liveSessionWithPlan = arrayRowsStatement('find_live_patient_session_with_plan', (db) =>
  joinSessionPricingStatus(db.select(pricedSessionColumns).from(patientSessions).$dynamic()).where(
    isLiveSessionOfToken,
  ),
);

/**
 * A live session and the status that prices it (`requestedStatusId` when it is this session's,
 * else its current one) in one statement: an insured patient's priced read costs one round trip,
 * as a referral patient's does.
 */
export async function findLiveSessionWithPlan(
  db: Database,
  tokenHash: string,
  requestedStatusId: string | null,
): Promise<PricedSessionRow | undefined> {
  const [row] = await liveSessionWithPlan(db, { tokenHash, requestedStatusId });
  return row && pricedSessionOfRow(row, tokenHash);
}

/** What a session points at, emptied: a new browser's session, and what sign-out leaves behind. */
export const EMPTY_SESSION_STATE = {
  consultationId: null,
  cartId: null,
  insuranceStatusId: null,
  eligibleForMachine: null,
  estimatedDueDate: null,
  userId: null,
  contactProvenConsultationId: null,
} as const satisfies Partial<PatientSessionRow>;

/**
 * Stores a session first seen on a read (its id and token hash already answered). Idempotent, so
 * parallel first writes of one browser store one row; an idle-expired row of the same cookie is
 * retired first, never revived (its work order and insurance stay with it). A token this request
 * made (`isNewToken`) has no such row: that statement is skipped.
 */
export async function storeSession(
  db: DbOrTx,
  id: string,
  tokenHash: string,
  { isNewToken }: { isNewToken: boolean },
) {
  if (!isNewToken)
    await db
      .update(patientSessions)
      .set({ tokenHash: sql`'retired:' || ${patientSessions.id}` })
      .where(
        sql`${patientSessions.tokenHash} = ${tokenHash} and ${patientSessions.id} <> ${id} and ${patientSessions.lastSeenAt} <= now() - make_interval(days => ${SESSION_IDLE_DAYS})`,
      );
  const [session] = await db
    .insert(patientSessions)
    .values({ id, tokenHash })
    .onConflictDoUpdate({ target: patientSessions.id, set: { lastSeenAt: sql`now()` } })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

export const updateSession = (db: DbOrTx, id: string, values: Partial<typeof patientSessions.$inferInsert>) =>
  db.update(patientSessions).set(values).where(eq(patientSessions.id, id));
