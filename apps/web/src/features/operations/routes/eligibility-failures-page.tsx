import type { EligibilityFailureItem } from '@dme/shared/insurance/api';
import { ELIGIBILITY_FAILURE_KINDS, type EligibilityFailureKind } from '@dme/shared/insurance/eligibility';
import { Badge } from '@mantine/core';
import { WHOLE_TEXT } from '../../../components/ui/status-tag';
import { useEligibilityFailures } from '../api/eligibility-failures';
import { type Column, DataList } from '../components/data-list';
import { ListPage } from '../components/list-page';
import { useListQuery } from '../components/use-list-query';

/** Each class in an operator's words: whose move it is (decision 0108's table). */
const ELIGIBILITY_FAILURE_LABELS: Record<EligibilityFailureKind, string> = {
  check_details: 'Check what the patient typed',
  payer_unavailable: 'Payer could not answer',
  not_checkable: 'Our configuration',
};
const KIND_COLORS: Record<EligibilityFailureKind, string> = {
  check_details: 'yellow',
  payer_unavailable: 'orange',
  not_checkable: 'red',
};

// The browser's own zone, as the console's other times (the fax inbox, requests).
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: Column<EligibilityFailureItem>[] = [
  { label: 'When', render: (f) => when(f.createdAt), width: 165 },
  { label: 'Carrier', render: (f) => f.carrierName ?? '—' },
  {
    label: 'Class',
    width: 210,
    render: (f) => (
      <Badge variant="light" color={KIND_COLORS[f.kind]} styles={WHOLE_TEXT}>
        {ELIGIBILITY_FAILURE_LABELS[f.kind]}
      </Badge>
    ),
  },
  { label: 'Reason', render: (f) => f.reason },
  { label: 'Codes', render: (f) => (f.codes.length > 0 ? f.codes.join(', ') : '—'), width: 130 },
  // No status: the clearinghouse never answered (a timeout, a dropped connection).
  { label: 'HTTP status', render: (f) => f.httpStatus ?? 'No answer', width: 100 },
  { label: 'Adapter', render: (f) => f.adapter, width: 130 },
];

/** /ops/eligibility: eligibility checks that gave no answer about coverage, newest first (no PHI). */
export function EligibilityFailuresPage() {
  const { query, setFilter, setPage } = useListQuery<{ kind: EligibilityFailureKind | undefined }>({
    kind: undefined,
  });
  const failures = useEligibilityFailures(query);
  return (
    <ListPage
      title="Eligibility checks"
      filters={[
        {
          label: 'Class',
          value: query.kind,
          options: ELIGIBILITY_FAILURE_KINDS.map((kind) => ({
            value: kind,
            label: ELIGIBILITY_FAILURE_LABELS[kind],
          })),
          onChange: (kind) => setFilter({ kind: kind as EligibilityFailureKind | undefined }),
        },
      ]}
      meta={failures.data?.meta}
      onPage={setPage}
      isError={failures.isError}
    >
      <DataList
        label="Failed eligibility checks"
        rows={failures.data?.data ?? []}
        rowKey={(f) => f.uuid}
        columns={COLUMNS}
        empty={query.kind ? 'No failed eligibility checks of this class' : 'No failed eligibility checks'}
      />
    </ListPage>
  );
}
