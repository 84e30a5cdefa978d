import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortField, SortState } from '../sorting';

const ICONS = { asc: IconSortAscending, desc: IconSortDescending };

export function SortableHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: SortField;
  label: string;
  sort: SortState;
  onSort: (field: SortField) => void;
}) {
  const direction = sort.sort === field ? sort.direction : undefined;
  const Icon = direction ? ICONS[direction] : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {label}
        <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
