import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import type { Shipment } from '../order-view';

/** Spec patient §2: "Shipped: date", "Fulfilled By: supplier" and a "Track Shipment" link, then the items. */
export function ShipmentCard({ shipment, children }: { shipment: Shipment; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`Shipment of ${formatDate(shipment.createdAt)}`}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconTruckDelivery size={24} stroke={1.6} aria-hidden color="var(--mantine-color-brand-8)" />
            <Stack gap={0}>
              <Text fw={700}>Shipped: {formatDate(shipment.createdAt)}</Text>
              <Text fz="sm" c="gray.7">
                Fulfilled By: {shipment.supplierName}
              </Text>
              <Text fz="sm" c="gray.7">
                {shipment.carrier === shipment.trackingSite
                  ? `Tracked at ${shipment.trackingSite}`
                  : `${shipment.carrier} — tracked at ${shipment.trackingSite}`}
              </Text>
              {shipment.deliveredAt && (
                <Text fz="sm" c="teal" fw={600}>
                  Delivered: {formatDate(shipment.deliveredAt)}
                </Text>
              )}
            </Stack>
          </Group>
          <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            <Group gap={4} wrap="nowrap">
              Track Shipment
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
