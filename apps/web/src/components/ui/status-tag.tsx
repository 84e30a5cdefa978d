import { displayStatusColor } from '@dme/shared/work-orders/display-status';
import { Badge } from '@mantine/core';

// A Badge cuts its label with an ellipsis, and a table column squeezes it to "SUPPLIER PROCE…" on a
// phone (issue 13 item 16): a squeezed tag wraps its words instead, and shows the whole status.
export const WHOLE_TEXT = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.35, textAlign: 'center' },
} as const;

/** A work order's or an order's display status, in its colour. */
export function StatusTag({ status }: { status: string }) {
  return (
    <Badge color={displayStatusColor(status)} variant="light" styles={WHOLE_TEXT}>
      {status}
    </Badge>
  );
}
