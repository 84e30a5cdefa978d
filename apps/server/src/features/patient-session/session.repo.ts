import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { patientSessions } from '../../db/schema/index';
import { type PricingStatus, sessionPricingStatus } from '../insurance/insurance.repo';

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

const liveSessionWithPlan = perDatabase((db) => {
  const pricingStatus = sessionPricingStatus(db);
  return db
    .select({ session: patientSessions, pricingStatus: pricingStatus.columns })
    .from(patientSessions)
    .leftJoinLateral(pricingStatus.subquery, sql`true`)
    .where(isLiveSessionOfToken)
    .limit(1)
    .prepare('find_live_patient_session_with_plan');
});

/**
 * A live session and the status that prices it (`requestedStatusId` when it is this session's,
 * else its current one) in one statement: an insured patient's priced read costs one round trip,
 * as a referral patient's does.
 */
export async function findLiveSessionWithPlan(
  db: DbOrTx,
  tokenHash: string,
  requestedStatusId: string | null,
): Promise<PricedSessionRow | undefined> {
  const [row] = await liveSessionWithPlan(db).execute({ tokenHash, requestedStatusId });
  return row && { ...row.session, pricingStatus: row.pricingStatus };
}

/** What a session points at, emptied: a new browser's session, and what sign-out leaves behind. */
export const EMPTY_SESSION_STATE = {
  consultationId: null,
  cartId: null,
  insuranceStatusId: null,
  eligibleForMachine: null,
  estimatedDueDate: null,
  userId: null,
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
