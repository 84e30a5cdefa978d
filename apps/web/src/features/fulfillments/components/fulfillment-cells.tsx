import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { CoverageFindings, CoverageTag } from '../../work-orders';

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

/**
 * The work order's stored coverage verdict and what fails or is missing, so the supplier sees it
 * before shipping (issue 14). A direct purchase has no work order, so nothing to judge.
 */
export function FulfillmentCoverage({ fulfillment }: { fulfillment: Fulfillment }) {
  if (!fulfillment.consultationUuid) return <Text fz="sm">—</Text>;
  return (
    <Stack gap={4} align="flex-start">
      <CoverageTag verdict={fulfillment.coverageVerdict} />
      <CoverageFindings verdict={fulfillment.coverageVerdict} dense />
    </Stack>
  );
}
