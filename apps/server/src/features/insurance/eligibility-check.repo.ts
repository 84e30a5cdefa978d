import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insuranceStatuses, patientSessions } from '../../db/schema/index';
import { type AuditEntry, auditCte } from '../audit/audit.repo';

/**
 * Keeps an eligibility check: its status row, the session pointed at it when `pricesSession` (a
 * covered plan), and its audit record (the new status its subject), in one statement: one round
 * trip, atomic without a transaction.
 */
export async function insertCheckedStatus(
  db: DbOrTx,
  values: typeof insuranceStatuses.$inferInsert & { sessionId: string },
  options: { pricesSession: boolean; audit: Omit<AuditEntry, 'subjectId'> },
) {
  const inserted = db.$with('inserted').as(db.insert(insuranceStatuses).values(values).returning());
  const insertedId = sql`(select ${inserted.id} from ${inserted})`;
  const audited = auditCte(db, 'audited', { ...options.audit, subjectId: insertedId });
  const pointed = db
    .$with('pointed')
    .as(
      db
        .update(patientSessions)
        .set({ insuranceStatusId: insertedId })
        .where(eq(patientSessions.id, values.sessionId)),
    );
  const writes = options.pricesSession ? [inserted, audited, pointed] : [inserted, audited];
  const [status] = await db
    .with(...writes)
    .select()
    .from(inserted);
  if (!status) throw new Error('insurance status insert returned nothing');
  return status;
}
