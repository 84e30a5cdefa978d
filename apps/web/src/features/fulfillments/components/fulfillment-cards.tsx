import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../work-orders/format';
import { ConfirmationNumber, TrackerLink } from './fulfillment-cells';
import { SupplierActions } from './supplier-actions';
import { showsUsageDataStatus, UsageDataStatus } from './usage-data-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" tt="uppercase" fz="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm">
        {children}
      </Box>
    </Box>
  );
}

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
              </Box>
              {isSupplier && <SupplierActions fulfillment={fulfillment} />}
            </Group>
            <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
              <Field label="Order Date">{formatDate(fulfillment.createdAt)}</Field>
              <Field label="Request Type">{fulfillment.requestType}</Field>
              <Field label="Fulfillment Tracker">
                <TrackerLink fulfillment={fulfillment} />
              </Field>
              {showsUsageDataStatus(fulfillment, !isSupplier) && (
                <Field label="Request Status">
                  <UsageDataStatus fulfillment={fulfillment} canRequest={!isSupplier} />
                </Field>
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
