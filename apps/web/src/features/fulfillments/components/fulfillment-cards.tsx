import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { LabelledValue } from '../../../components/ui/labelled-value';
import { formatDate } from '../../../lib/format';
import { ConfirmationNumber, FulfillmentCoverage, TrackerLink } from './fulfillment-cells';
import { FulfillmentPriorAuth } from './fulfillment-prior-auth';
import { SupplierActions } from './supplier-actions';
import { showsUsageDataStatus, UsageDataStatus } from './usage-data-status';

/**
 * The fulfillments on a phone (issue 13 item 16): one card per fulfillment with every column of the
 * table as a labelled field and the Manage menu beside the patient, so nothing is off-screen.
 */
export function FulfillmentCards({
  fulfillments,
  isSupplier,
}: {
  fulfillments: Fulfillment[];
  isSupplier: boolean;
}) {
  return (
    <Stack component="ul" aria-label="Fulfillments" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {fulfillments.map((fulfillment) => (
        <Paper component="li" key={fulfillment.fulfillmentConfirmationNumber} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Box miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {fulfillment.patientName ?? '—'}
                </Text>
                <ConfirmationNumber fulfillment={fulfillment} />
                <FulfillmentPriorAuth fulfillment={fulfillment} />
              </Box>
              {isSupplier && <SupplierActions fulfillment={fulfillment} />}
            </Group>
            <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
              <LabelledValue label="Order Date">{formatDate(fulfillment.createdAt)}</LabelledValue>
              <LabelledValue label="Request Type">{fulfillment.requestType}</LabelledValue>
              <LabelledValue label="Coverage" wide>
                <FulfillmentCoverage fulfillment={fulfillment} />
              </LabelledValue>
              <LabelledValue label="Fulfillment Tracker">
                <TrackerLink fulfillment={fulfillment} />
              </LabelledValue>
              {showsUsageDataStatus(fulfillment, !isSupplier) && (
                <LabelledValue label="Request Status">
                  <UsageDataStatus fulfillment={fulfillment} canRequest={!isSupplier} />
                </LabelledValue>
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
