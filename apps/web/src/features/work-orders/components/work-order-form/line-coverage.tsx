import type { CoverageStatus, LineCoverageVerdict } from '@dme/shared/coverage/index';
import { Alert, Badge, List, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useCoverageVerdict } from './use-coverage-verdict';

const useLineVerdict = (code: string): LineCoverageVerdict | undefined =>
  useCoverageVerdict().lines.find((line) => line.hcpcsCode === code);

const policyOf = (verdict: LineCoverageVerdict) => `${verdict.policy} (${verdict.policyName})`;

const HEADLINE: Record<Exclude<CoverageStatus, 'meets'>, string> = {
  does_not_meet: 'Does not meet',
  incomplete: 'Not yet shown to meet',
};

/**
 * Under a line: "Meets {policy}" or each missing or failing item, as the clinician types. A warning,
 * never a block: the order can be saved and sent either way (spec §5).
 */
export function LineCoverage({ code }: { code: string }) {
  const verdict = useLineVerdict(code);
  if (!verdict) return null;
  if (verdict.status === 'meets')
    return (
      <Text role="status" c="green" fw={600} size="sm" data-testid={`coverage-${code}`}>
        <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        Meets {policyOf(verdict)}
      </Text>
    );
  return (
    <Alert
      role="status"
      color={verdict.status === 'does_not_meet' ? 'orange' : 'gray'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`${HEADLINE[verdict.status]} ${policyOf(verdict)}`}
      data-testid={`coverage-${code}`}
      p="sm"
    >
      <List size="sm" spacing={2}>
        {verdict.findings.map((finding) => (
          <List.Item key={`${finding.criterion}:${finding.message}`}>{finding.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

const BADGE: Record<CoverageStatus, { color: string; label: string }> = {
  meets: { color: 'green', label: 'Meets' },
  does_not_meet: { color: 'orange', label: 'Not met' },
  incomplete: { color: 'gray', label: 'Incomplete' },
};

/** The line's verdict in its accordion header, so a saved (closed) line still shows it. */
export function LineCoverageBadge({ code }: { code: string }) {
  const verdict = useLineVerdict(code);
  if (!verdict) return null;
  const { color, label } = BADGE[verdict.status];
  return (
    <Badge color={color} variant="light" title={`${label}: ${policyOf(verdict)}`} style={{ flexShrink: 0 }}>
      {label}
      <VisuallyHidden>{` ${policyOf(verdict)}`}</VisuallyHidden>
    </Badge>
  );
}
