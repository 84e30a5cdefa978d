import {
  AUDIT_CSV_COLUMNS,
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogFilter,
  type AuditLogQuery,
  type AuditLogReply,
} from '@dme/shared/operations/audit-log';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { recordAccess } from '../audit/audit.repo';
import { csvLine } from './audit-csv';
import { type AuditCursor, auditCondition, findAuditRows } from './audit-log.repo';
import type { OpsCaller } from './ops-caller';

type Row = Awaited<ReturnType<typeof findAuditRows>>[number];

const encodeCursor = (row: Row) =>
  Buffer.from(JSON.stringify({ at: row.at, id: row.id })).toString('base64url');

/** `created_at::text`: "2026-11-24 04:37:53.123456+00". */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeCursor(cursor: string | undefined): AuditCursor | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Partial<AuditCursor>;
    const isUuid = typeof value.id === 'string' && /^[0-9a-f-]{36}$/i.test(value.id);
    if (typeof value.at === 'string' && POSTGRES_TIMESTAMP.test(value.at) && isUuid)
      return { at: value.at, id: value.id as string };
  } catch {
    // falls through to the refusal below
  }
  throw new DomainError('validation', 'cursor: not a page of this list');
}

const toEntry = ({ at: _at, createdAt, ...row }: Row): AuditLogEntry => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** The filters without empty values, as the audit row of a review records them. */
const filterDetails = (filter: AuditLogFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([key, value]) => key !== 'cursor' && value));

/** One page of the log. Reading the log is itself audited: a review is an access to PHI too. */
export async function readAuditLog(
  db: Database,
  caller: OpsCaller,
  query: AuditLogQuery,
): Promise<AuditLogReply> {
  const cursor = decodeCursor(query.cursor);
  return db.transaction(async (tx) => {
    const rows = await findAuditRows(tx, await auditCondition(tx, query), cursor, AUDIT_LOG_PAGE_SIZE + 1);
    const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
    const last = page.at(-1);
    await recordAccess(tx, caller, {
      action: 'ops.audit_log.viewed',
      subjectType: 'audit_log',
      details: { filter: filterDetails(query), count: page.length },
    });
    return {
      data: page.map(toEntry),
      nextCursor: rows.length > AUDIT_LOG_PAGE_SIZE && last ? encodeCursor(last) : null,
    };
  });
}

const EXPORT_BATCH = 1000;

/**
 * The whole filtered log as CSV lines, read in batches after a cursor so neither side holds it all.
 * The export is recorded (with its filters) before the first line leaves.
 */
export async function exportAuditLog(db: Database, caller: OpsCaller, filter: AuditLogFilter) {
  await db.transaction((tx) =>
    recordAccess(tx, caller, {
      action: 'ops.audit_log.exported',
      subjectType: 'audit_log',
      details: { filter: filterDetails(filter) },
    }),
  );
  const condition = await auditCondition(db, filter);
  return (async function* lines() {
    yield csvLine(AUDIT_CSV_COLUMNS);
    let cursor: AuditCursor | null = null;
    for (;;) {
      const rows = await findAuditRows(db, condition, cursor, EXPORT_BATCH);
      for (const row of rows)
        yield csvLine([
          row.createdAt.toISOString(),
          row.actorEmail,
          row.actorRole,
          row.sessionId,
          row.action,
          row.subjectType,
          row.subjectId,
          row.ipAddress,
          row.details ? JSON.stringify(row.details) : null,
        ]);
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) return;
      cursor = { at: last.at, id: last.id };
    }
  })();
}
