import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import type { WorkOrderSummary } from '@dme/shared/work-orders/api';
import { priorAuthColor } from '@dme/shared/work-orders/display-status';
import { Badge, UnstyledButton } from '@mantine/core';
import { WHOLE_TEXT } from '../../../components/ui/status-tag';
import { notifications } from '../../../lib/toasts';
import { openAttachment } from '../../attachments';

/** Spec §4: when the payer's response is on file, the tag downloads it. */
export function PriorAuthTag({ workOrder }: { workOrder: WorkOrderSummary }) {
  const { priorAuthStatus, priorAuthPayerResponse } = workOrder;
  const badge = (
    <Badge
      color={priorAuthColor(priorAuthStatus)}
      variant="light"
      styles={WHOLE_TEXT}
      style={priorAuthPayerResponse ? { cursor: 'pointer', textDecoration: 'underline' } : undefined}
    >
      {priorAuthStatus}
    </Badge>
  );
  if (!priorAuthPayerResponse) return badge;
  return (
    <UnstyledButton
      aria-label={`${priorAuthStatus}: download the payer response`}
      onClick={() =>
        openAttachment(priorAuthPayerResponse.uuid).catch(() =>
          notifications.show({ color: 'red', message: UPLOAD_MESSAGES.somethingWentWrong }),
        )
      }
    >
      {badge}
    </UnstyledButton>
  );
}
