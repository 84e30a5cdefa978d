import { formatCutoffTime, SUPPLIER_TIME_ZONES } from '@dme/shared/delivery/api';
import {
  SUPPLIER_STATUSES,
  type SupplierStatus,
  type SupplierSummary,
} from '@dme/shared/operations/suppliers';
import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSuppliers } from '../api/suppliers';
import { type Column, DataList } from '../components/data-list';
import { ListPage } from '../components/list-page';
import { SupplierForm } from '../components/supplier-form';
import { useListQuery } from '../components/use-list-query';

const area = (supplier: SupplierSummary) =>
  [...supplier.serviceStates, ...supplier.serviceZipPrefixes.map((zip) => `ZIP ${zip}`)].join(', ') || '—';

/** "2:00 PM Pacific", or a dash when the supplier has no same-day delivery. */
const cutoff = ({ sameDayCutoff, timeZone }: SupplierSummary) => {
  if (!sameDayCutoff) return '—';
  const zone = SUPPLIER_TIME_ZONES.find(([id]) => id === timeZone)?.[1].split(' ')[0] ?? timeZone;
  return `${formatCutoffTime(sameDayCutoff)} ${zone}`;
};

const COLUMNS: Column<SupplierSummary>[] = [
  { label: 'Supplier', render: (s) => s.name },
  { label: 'Email', render: (s) => s.email },
  { label: 'Service area', render: area },
  { label: 'Same-day cut-off', render: cutoff },
  { label: 'HCPCS codes', render: (s) => s.hcpcsCodes.join(', ') || '—' },
  {
    label: 'Status',
    render: (s) => (
      <Badge color={s.status === 'active' ? 'green' : 'gray'} variant="light">
        {s.status}
      </Badge>
    ),
  },
];

/** /ops/suppliers: who fulfils orders, where, and what they carry. */
export function SuppliersPage() {
  const { query, setFilter, setPage } = useListQuery<{ status: SupplierStatus | undefined }>({
    status: undefined,
  });
  const suppliers = useSuppliers(query);
  const [editing, setEditing] = useState<SupplierSummary | 'new' | null>(null);
  return (
    <ListPage
      title="Suppliers"
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          New supplier
        </Button>
      }
      searchLabel="Search by name or email"
      onSearch={(text) => setFilter({ query: text })}
      filters={[
        {
          label: 'Status',
          value: query.status,
          options: SUPPLIER_STATUSES.map((status) => ({ value: status, label: status })),
          onChange: (status) => setFilter({ status: status as SupplierStatus | undefined }),
        },
      ]}
      meta={suppliers.data?.meta}
      onPage={setPage}
      isError={suppliers.isError}
    >
      <DataList
        label="Suppliers"
        rows={suppliers.data?.data ?? []}
        rowKey={(s) => s.id}
        columns={COLUMNS}
        actions={(s) => (
          <Button size="xs" variant="light" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
        )}
        empty="No suppliers match."
      />
      {editing && (
        <SupplierForm supplier={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
