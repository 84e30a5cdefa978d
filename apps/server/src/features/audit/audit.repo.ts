import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema/index';

export interface AuditEntry {
  actorUserId: string | null;
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
