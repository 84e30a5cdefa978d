import {
  type OpsRequest,
  REQUEST_MESSAGES,
  type RequestKind,
  type RequestListQuery,
  type RequestUpdate,
} from '@dme/shared/operations/requests';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { listDetails, recordAccess } from '../audit/audit.repo';
import type { OpsCaller } from './ops-caller';
import { iso, pageMeta } from './pages';
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
export async function listRequests(db: Database, caller: OpsCaller, query: RequestListQuery) {
  return db.transaction(async (tx) => {
    const [rows, total] = await Promise.all([findRequestPage(tx, query), countRequests(tx, query)]);
    await recordAccess(tx, caller, {
      action: 'ops.request.listed',
      subjectType: 'request',
      details: listDetails(
        rows.map((row) => row.id),
        { query: query.query ?? null, kind: query.kind ?? null, state: query.state ?? null },
      ),
    });
    return { data: rows.map(toRequest), meta: pageMeta(total, query.page) };
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
