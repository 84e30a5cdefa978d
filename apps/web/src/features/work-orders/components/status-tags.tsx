import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import type { WorkOrderSummary } from '@dme/shared/work-orders/api';
import { displayStatusColor, priorAuthColor } from '@dme/shared/work-orders/display-status';
import { Badge, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { openAttachment } from '../../attachments/api/download-url';

// A Badge cuts its label with an ellipsis, and a table column squeezes it to "SUPPLIER PROCE…" on a
// phone (issue 13 item 16): a squeezed tag wraps its words instead, and shows the whole status.
export const WHOLE_TEXT = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.35, textAlign: 'center' },
} as const;

export function StatusTag({ status }: { status: string }) {
  return (
    <Badge color={displayStatusColor(status)} variant="light" styles={WHOLE_TEXT}>
      {status}
    </Badge>
  );
}

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
