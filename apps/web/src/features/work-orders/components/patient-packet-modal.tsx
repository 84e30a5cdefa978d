import type { WorkOrderSummary } from '@dme/shared/work-orders/api';
import { PACKET_TYPE_NAMES, type PacketType } from '@dme/shared/work-orders/packet-types';
import { useQueryClient } from '@tanstack/react-query';
import { AttachmentsModal, createPatientPacket } from '../../attachments';
import { workOrderKeys } from '../api/keys';
import { patientLabel } from '../grouping';

export interface PatientPacketTarget {
  workOrderUuid: string;
  packetType: PacketType;
}

/** The documents of one packet type of a work order; the list refetches after every change. */
export function PatientPacketModal({
  workOrder,
  packetType,
  onClose,
}: {
  workOrder: WorkOrderSummary;
  packetType: PacketType;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const attachments = workOrder.patientPackets
    .filter((packet) => packet.packetType === packetType)
    .map((packet) => packet.packet);

  return (
    <AttachmentsModal
      opened
      onClose={onClose}
      title={`${PACKET_TYPE_NAMES[packetType]} — ${patientLabel(workOrder)}`}
      attachments={attachments}
      canDelete
      multiple
      attach={(blobSignedIds) =>
        createPatientPacket({ blobSignedIds, consultationUuid: workOrder.uuid, packetType })
      }
      onChanged={() => queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() })}
    />
  );
}
