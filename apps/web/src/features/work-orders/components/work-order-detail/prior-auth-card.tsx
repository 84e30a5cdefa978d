import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { PRIOR_AUTH_DEADLINE_TEXT } from '@dme/shared/work-orders/prior-auth-deadlines';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { PriorAuthDeadlineNote } from '../prior-auth-deadline';
import { PriorAuthTag } from '../prior-auth-tag';

/** The prior authorisation on the work order page: its status, when it was submitted, and when the payer must decide. */
export function PriorAuthCard({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { priorAuthDeadline: deadline } = workOrder;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="prior-auth">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id="prior-auth">
          Prior authorization
        </Title>
        <PriorAuthTag workOrder={workOrder} />
      </Group>
      <Stack gap={6} align="flex-start">
        {deadline.submittedAt ? (
          <Text size="sm">
            Submitted to the payer {dayjs(deadline.submittedAt).format('MM/DD/YYYY h:mm A')}
            {deadline.expedited ? ` (${PRIOR_AUTH_DEADLINE_TEXT.expedited.toLowerCase()})` : ''}
          </Text>
        ) : (
          workOrder.priorAuthStatus === 'Pending' && (
            <Text size="sm" c="dimmed">
              Not submitted to the payer yet.
            </Text>
          )
        )}
        <PriorAuthDeadlineNote deadline={deadline} />
        {deadline.state === 'not_covered' && (
          <Text size="xs" c="dimmed">
            {PRIOR_AUTH_DEADLINE_TEXT.notCoveredHelp}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
