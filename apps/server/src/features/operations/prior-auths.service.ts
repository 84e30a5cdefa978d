import {
  PRIOR_AUTH_MESSAGES,
  type PriorAuthListQuery,
  type PriorAuthRow,
  type PriorAuthUpdate,
} from '@dme/shared/operations/prior-auths';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { priorAuthDeadline } from '@dme/shared/work-orders/prior-auth-deadlines';
import type { BlobStorage } from '../../adapters/storage/index';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { linkPayerResponse } from '../attachments/attachments.service';
import { writePriorAuthStatus } from '../work-orders/prior-auth.service';
import type { OpsCaller } from './ops-caller';
import { iso, listAuditedPage, withTotal } from './pages';
import { findPriorAuthPage, workOrderExists } from './prior-auths.repo';

type PageRow = Awaited<ReturnType<typeof findPriorAuthPage>>[number];

const toRow = (row: PageRow, now: Date): PriorAuthRow => ({
  id: row.id,
  referralCode: row.referralCode,
  patientName: row.patientName,
  providerName: row.providerFirstName ? `${row.providerFirstName} ${row.providerLastName}` : null,
  verticalName: row.verticalName,
  status: row.status as PriorAuthStatus,
  displayStatus: row.displayStatus,
  orderedAt: row.orderedAt.toISOString(),
  checkedAt: iso(row.checkedAt),
  deadline: priorAuthDeadline(row, now),
  payerResponse:
    row.payerResponseId && row.payerResponseFilename
      ? { id: row.payerResponseId, filename: row.payerResponseFilename }
      : null,
});

/** Prior auths across every provider's work orders: PHI (patient names), so the page's ids are audited. */
export function listPriorAuths(db: Database, caller: OpsCaller, query: PriorAuthListQuery) {
  const now = new Date();
  return listAuditedPage(db, caller, {
    page: query.page,
    read: async (tx) => withTotal(await findPriorAuthPage(tx, query)),
    audit: {
      action: 'ops.prior_auth.listed',
      subjectType: 'consultation',
      filters: { query: query.query ?? null, status: query.status ?? null },
    },
    idOf: (row) => row.id,
    toItem: (row) => toRow(row, now),
  });
}

/** Sets the status through the one prior-auth writer, linking the payer response the admin uploaded. */
export async function updatePriorAuth(
  { db, storage }: { db: Database; storage: BlobStorage },
  caller: OpsCaller,
  id: string,
  input: PriorAuthUpdate,
) {
  await db.transaction(async (tx) => {
    if (!(await workOrderExists(tx, id))) throw notFound(PRIOR_AUTH_MESSAGES.notFound);
    const payerResponseId = input.blobSignedId
      ? await linkPayerResponse(tx, storage, caller.userId, id, input.blobSignedId)
      : null;
    await writePriorAuthStatus(
      tx,
      { consultationId: id, status: input.status, payerResponseId, expedited: input.expedited },
      caller,
    );
  });
}
