import type { CoverageStatus } from '@dme/shared/coverage/verdict';
import type { StoredCoverageVerdict } from '@dme/shared/work-orders/api';
import { Badge, List, Stack, Text } from '@mantine/core';
import { WHOLE_TEXT } from '../../../components/ui/status-tag';
import { formatDate } from '../../../lib/format';

/** What a verdict tells the clinic and the supplier, in the words the dashboard filter uses too. */
export const COVERAGE_LABELS: Record<CoverageStatus, string> = {
  meets: 'Meets coverage',
  does_not_meet: 'Will not qualify',
  incomplete: 'Missing information',
};
const COVERAGE_COLORS: Record<CoverageStatus, string> = {
  meets: 'green',
  does_not_meet: 'orange',
  incomplete: 'yellow',
};
/** A work order written before coverage checks existed has no verdict; it is never judged later. */
export const NOT_CHECKED = 'Not checked';

type Verdict = StoredCoverageVerdict | null | undefined;

/** The order's coverage verdict as a tag (dashboard rows, the work order page, fulfillments). */
export function CoverageTag({ verdict }: { verdict: Verdict }) {
  return (
    <Badge color={verdict ? COVERAGE_COLORS[verdict.status] : 'gray'} variant="light" styles={WHOLE_TEXT}>
      {verdict ? COVERAGE_LABELS[verdict.status] : NOT_CHECKED}
    </Badge>
  );
}

/**
 * The verdict's reasons: the written order's missing elements, then each governed line — "Meets
 * LCD L33718 (PAP for OSA)" or the exact failing and missing items — and the rule version it was
 * judged under. `dense` is the small print of a table cell, which lists only what is wrong.
 */
export function CoverageFindings({ verdict, dense = false }: { verdict: Verdict; dense?: boolean }) {
  if (!verdict) return null;
  const size = dense ? 'xs' : 'sm';
  const lines = dense ? verdict.lines.filter((line) => line.status !== 'meets') : verdict.lines;
  return (
    <Stack gap={dense ? 2 : 'xs'}>
      {verdict.findings.length > 0 && (
        <List size={size} aria-label="Written order elements missing">
          {verdict.findings.map((finding) => (
            <List.Item key={finding.criterion + finding.message}>{finding.message}</List.Item>
          ))}
        </List>
      )}
      {lines.map((line) => {
        const policy = `${line.policy} (${line.policyName})`;
        return line.status === 'meets' ? (
          <Text key={line.hcpcsCode} size={size} c="green">
            {line.hcpcsCode}: Meets {policy}
          </Text>
        ) : (
          <Stack key={line.hcpcsCode} gap={2}>
            <Text size={size} fw={600}>
              {line.hcpcsCode}: {policy}
            </Text>
            <List size={size} aria-label={`${line.hcpcsCode} coverage findings`}>
              {line.findings.map((finding) => (
                <List.Item key={finding.criterion + finding.message}>{finding.message}</List.Item>
              ))}
            </List>
          </Stack>
        );
      })}
      {!dense && (
        <Text size="xs" c="dimmed">
          Checked {formatDate(verdict.evaluatedAt)} under coverage rules {verdict.ruleVersion}
        </Text>
      )}
    </Stack>
  );
}
