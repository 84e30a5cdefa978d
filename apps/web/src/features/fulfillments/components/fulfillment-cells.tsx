import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** The confirmation number and how many of its items are still to ship. */
export function ConfirmationNumber({ fulfillment }: { fulfillment: Fulfillment }) {
  const unshipped = fulfillment.shipmentsCartItems.filter((item) => item.status === 'unshipped');
  return (
    <>
      <Text ff="monospace" fz="sm">
        {fulfillment.fulfillmentConfirmationNumber}
      </Text>
      <Text fz="xs" c="gray.7">
        {unshipped.length === 0 ? 'All items shipped' : `${unshipped.length} to ship`}
      </Text>
    </>
  );
}

export function TrackerLink({ fulfillment }: { fulfillment: Fulfillment }) {
  return (
    <Anchor
      href={fulfillment.orderShipmentUrl}
      target="_blank"
      rel="noopener"
      fz="sm"
      aria-label={`Tracker for ${fulfillment.fulfillmentConfirmationNumber}`}
    >
      <Group gap={4} wrap="nowrap">
        Tracker
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
