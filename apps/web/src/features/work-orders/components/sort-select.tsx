import { NativeSelect } from '@mantine/core';
import type { SortField, SortState } from '../sorting';

const CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'Default order' },
  { value: 'patient:asc', label: 'Patient, A to Z' },
  { value: 'patient:desc', label: 'Patient, Z to A' },
  { value: 'date:desc', label: 'Date, newest first' },
  { value: 'date:asc', label: 'Date, oldest first' },
  { value: 'status:asc', label: 'Status, A to Z' },
  { value: 'status:desc', label: 'Status, Z to A' },
  { value: 'prior_auth_status:asc', label: 'Prior auth status, A to Z' },
  { value: 'prior_auth_status:desc', label: 'Prior auth status, Z to A' },
];

/** The cards' stand-in for the table's sortable headers: the same sorts, in one control. */
export function SortSelect({ sort, onChange }: { sort: SortState; onChange: (sort: SortState) => void }) {
  const value = sort.sort && sort.direction ? `${sort.sort}:${sort.direction}` : '';
  return (
    <NativeSelect
      label="Sort by"
      data={CHOICES}
      value={value}
      onChange={(event) => {
        const [field, direction] = event.currentTarget.value.split(':');
        onChange(field ? { sort: field as SortField, direction: direction as SortState['direction'] } : {});
      }}
    />
  );
}
