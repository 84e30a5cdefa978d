import type { PriorAuthRow } from '@dme/shared/operations/prior-auths';
import { PRIOR_AUTH_STATUSES, type PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { WHOLE_TEXT } from '../../../components/ui/status-tag';
import { notifications } from '../../../lib/toasts';
import { PriorAuthDeadlineNote, PriorAuthStatusModal } from '../../work-orders';
import { usePriorAuths, useUpdatePriorAuth } from '../api/prior-auths';
import { type Column, DataList } from '../components/data-list';
import { ListPage } from '../components/list-page';
import { useListQuery } from '../components/use-list-query';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');

// A date, a code, a status and the deadline fit their widths whole; the names share the rest.
const COLUMNS: Column<PriorAuthRow>[] = [
  { label: 'Patient', render: (r) => r.patientName ?? '—' },
  { label: 'Referral code', render: (r) => formatReferralCode(r.referralCode), width: 95 },
  { label: 'Provider', render: (r) => r.providerName ?? '—' },
  { label: 'Ordered', render: (r) => day(r.orderedAt), width: 105 },
  { label: 'Submitted', render: (r) => day(r.deadline.submittedAt), width: 105 },
  { label: 'Decision due', render: (r) => <PriorAuthDeadlineNote deadline={r.deadline} />, width: 175 },
  {
    label: 'Prior auth',
    width: 120,
    render: (r) => (
      <Badge
        variant="light"
        color={r.status === 'Approved' ? 'green' : r.status === 'Rejected' ? 'red' : 'yellow'}
        styles={WHOLE_TEXT}
      >
        {r.status}
      </Badge>
    ),
  },
  { label: 'Payer response', render: (r) => r.payerResponse?.filename ?? '—', width: 100 },
];

/** The status and the payer's response, uploaded first and linked by the same call. */
function PriorAuthForm({ row, onClose }: { row: PriorAuthRow; onClose: () => void }) {
  const update = useUpdatePriorAuth();
  return (
    <PriorAuthStatusModal
      title={`Prior authorization — ${formatReferralCode(row.referralCode)}`}
      initialStatus={row.status}
      deadline={row.deadline}
      asksExpedited
      isSaving={update.isPending}
      onClose={onClose}
      onSave={({ status, blobSignedId, expedited }) =>
        update.mutate(
          { id: row.id, status, blobSignedId, expedited },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `Prior authorization: ${status}` });
              onClose();
            },
          },
        )
      }
    />
  );
}

/** /ops/prior_auths: every provider's work orders and where their prior authorization stands. */
export function PriorAuthsPage() {
  const { query, setFilter, setPage } = useListQuery<{ status: PriorAuthStatus | undefined }>({
    status: undefined,
  });
  const rows = usePriorAuths(query);
  const [editing, setEditing] = useState<PriorAuthRow | null>(null);
  return (
    <ListPage
      title="Prior auths"
      searchLabel="Search by referral code or patient"
      onSearch={(text) => setFilter({ query: text })}
      filters={[
        {
          label: 'Status',
          value: query.status,
          options: PRIOR_AUTH_STATUSES.map((status) => ({ value: status, label: status })),
          onChange: (status) => setFilter({ status: status as PriorAuthStatus | undefined }),
        },
      ]}
      meta={rows.data?.meta}
      onPage={setPage}
      isError={rows.isError}
    >
      <DataList
        label="Prior authorizations"
        rows={rows.data?.data ?? []}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        actionsWidth={95}
        actions={(r) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(r)}
            aria-label={`Update ${formatReferralCode(r.referralCode)}`}
          >
            Update
          </Button>
        )}
        empty="No work orders match."
      />
      {editing && <PriorAuthForm row={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
