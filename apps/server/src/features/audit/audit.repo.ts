import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema/index';
import type { AuditCaller } from './audit-caller';

export interface AuditEntry {
  actorUserId: string | null;
  /** The anonymous patient session, when a patient's browser acted (issue 12 item 9). */
  sessionId?: string | null;
  action: string;
  subjectType?: string;
  subjectId?: string;
  ipAddress?: string;
  details?: Record<string, unknown>;
}

/** Written inside the caller's transaction, so an action and its audit record land together. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLogs).values(entry);
}

/**
 * The audit record as a CTE of the statement that makes the write it records, so the write and its
 * record land together in one statement (one round trip, atomic without a transaction). Its values
 * may be SQL, e.g. the id an `insert … returning` CTE of the same statement made.
 */
export const auditCte = (db: DbOrTx, name: string, entry: PgInsertValue<typeof auditLogs>) =>
  db.$with(name).as(db.insert(auditLogs).values(entry));

/** Several audit records in one insert, for a use case that touches many records at once. */
export async function recordAudits(db: DbOrTx, entries: AuditEntry[]) {
  if (entries.length) await db.insert(auditLogs).values(entries);
}

/** The audit record of one PHI access by `caller`: a read or a write of one record, or of a list (`details.ids`). */
export const accessEntry = (
  caller: AuditCaller,
  entry: Omit<AuditEntry, 'actorUserId' | 'sessionId' | 'ipAddress'>,
): AuditEntry => ({
  ...entry,
  actorUserId: caller.userId,
  sessionId: caller.sessionId ?? null,
  ipAddress: caller.ipAddress,
});

/** Records one PHI access by `caller` (see `accessEntry`). */
export async function recordAccess(
  db: DbOrTx,
  caller: AuditCaller,
  entry: Omit<AuditEntry, 'actorUserId' | 'sessionId' | 'ipAddress'>,
) {
  await recordAudit(db, accessEntry(caller, entry));
}

/** The details of a list read: how many records, and which (so "who saw this record" can be answered). */
export const listDetails = (ids: string[], extra: Record<string, unknown> = {}) => ({
  count: ids.length,
  ids,
  ...extra,
});
