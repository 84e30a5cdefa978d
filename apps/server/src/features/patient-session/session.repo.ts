import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientSessions } from '../../db/schema/index';

export type PatientSessionRow = typeof patientSessions.$inferSelect;

export const SESSION_IDLE_DAYS = 30;

const liveSessionQuery = (db: DbOrTx) =>
  db
    .select()
    .from(patientSessions)
    .where(
      sql`${patientSessions.tokenHash} = ${sql.placeholder('tokenHash')} and ${patientSessions.lastSeenAt} > now() - make_interval(days => ${SESSION_IDLE_DAYS})`,
    )
    .limit(1)
    .prepare('find_live_patient_session');

// Every shop call starts here: the statement is built and planned once per database.
const preparedLiveSession = new WeakMap<object, ReturnType<typeof liveSessionQuery>>();

/** A live session by its token hash; one idle for 30 days counts as gone. */
export async function findLiveSession(db: DbOrTx, tokenHash: string) {
  let query = preparedLiveSession.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    preparedLiveSession.set(db, query);
  }
  const [session] = await query.execute({ tokenHash });
  return session;
}

export async function insertSession(db: DbOrTx, tokenHash: string) {
  const [session] = await db.insert(patientSessions).values({ tokenHash }).returning();
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

export const updateSession = (db: DbOrTx, id: string, values: Partial<typeof patientSessions.$inferInsert>) =>
  db.update(patientSessions).set(values).where(eq(patientSessions.id, id));
