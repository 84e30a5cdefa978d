import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema/index';

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

/** Who is acting, as every PHI audit row records it: the user or the patient session, and the address. */
export interface AuditCaller {
  userId: string | null;
  sessionId?: string | null;
  ipAddress: string;
}

/** The caller of a request; pass the patient session when the route resolved one. */
export const auditCallerOf = (request: FastifyRequest, session?: { id: string } | null): AuditCaller => ({
  userId: request.auth?.userId ?? null,
  sessionId: session?.id ?? null,
  ipAddress: request.ip,
});

/** Commands run on the server itself (seed, admin CLI) act from no client address: they say so. */
export const localCaller = (userId: string | null): AuditCaller => ({ userId, ipAddress: 'local' });

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
