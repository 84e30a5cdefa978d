import {
  COMPLIANCE_FILTERS,
  COMPLIANCE_LABELS,
  type ComplianceFilter as Filter,
} from '@dme/shared/compliance/api';
import { Select } from '@mantine/core';

const ALL = 'all';
// "At risk" first: the patients a call this week can still bring to 70 % (issue 15 §2).
const OPTIONS = [
  { value: ALL, label: 'All orders' },
  ...(['at_risk', 'not_compliant', 'on_track', 'compliant'] as const).map((state) => ({
    value: state,
    label: COMPLIANCE_LABELS[state],
  })),
];

export const parseComplianceFilter = (value: string | null): Filter | undefined =>
  (COMPLIANCE_FILTERS as readonly string[]).includes(value ?? '') ? (value as Filter) : undefined;

/** The dashboard's CPAP compliance filter; the server filters and pages, the URL keeps the choice. */
export function ComplianceFilter({
  value,
  onChange,
}: {
  value: Filter | undefined;
  onChange: (value: Filter | undefined) => void;
}) {
  return (
    <Select
      label="CPAP compliance"
      data={OPTIONS}
      value={value ?? ALL}
      onChange={(next) => onChange(parseComplianceFilter(next))}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
