import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCoverageVerdict } from './use-coverage-verdict';

/**
 * What the standard written order still lacks (42 CFR 410.38(d)), e.g. the patient's name, which
 * the spec lets the form leave empty but a payer does not. Nothing when the order holds them all.
 */
export function OrderCoverage() {
  const { findings } = useCoverageVerdict();
  if (findings.length === 0) return null;
  return (
    <Alert
      role="status"
      color="gray"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Standard written order (42 CFR 410.38(d))"
      p="sm"
    >
      <List size="sm" spacing={2}>
        {findings.map((finding) => (
          <List.Item key={finding.criterion}>{finding.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
