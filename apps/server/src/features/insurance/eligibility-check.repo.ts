import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insuranceStatuses, patientSessions } from '../../db/schema/index';
import { type AuditEntry, auditCte } from '../audit/audit.repo';

/**
 * Keeps an eligibility check: its status row, the session pointed at it when `pricesSession` (a
 * covered plan), and its audit record (the new status its subject), in one statement: one round
 * trip, atomic without a transaction. `clearsSameMember` (the payer now says inactive or not
 * covered): a session still priced by an earlier status of the same member (carrier, member ID,
 * birth date) goes back to retail, so an outdated "covered" never opens checkout as insured.
 */
export async function insertCheckedStatus(
  db: DbOrTx,
  values: typeof insuranceStatuses.$inferInsert & { sessionId: string },
  options: { pricesSession: boolean; clearsSameMember?: boolean; audit: Omit<AuditEntry, 'subjectId'> },
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
  const sameMember = db
    .select({ id: insuranceStatuses.id })
    .from(insuranceStatuses)
    .where(
      and(
        eq(insuranceStatuses.sessionId, values.sessionId),
        eq(insuranceStatuses.carrierId, values.carrierId),
        sql`upper(${insuranceStatuses.memberId}) = upper(${values.memberId})`,
        eq(insuranceStatuses.birthDate, values.birthDate),
      ),
    );
  const cleared = db.$with('cleared').as(
    db
      .update(patientSessions)
      .set({ insuranceStatusId: null })
      .where(
        and(eq(patientSessions.id, values.sessionId), inArray(patientSessions.insuranceStatusId, sameMember)),
      ),
  );
  const writes = options.pricesSession
    ? [inserted, audited, pointed]
    : options.clearsSameMember
      ? [inserted, audited, cleared]
      : [inserted, audited];
  const [status] = await db
    .with(...writes)
    .select()
    .from(inserted);
  if (!status) throw new Error('insurance status insert returned nothing');
  return status;
}
