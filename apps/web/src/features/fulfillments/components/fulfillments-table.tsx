import { Anchor, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { formatDate } from '../../work-orders/format';
import { useFulfillments } from '../api/fulfillments';
import { SupplierActions } from './supplier-actions';
import { UsageDataStatus } from './usage-data-status';

const COLUMNS = [
  'Patient',
  'Confirmation Number',
  'Order Date',
  'Fulfillment Tracker',
  'Request Type',
  'Request Status',
];

/** Spec §2 "Fulfillments dashboard", for suppliers (with their actions) and on the provider dashboard. */
export function FulfillmentsTable() {
  const isSupplier = roleOf(useAuthSession()) === 'supplier';
  const fulfillments = useFulfillments();

  if (!fulfillments.isSuccess)
    return (
      <QueryFallback
        isError={fulfillments.isError}
        loadingLabel="Loading fulfillments"
        errorTitle="We could not load the fulfillments"
      />
    );
  if (fulfillments.data.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="gray.7" ta="center">
          No fulfillments yet.
        </Text>
      </Paper>
    );

  return (
    <Paper withBorder radius="lg" px="md" py="xs">
      <Table.ScrollContainer minWidth={isSupplier ? 920 : 820}>
        <Table verticalSpacing="sm" aria-label="Fulfillments">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} tt="uppercase" fz="xs" c="gray.7">
                  {column}
                </Table.Th>
              ))}
              {isSupplier && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fulfillments.data.map((fulfillment) => {
              const number = fulfillment.fulfillmentConfirmationNumber;
              const unshipped = fulfillment.shipmentsCartItems.filter((item) => item.status === 'unshipped');
              return (
                <Table.Tr key={number}>
                  <Table.Td fw={600}>{fulfillment.patientName ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" fz="sm">
                      {number}
                    </Text>
                    <Text fz="xs" c="gray.7">
                      {unshipped.length === 0 ? 'All items shipped' : `${unshipped.length} to ship`}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(fulfillment.createdAt)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={fulfillment.orderShipmentUrl}
                      target="_blank"
                      rel="noopener"
                      fz="sm"
                      aria-label={`Tracker for ${number}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        Tracker
                        <IconExternalLink size={14} aria-hidden />
                      </Group>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{fulfillment.requestType}</Table.Td>
                  <Table.Td>
                    <UsageDataStatus fulfillment={fulfillment} canRequest={!isSupplier} />
                  </Table.Td>
                  {isSupplier && (
                    <Table.Td ta="right">
                      <SupplierActions fulfillment={fulfillment} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
