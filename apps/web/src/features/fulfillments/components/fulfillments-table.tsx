import { Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { formatDate } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useFulfillments } from '../api/fulfillments';
import { FulfillmentCards } from './fulfillment-cards';
import { ConfirmationNumber, FulfillmentCoverage, TrackerLink } from './fulfillment-cells';
import { FulfillmentPriorAuth } from './fulfillment-prior-auth';
import { SupplierActions } from './supplier-actions';
import { UsageDataStatus } from './usage-data-status';

const COLUMNS = [
  'Patient',
  'Confirmation Number',
  'Order Date',
  'Fulfillment Tracker',
  'Request Type',
  'Coverage',
  'Request Status',
];

/** Spec §2 "Fulfillments dashboard", for suppliers (with their actions) and on the provider dashboard. */
export function FulfillmentsTable() {
  const isSupplier = roleOf(useAuthSession()) === 'supplier';
  const fulfillments = useFulfillments();
  const isPhone = useIsPhone();

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

  // Seven columns do not fit a phone, and a sideways-scrolling table hides the tracker and the
  // supplier's menu: there each fulfillment is a card.
  if (isPhone) return <FulfillmentCards fulfillments={fulfillments.data} isSupplier={isSupplier} />;

  return (
    <Paper withBorder radius="lg" px="md" py="xs">
      <Table.ScrollContainer minWidth={isSupplier ? 1040 : 940}>
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
              return (
                <Table.Tr key={number}>
                  <Table.Td fw={600}>
                    <Stack gap={6} align="flex-start">
                      {fulfillment.patientName ?? '—'}
                      <FulfillmentPriorAuth fulfillment={fulfillment} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <ConfirmationNumber fulfillment={fulfillment} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(fulfillment.createdAt)}</Table.Td>
                  <Table.Td>
                    <TrackerLink fulfillment={fulfillment} />
                  </Table.Td>
                  <Table.Td>{fulfillment.requestType}</Table.Td>
                  <Table.Td maw={260}>
                    <FulfillmentCoverage fulfillment={fulfillment} />
                  </Table.Td>
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
