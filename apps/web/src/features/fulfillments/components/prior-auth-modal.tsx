import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { notifications } from '../../../lib/toasts';
import { PriorAuthStatusModal } from '../../work-orders';
import { setPriorAuth } from '../api/fulfillment-calls';
import { useFulfillmentChange } from '../api/use-fulfillment-change';

/** The supplier sets the work order's prior-auth status, with the payer's response if it has one. */
export function PriorAuthModal({ fulfillment, onClose }: { fulfillment: Fulfillment; onClose: () => void }) {
  const save = useFulfillmentChange(setPriorAuth);
  return (
    <PriorAuthStatusModal
      title={`Prior authorization — ${fulfillment.patientName ?? ''}`}
      initialStatus={fulfillment.priorAuthStatus}
      deadline={fulfillment.priorAuthDeadline}
      asksExpedited
      isSaving={save.isPending}
      onClose={onClose}
      onSave={({ status, blobSignedId, expedited }) =>
        save.mutate(
          {
            number: fulfillment.fulfillmentConfirmationNumber,
            priorAuthStatus: status,
            blobSignedId,
            expedited,
          },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `Prior authorization: ${status}` });
              onClose();
            },
          },
        )
      }
    />
  );
}
