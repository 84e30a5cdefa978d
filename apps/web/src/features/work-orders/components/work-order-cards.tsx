import type { WorkOrderSummary } from '@dme/shared/work-orders/api';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../app/paths';
import { LabelledValue } from '../../../components/ui/labelled-value';
import { StatusTag } from '../../../components/ui/status-tag';
import { formatDate } from '../../../lib/format';
import { patientLabel } from '../grouping';
import { CoverageTag } from './coverage-tag';
import { DocumentStatuses, DocumentTypes } from './document-icons';
import { PriorAuthDeadlineNote } from './prior-auth-deadline';
import { PriorAuthTag } from './prior-auth-tag';

/**
 * The work orders on a phone (issue 48 item 13): one card per work order with every column of the
 * table as a labelled field, so nothing hides in a sideways scroll. Each card names its patient: a
 * card read alone has no row above it to borrow the name from.
 */
export function WorkOrderCards({
  workOrders,
  onOpenDocuments,
}: {
  workOrders: WorkOrderSummary[];
  onOpenDocuments: (workOrder: WorkOrderSummary, packetType: PacketType) => void;
}) {
  return (
    <Stack component="ul" aria-label="Work orders" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {workOrders.map((workOrder) => (
        <Paper component="li" key={workOrder.uuid} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Box miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {patientLabel(workOrder)}
                </Text>
                {workOrder.patientDob && (
                  <Text size="xs" c="gray.7">
                    DoB {formatDate(workOrder.patientDob)}
                  </Text>
                )}
              </Box>
              <Anchor
                component={Link}
                to={generatePath(paths.workOrder, { uuid: workOrder.uuid })}
                size="sm"
                fw={600}
                aria-label={`View work order for ${patientLabel(workOrder)} from ${formatDate(workOrder.createdAt)}`}
              >
                View
              </Anchor>
            </Group>
            <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
              <LabelledValue label="Date">{formatDate(workOrder.createdAt)}</LabelledValue>
              <LabelledValue label="Status">
                <StatusTag status={workOrder.displayStatus} />
              </LabelledValue>
              <LabelledValue label="Prior auth status">
                <Stack gap={4} align="flex-start">
                  <PriorAuthTag workOrder={workOrder} />
                  <PriorAuthDeadlineNote deadline={workOrder.priorAuthDeadline} />
                </Stack>
              </LabelledValue>
              <LabelledValue label="Coverage">
                <CoverageTag verdict={workOrder.coverageVerdict} />
              </LabelledValue>
              <LabelledValue label="Documents" wide>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <DocumentStatuses
                    workOrder={workOrder}
                    onOpen={(packetType) => onOpenDocuments(workOrder, packetType)}
                  />
                  <DocumentTypes workOrder={workOrder} />
                </Group>
              </LabelledValue>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
