import {
  type OpsRequest,
  REQUEST_MESSAGES,
  type RequestKind,
  type RequestListQuery,
  type RequestUpdate,
} from '@dme/shared/operations/requests';
import type { Database } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { notFound } from '../../lib/domain-error';
import { recordAccess } from '../audit/audit.repo';
import type { OpsCaller } from './ops-caller';
import { iso, listAuditedPage } from './pages';
import { labelledDetails } from './request-details';
import { countRequests, findRequestPage, setRequestState } from './requests.repo';

type PageRow = Awaited<ReturnType<typeof findRequestPage>>[number];

const SUBJECT_TYPES = { support: 'support_request', insurance: 'contact_request' } as const;

const toRequest = ({ fields, createdAt, closedAt, ...row }: PageRow): OpsRequest => ({
  ...row,
  state: closedAt ? 'closed' : 'open',
  details: labelledDetails(fields),
  createdAt: new Date(createdAt).toISOString(),
  closedAt: closedAt ? iso(new Date(closedAt)) : null,
});

/** What patients sent (contact details, member IDs): read only by admins, each page audited. */
export function listRequests(db: Database, caller: OpsCaller, query: RequestListQuery) {
  return listAuditedPage(db, caller, {
    page: query.page,
    read: async (tx) => {
      const [rows, total] = await independentReads(
        tx,
        () => findRequestPage(tx, query),
        () => countRequests(tx, query),
      );
      return { rows, total };
    },
    audit: {
      action: 'ops.request.listed',
      subjectType: 'request',
      filters: { query: query.query ?? null, kind: query.kind ?? null, state: query.state ?? null },
    },
    idOf: (row) => row.id,
    toItem: toRequest,
  });
}

export async function updateRequest(
  db: Database,
  caller: OpsCaller,
  params: { kind: RequestKind; id: string },
  input: RequestUpdate,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    if (!(await setRequestState(tx, params.kind, params.id, input.state, caller.userId, now)))
      throw notFound(REQUEST_MESSAGES.notFound);
    await recordAccess(tx, caller, {
      action: input.state === 'closed' ? 'ops.request.closed' : 'ops.request.reopened',
      subjectType: SUBJECT_TYPES[params.kind],
      subjectId: params.id,
    });
  });
}
