import { FAX_STATUSES, type FaxStatus, type FaxSummary } from '@dme/shared/operations/faxes';
import { Anchor, Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notifications } from '../../../lib/toasts';
import { useFaxes } from '../api/faxes';
import { type Column, DataList } from '../components/data-list';
import {
  FAX_STATUS_LABELS,
  FaxStatusBadge,
  faxDetailPath,
  faxTime,
  faxTitle,
  faxWorkOrder,
} from '../components/fax-status';
import { FaxUpload } from '../components/fax-upload';
import { ListPage } from '../components/list-page';
import { useListQuery } from '../components/use-list-query';

type StatusFilter = FaxStatus | 'inbox';
const STATUS_OPTIONS = [
  { value: 'inbox', label: 'Inbox (waiting)' },
  ...FAX_STATUSES.map((status) => ({ value: status, label: FAX_STATUS_LABELS[status] })),
];

const COLUMNS: Column<FaxSummary>[] = [
  {
    label: 'Fax',
    render: (fax) => (
      <Anchor component={Link} to={faxDetailPath(fax.id)} fw={600} fz="sm">
        {faxTitle(fax)}
      </Anchor>
    ),
  },
  { label: 'Received', render: (fax) => faxTime(fax.receivedAt) },
  { label: 'Pages', render: (fax) => fax.pageCount },
  { label: 'Status', render: (fax) => <FaxStatusBadge status={fax.status} /> },
  { label: 'Work order', render: faxWorkOrder },
  { label: 'Why it waits', render: (fax) => fax.reason ?? '—' },
];

/** /ops/faxes: faxes that came back, the inbox (what waits for an admin) first. */
export function FaxInboxPage() {
  const { query, setFilter, setPage } = useListQuery<{ status: StatusFilter | undefined }>({
    status: 'inbox',
  });
  const faxes = useFaxes(query);
  const [isUploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const uploaded = (fax: FaxSummary) => {
    notifications.show({
      color: fax.status === 'filed' ? 'green' : 'orange',
      message:
        fax.status === 'filed' ? `Fax filed to ${faxWorkOrder(fax)}` : 'Fax received; it waits in the inbox',
    });
    navigate(faxDetailPath(fax.id));
  };
  return (
    <ListPage
      title="Fax inbox"
      actions={
        <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setUploading(true)}>
          Upload fax
        </Button>
      }
      searchLabel="Search by referral code or sender"
      onSearch={(text) => setFilter({ query: text })}
      filters={[
        {
          label: 'Status',
          value: query.status,
          options: STATUS_OPTIONS,
          onChange: (status) => setFilter({ status: status as StatusFilter | undefined }),
        },
      ]}
      meta={faxes.data?.meta}
      onPage={setPage}
      isError={faxes.isError}
    >
      <DataList
        label="Faxes"
        rows={faxes.data?.data ?? []}
        rowKey={(fax) => fax.id}
        columns={COLUMNS}
        empty={query.status === 'inbox' ? 'No fax waits in the inbox.' : 'No faxes match.'}
      />
      {isUploading && <FaxUpload onClose={() => setUploading(false)} onUploaded={uploaded} />}
    </ListPage>
  );
}
