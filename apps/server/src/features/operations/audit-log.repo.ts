import type { AuditLogFilter } from '@dme/shared/operations/audit-log';
import { and, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { auditLogs, consultations, orders, patients, users } from '../../db/schema/index';

/** How many of a patient's newest work orders and orders the patient filter follows into the log. */
const PATIENT_RECORDS = 50;

async function userIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

/**
 * A patient in the log: what their account did, and every row about their work orders and orders,
 * by subject or as one of the ids a list read returned (GIN index on `details`).
 */
async function patientCondition(db: DbOrTx, email: string) {
  const userId = await userIdByEmail(db, email);
  const patientIds = db.select({ id: patients.id }).from(patients).where(eq(patients.email, email));
  const [workOrders, placed] = await independentReads(
    db,
    () =>
      db
        .select({ id: consultations.id })
        .from(consultations)
        .where(or(eq(consultations.patientEmail, email), inArray(consultations.patientId, patientIds)))
        .orderBy(desc(consultations.createdAt))
        .limit(PATIENT_RECORDS),
    () =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(
          userId
            ? or(eq(orders.userId, userId), eq(orders.customerEmail, email))
            : eq(orders.customerEmail, email),
        )
        .orderBy(desc(orders.createdAt))
        .limit(PATIENT_RECORDS),
  );
  const ids = [...workOrders, ...placed].map((row) => row.id);
  const matches: SQL[] = ids.flatMap((id) => [
    eq(auditLogs.subjectId, id),
    sql`${auditLogs.details} @> ${JSON.stringify({ ids: [id] })}::jsonb`,
  ]);
  if (userId) matches.push(eq(auditLogs.actorUserId, userId));
  return matches.length ? or(...matches) : sql`false`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The filters as one condition; an actor or patient nobody has matches nothing. */
export async function auditCondition(db: DbOrTx, filter: AuditLogFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.actor) {
    const actorId = await userIdByEmail(db, filter.actor);
    conditions.push(actorId ? eq(auditLogs.actorUserId, actorId) : sql`false`);
  }
  if (filter.patient) conditions.push(await patientCondition(db, filter.patient));
  if (filter.subjectType) conditions.push(eq(auditLogs.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLogs.subjectId, filter.subjectId));
  if (filter.action) conditions.push(like(auditLogs.action, `${escapeLike(filter.action)}%`));
  if (filter.from) conditions.push(gte(auditLogs.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const next = new Date(`${filter.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    conditions.push(lt(auditLogs.createdAt, next));
  }
  return and(...conditions);
}

/** A page position: the last row's time at full (microsecond) precision and id. */
export interface AuditCursor {
  at: string;
  id: string;
}

/** Newest first after `cursor`, with the actor's e-mail and role. */
export function findAuditRows(
  db: DbOrTx,
  condition: SQL | undefined,
  cursor: AuditCursor | null,
  limit: number,
) {
  const after = cursor
    ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: auditLogs.id,
      at: sql<string>`${auditLogs.createdAt}::text`,
      createdAt: auditLogs.createdAt,
      actorEmail: users.email,
      actorRole: users.role,
      sessionId: auditLogs.sessionId,
      action: auditLogs.action,
      subjectType: auditLogs.subjectType,
      subjectId: auditLogs.subjectId,
      ipAddress: auditLogs.ipAddress,
      details: auditLogs.details,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .where(and(condition, after))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}
