import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { priorAuthColor } from '@dme/shared/work-orders/display-status';
import { Badge, Group, Stack } from '@mantine/core';
import { WHOLE_TEXT } from '../../../components/ui/status-tag';
import { PriorAuthDeadlineNote } from '../../work-orders';

/** The work order's prior-auth status and the payer's decision deadline, for whoever sees the full fulfillment. */
export function FulfillmentPriorAuth({ fulfillment }: { fulfillment: Fulfillment }) {
  const { priorAuthStatus, priorAuthDeadline } = fulfillment;
  if (!priorAuthStatus) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <Badge color={priorAuthColor(priorAuthStatus)} variant="light" styles={WHOLE_TEXT}>
          Prior auth: {priorAuthStatus}
        </Badge>
      </Group>
      {priorAuthDeadline && <PriorAuthDeadlineNote deadline={priorAuthDeadline} />}
    </Stack>
  );
}
