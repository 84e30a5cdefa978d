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

/** Several audit records in one insert, for a use case that touches many records at once. */
export async function recordAudits(db: DbOrTx, entries: AuditEntry[]) {
  if (entries.length) await db.insert(auditLogs).values(entries);
}

/** One PHI access by `caller`: a read or a write of one record, or of a list (`details.ids`). */
export async function recordAccess(
  db: DbOrTx,
  caller: AuditCaller,
  entry: Omit<AuditEntry, 'actorUserId' | 'sessionId' | 'ipAddress'>,
) {
  await recordAudit(db, {
    ...entry,
    actorUserId: caller.userId,
    sessionId: caller.sessionId ?? null,
    ipAddress: caller.ipAddress,
  });
}

/** The details of a list read: how many records, and which (so "who saw this record" can be answered). */
export const listDetails = (ids: string[], extra: Record<string, unknown> = {}) => ({
  count: ids.length,
  ids,
  ...extra,
});
