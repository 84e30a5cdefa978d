import { OPS_PAGE_SIZE, type OpsPageMeta } from '@dme/shared/operations/lists';
import type { Database, DbOrTx } from '../../db/client';
import { listDetails, recordAccess } from '../audit/audit.repo';
import type { OpsCaller } from './ops-caller';

export const pageMeta = (total: number, page = 1): OpsPageMeta => ({ total, page, perPage: OPS_PAGE_SIZE });

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The rows of a page read with `totalOverAll`, and the total they carry. */
export const withTotal = <Row extends { total: number }>(rows: Row[]) => ({
  rows,
  total: rows[0]?.total ?? 0,
});

/**
 * One page of a console list and its audit row (the ids shown and the filters used) in one
 * transaction: every list of the console reads records an admin may only see audited.
 */
export async function listAuditedPage<Row, Item>(
  db: Database,
  caller: OpsCaller,
  list: {
    page: number | undefined;
    read: (tx: DbOrTx) => Promise<{ rows: Row[]; total: number }>;
    audit: { action: string; subjectType: string; filters: Record<string, unknown> };
    idOf: (row: Row) => string;
    toItem: (row: Row) => Item;
  },
) {
  return db.transaction(async (tx) => {
    const { rows, total } = await list.read(tx);
    await recordAccess(tx, caller, {
      action: list.audit.action,
      subjectType: list.audit.subjectType,
      details: listDetails(rows.map(list.idOf), list.audit.filters),
    });
    return { data: rows.map(list.toItem), meta: pageMeta(total, list.page) };
  });
}
