import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { Card, Group, Text, Title } from '@mantine/core';
import { CoverageFindings, CoverageTag } from '../coverage-tag';

/** The coverage verdict stored when the order was written, with every finding behind it (issue 14). */
export function CoverageCard({ workOrder }: { workOrder: WorkOrderDetail }) {
  const verdict = workOrder.coverageVerdict;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="coverage-verdict">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id="coverage-verdict">
          Coverage
        </Title>
        <CoverageTag verdict={verdict} />
      </Group>
      {verdict ? (
        <CoverageFindings verdict={verdict} />
      ) : (
        <Text size="sm" c="dimmed">
          This order was written before coverage checks, so it has no verdict.
        </Text>
      )}
    </Card>
  );
}
