import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { Button, Menu, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { notifications } from '../../../lib/toasts';
import { FulfillmentCompliance } from '../../compliance';
import { createUsageData, markDelivered } from '../api/fulfillment-calls';
import { useFulfillmentChange, useRefreshFulfillments } from '../api/use-fulfillment-change';
import { deliveryLabels } from '../delivery-labels';

// Loaded when first opened: the uploads they carry are not part of the dashboard's first load.
const AttachmentsModal = lazy(async () => ({
  default: (await import('../../attachments')).AttachmentsModal,
}));
const PriorAuthModal = lazy(async () => ({ default: (await import('./prior-auth-modal')).PriorAuthModal }));

export const DELIVERED_MESSAGE = 'Shipment marked as delivered';

type Dialog = 'usage-data' | 'compliance' | 'prior-auth' | null;

/** What a supplier does with one fulfillment: usage data, deliveries and the prior-auth status. */
export function SupplierActions({ fulfillment }: { fulfillment: Fulfillment }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = useRefreshFulfillments();
  const deliver = useFulfillmentChange(markDelivered);
  const number = fulfillment.fulfillmentConfirmationNumber;
  const undelivered = fulfillment.shipments.filter((shipment) => !shipment.deliveredAt);
  const canUploadUsageData = ['requested', 'uploaded'].includes(fulfillment.usageDataStatus);
  const hasWorkOrder = fulfillment.consultationUuid !== null;
  const labels = deliveryLabels(undelivered);
  const isPhone = useMediaQuery('(max-width: 36em)');

  // Delivery cannot be undone here and moves the work order on: ask first, then say it is done.
  const confirmDelivered = (shipment: (typeof undelivered)[number]) =>
    modals.openConfirmModal({
      title: 'Mark this shipment delivered?',
      children: (
        <Stack gap={4}>
          <Text size="sm">
            Shipped {formatDate(shipment.createdAt)} for {fulfillment.patientName ?? number}.
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Tracking: {shipment.trackingUrl}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Mark delivered', cancel: 'Cancel' },
      onConfirm: () =>
        deliver.mutate(
          { number, shipmentUuid: shipment.uuid },
          { onSuccess: () => notifications.show({ color: 'green', message: DELIVERED_MESSAGE }) },
        ),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={deliver.isPending}
            aria-label={`Manage ${number}`}
          >
            Manage
          </Button>
        </Menu.Target>
        {/* On a phone the long delivery entries wrap inside the screen instead of running off it. */}
        <Menu.Dropdown maw="calc(100vw - 1rem)">
          {undelivered.map((shipment, index) => (
            <Menu.Item key={shipment.uuid} onClick={() => confirmDelivered(shipment)}>
              {labels[index]}
            </Menu.Item>
          ))}
          {canUploadUsageData && (
            <Menu.Item onClick={() => setDialog('usage-data')}>Upload usage data</Menu.Item>
          )}
          {fulfillment.usageDataStatus === 'uploaded' && (
            <Menu.Item onClick={() => setDialog('compliance')}>Usage and compliance</Menu.Item>
          )}
          {hasWorkOrder && (
            <Menu.Item onClick={() => setDialog('prior-auth')}>Set prior auth status</Menu.Item>
          )}
          {undelivered.length === 0 && !canUploadUsageData && !hasWorkOrder && (
            <Menu.Item disabled>Nothing to do</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'usage-data' && (
          <AttachmentsModal
            opened
            onClose={() => setDialog(null)}
            title={`Usage data — ${fulfillment.patientName ?? number}`}
            attachments={fulfillment.usageDataDocuments}
            canDelete={false}
            multiple
            acceptsUsageFiles
            attach={(blobSignedIds) =>
              createUsageData({ blobSignedIds, fulfillmentConfirmationNumber: number })
            }
            onChanged={refresh}
          />
        )}
        {dialog === 'compliance' && (
          <Modal
            opened
            onClose={() => setDialog(null)}
            title={`Usage and compliance — ${fulfillment.patientName ?? number}`}
            size="xl"
            fullScreen={isPhone}
          >
            <FulfillmentCompliance number={number} />
          </Modal>
        )}
        {dialog === 'prior-auth' && (
          <PriorAuthModal fulfillment={fulfillment} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}
