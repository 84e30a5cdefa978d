import type { Order } from '@dme/shared/orders/api';
import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PriceLine } from '../../../components/ui/price-line';
import { signedSavings } from '../../../lib/format';
import { addressLines } from '../order-view';

/**
 * The shipping address and the order's prices. `columns` puts them side by side (the history's wide
 * layout); otherwise they stack (the confirmation page's sidebar).
 */
export function OrderSummaryCard({ order, columns = false }: { order: Order; columns?: boolean }) {
  const prices = order.formattedPrices;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Order summary">
      <SimpleGrid cols={{ base: 1, sm: columns ? 2 : 1 }} spacing="xl">
        <Stack gap={4}>
          <Title order={2} fz="md">
            Shipping address
          </Title>
          <Text fz="sm">{order.customerDetails.name}</Text>
          {addressLines(order.shippingAddress).map((line) => (
            <Text fz="sm" key={line}>
              {line}
            </Text>
          ))}
          <Text fz="sm" c="gray.7">
            {order.customerDetails.email}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="md">
            Order summary
          </Title>
          <PriceLine label="Subtotal">{prices.subtotal}</PriceLine>
          <PriceLine label="Service Fee">{prices.patientServiceFee}</PriceLine>
          <PriceLine label="Shipping">Free</PriceLine>
          <PriceLine label="Tax">{prices.tax}</PriceLine>
          <PriceLine label="Insurance Savings">{signedSavings(prices.insuranceSavings)}</PriceLine>
          <Divider />
          <PriceLine label="Total paid" total="md">
            {prices.amountPatientPaid}
          </PriceLine>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
