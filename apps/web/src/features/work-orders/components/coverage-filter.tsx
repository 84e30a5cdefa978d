import type { CoverageStatus } from '@dme/shared/coverage/verdict';
import { Select } from '@mantine/core';
import { COVERAGE_LABELS } from './coverage-tag';

const ALL = 'all';
// "Will not qualify" first: it is what the filter is for (issue 14).
const OPTIONS = [
  { value: ALL, label: 'All orders' },
  { value: 'does_not_meet', label: COVERAGE_LABELS.does_not_meet },
  { value: 'incomplete', label: COVERAGE_LABELS.incomplete },
  { value: 'meets', label: COVERAGE_LABELS.meets },
];

/** The dashboard's coverage filter; the server filters and pages, the URL keeps the choice. */
export function CoverageFilter({
  value,
  onChange,
}: {
  value: CoverageStatus | undefined;
  onChange: (value: CoverageStatus | undefined) => void;
}) {
  return (
    <Select
      label="Coverage"
      data={OPTIONS}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? (next as CoverageStatus) : undefined)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
