import { DELIVERY_MESSAGES, formatDeliveryDay } from '@dme/shared/delivery/api';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusTag } from '../../../components/ui/status-tag';
import type { Fulfillment } from '../order-view';

/** The supplier's phone as a `tel:` address: its digits, as the US number it is. */
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

/**
 * One supplier's part of the order (issue 48 item 4): what it is doing, the day it promised when the
 * order was placed, and how to reach it; then its items.
 */
export function FulfillmentCard({
  fulfillment,
  children,
}: {
  fulfillment: Fulfillment;
  children: ReactNode;
}) {
  const { supplier, displayStatus, expectedDeliveryDate, isSameDayDelivery } = fulfillment;
  const isDelivered = displayStatus === 'Delivered';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={`Fulfilled by ${supplier.name}`}>
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Text fw={700} fz="sm" c="gray.7" tt="uppercase">
              Fulfilled by {supplier.name}
            </Text>
            <StatusTag status={displayStatus} />
          </Group>
          {expectedDeliveryDate && !isDelivered && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={18} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
              <Text fw={600}>
                {DELIVERY_MESSAGES.expectedOn(formatDeliveryDay(expectedDeliveryDate), isSameDayDelivery)}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconPhone size={18} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text fz="sm">
              Questions about this delivery? {supplier.name}:{' '}
              {supplier.phoneNumber && (
                <>
                  <Anchor href={telOf(supplier.phoneNumber)}>{supplier.phoneNumber}</Anchor>
                  {' · '}
                </>
              )}
              <Anchor href={`mailto:${supplier.email}`} style={{ overflowWrap: 'anywhere' }}>
                {supplier.email}
              </Anchor>
            </Text>
          </Group>
        </Stack>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
