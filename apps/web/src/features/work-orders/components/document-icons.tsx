import type { WorkOrderSummary } from '@dme/shared/work-orders/api';
import { NO_DOCUMENTS_REQUIRED_MESSAGE, type PacketType } from '@dme/shared/work-orders/packet-types';
import { ActionIcon, Stack, Text } from '@mantine/core';
import { IconBan, IconCircleCheckFilled, IconHandFinger } from '@tabler/icons-react';
import { notifications } from '../../../lib/toasts';

type PacketTypeInfo = WorkOrderSummary['patientPacketTypes'][number];

/** One line per document type, so the DOC TYPE and DOC STATUS cells line up. */
const LINE_HEIGHT = 30;

export function DocumentTypes({ workOrder }: { workOrder: WorkOrderSummary }) {
  return (
    <Stack gap={0}>
      {workOrder.patientPacketTypes.map((packetType) => (
        <Text key={packetType.type} size="sm" lh={`${LINE_HEIGHT}px`} style={{ whiteSpace: 'nowrap' }}>
          {packetType.name}
          {packetType.required ? '' : ' (optional)'}
        </Text>
      ))}
    </Stack>
  );
}

function iconOf(packetType: PacketTypeInfo) {
  if (packetType.uploaded)
    return { color: 'green', Icon: IconCircleCheckFilled, label: `${packetType.name}: uploaded` };
  if (packetType.uploadEnabled)
    return { color: 'red', Icon: IconHandFinger, label: `${packetType.name}: upload needed` };
  return { color: 'gray', Icon: IconBan, label: `${packetType.name}: no documents required` };
}

/** Spec §4: green check uploaded, red pointer upload enabled, gray not-allowed otherwise. */
export function DocumentStatuses({
  workOrder,
  onOpen,
}: {
  workOrder: WorkOrderSummary;
  onOpen: (packetType: PacketType) => void;
}) {
  return (
    <Stack gap={0}>
      {workOrder.patientPacketTypes.map((packetType) => {
        const { color, Icon, label } = iconOf(packetType);
        const isEnabled = packetType.uploaded || packetType.uploadEnabled;
        return (
          <ActionIcon
            key={packetType.type}
            variant="subtle"
            color={color}
            size={LINE_HEIGHT}
            aria-label={label}
            style={isEnabled ? undefined : { cursor: 'not-allowed' }}
            onClick={() =>
              isEnabled
                ? onOpen(packetType.type)
                : notifications.show({ color: 'gray', message: NO_DOCUMENTS_REQUIRED_MESSAGE })
            }
          >
            <Icon size={20} aria-hidden />
          </ActionIcon>
        );
      })}
    </Stack>
  );
}
