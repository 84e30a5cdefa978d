import {
  type OpsRequest,
  REQUEST_KINDS,
  REQUEST_STATES,
  type RequestKind,
  type RequestState,
} from '@dme/shared/operations/requests';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useRequests, useSetRequestState } from '../api/requests';
import { type Column, DataList } from '../components/data-list';
import { ListPage } from '../components/list-page';
import { useListQuery } from '../components/use-list-query';

const KIND_LABELS: Record<RequestKind, string> = { support: 'Support', insurance: 'Insurance' };

const COLUMNS: Column<OpsRequest>[] = [
  { label: 'From', render: (r) => r.name ?? r.email ?? r.phoneNumber ?? '—' },
  { label: 'Type', render: (r) => KIND_LABELS[r.kind] },
  {
    label: 'Contact',
    render: (r) => [r.email, r.phoneNumber].filter(Boolean).join(' · ') || '—',
  },
  { label: 'Subject', render: (r) => r.subject ?? '—' },
  {
    label: 'Details',
    render: (r) => (
      <Stack gap={2}>
        {r.details.map((detail) => (
          <Text key={detail.label} fz="sm">
            <Text span fw={600} fz="sm">
              {detail.label}:
            </Text>{' '}
            {detail.value}
          </Text>
        ))}
      </Stack>
    ),
  },
  { label: 'Received', render: (r) => new Date(r.createdAt).toLocaleString('en-US') },
  {
    label: 'State',
    render: (r) => (
      <Badge color={r.state === 'open' ? 'orange' : 'gray'} variant="light">
        {r.state}
      </Badge>
    ),
  },
];

function RequestAction({ request }: { request: OpsRequest }) {
  const setState = useSetRequestState();
  const next: RequestState = request.state === 'open' ? 'closed' : 'open';
  return (
    <Button
      size="xs"
      variant="light"
      loading={setState.isPending}
      onClick={() => setState.mutate({ kind: request.kind, id: request.id, state: next })}
    >
      {next === 'closed' ? 'Close' : 'Reopen'}
    </Button>
  );
}

/** /ops/requests: what patients and visitors asked the support desk for, open until handled. */
export function RequestsPage() {
  const { query, setFilter, setPage } = useListQuery<{
    kind: RequestKind | undefined;
    state: RequestState | undefined;
  }>({
    kind: undefined,
    state: 'open',
  });
  const requests = useRequests(query);
  return (
    <ListPage
      title="Requests"
      searchLabel="Search by name, email, phone or subject"
      onSearch={(text) => setFilter({ query: text })}
      filters={[
        {
          label: 'Type',
          value: query.kind,
          options: REQUEST_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
          onChange: (kind) => setFilter({ kind: kind as RequestKind | undefined }),
        },
        {
          label: 'State',
          value: query.state,
          options: REQUEST_STATES.map((state) => ({ value: state, label: state })),
          onChange: (state) => setFilter({ state: state as RequestState | undefined }),
        },
      ]}
      meta={requests.data?.meta}
      onPage={setPage}
      isError={requests.isError}
    >
      <DataList
        label="Requests"
        rows={requests.data?.data ?? []}
        rowKey={(r) => `${r.kind}-${r.id}`}
        columns={COLUMNS}
        actions={(r) => <RequestAction request={r} />}
        empty="No requests match."
      />
    </ListPage>
  );
}
