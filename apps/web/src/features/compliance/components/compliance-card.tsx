import { COMPLIANCE_LABELS, type ComplianceReport } from '@dme/shared/compliance/api';
import { COMPLIANCE_RULE, type ComplianceState } from '@dme/shared/compliance/rule';
import { Alert, Badge, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

/** recharts is ~100 KB gzip: fetched only when a card is on screen (never in a shared chunk). */
import { LabelledValue } from '../../../components/ui/labelled-value';

const UsageChart = lazy(() => import('./usage-chart'));

const STATE_COLORS: Record<ComplianceState, string> = {
  compliant: 'green',
  on_track: 'blue',
  at_risk: 'orange',
  not_compliant: 'red',
  no_data: 'gray',
};

/** MM/DD/YYYY (spec §9) for an ISO calendar date, without a time-zone shift. */
const formatNight = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '--';

function verdictOf(report: ComplianceReport) {
  const earliest = formatNight(report.earliestCompliantDate);
  switch (report.state) {
    case 'compliant':
      return `Compliant since ${formatNight(report.compliantOn)}`;
    case 'on_track':
      return `Not yet compliant; can be by ${earliest}`;
    case 'at_risk':
      return `Only with use every remaining night, by ${earliest}`;
    case 'not_compliant':
      return '70 % of 30 nights can no longer be reached within the first 90 days';
    case 'no_data':
      return 'No night of use reported yet';
  }
}

/**
 * The compliance card (issue 15 §2): 90-day usage chart with the 4-hour line, the best window,
 * the verdict, days left, average AHI and leak, and the re-evaluation window of the PAP LCD.
 */
export function ComplianceCard({ report }: { report: ComplianceReport }) {
  const window = report.bestWindow;
  const titleId = `compliance-${report.fulfillmentConfirmationNumber}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Title order={2} size="h4" id={titleId}>
              CPAP compliance
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Fulfillment {report.fulfillmentConfirmationNumber} · usage through{' '}
              {formatNight(report.reportedThrough)}
            </Text>
          </Box>
          <Badge size="lg" color={STATE_COLORS[report.state]} variant="light" data-testid="compliance-state">
            {COMPLIANCE_LABELS[report.state]}
          </Badge>
        </Group>
        {report.reevaluation.isDue && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconCalendarCheck size={20} aria-hidden />}
            title="Re-evaluation due"
          >
            A clinical re-evaluation is due between {formatNight(report.reevaluation.from)} and{' '}
            {formatNight(report.reevaluation.to)} (days {COMPLIANCE_RULE.reevaluationFromDay}–
            {COMPLIANCE_RULE.reevaluationToDay} of therapy).
          </Alert>
        )}
        <Suspense fallback={<Skeleton h={220} aria-label="Loading the usage chart" />}>
          <UsageChart report={report} />
        </Suspense>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
          <LabelledValue label="Verdict">{verdictOf(report)}</LabelledValue>
          <LabelledValue label="Best 30 nights">
            {window
              ? `${window.nightsUsed} of 30 nights ≥ 4 h (${window.percent} %), ${formatNight(window.start)}–${formatNight(window.end)}`
              : '--'}
          </LabelledValue>
          <LabelledValue label="Days left">
            {report.daysLeft} of {COMPLIANCE_RULE.periodDays} (until {formatNight(report.periodEnd)})
          </LabelledValue>
          <LabelledValue label="Average AHI">
            {report.averageAhi === null ? '--' : `${report.averageAhi} events/h`}
          </LabelledValue>
          <LabelledValue label="Average leak (95th pct.)">
            {report.averageLeak95 === null ? '--' : `${report.averageLeak95} L/min`}
          </LabelledValue>
          <LabelledValue label="Re-evaluation">
            {formatNight(report.reevaluation.from)}–{formatNight(report.reevaluation.to)}
          </LabelledValue>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
