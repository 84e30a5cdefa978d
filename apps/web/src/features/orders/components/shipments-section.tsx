import type { Order } from '@dme/shared/orders/api';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type LineItem, shipmentLineItems } from '../order-view';
import { OrderItem } from './order-item';
import { ShipmentCard } from './shipment-card';

/**
 * The order's shipments, each with its items (the confirmation page and the history);
 * `itemActions` adds buttons to a shipped item (the history's review and help).
 */
export function ShipmentsSection({
  order,
  itemActions,
}: {
  order: Order;
  itemActions?: (item: LineItem) => ReactNode;
}) {
  if (order.shipments.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-label="Shipments">
      <Title order={2} fz="xl">
        Shipments
      </Title>
      {order.shipments.map((shipment) => (
        <ShipmentCard key={shipment.uuid} shipment={shipment}>
          {shipmentLineItems(shipment, order.lineItems).map((item) => (
            <OrderItem key={item.uuid} item={item} actions={itemActions?.(item)} />
          ))}
        </ShipmentCard>
      ))}
    </Stack>
  );
}
