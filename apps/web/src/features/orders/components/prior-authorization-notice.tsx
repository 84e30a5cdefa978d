import type { Order } from '@dme/shared/orders/api';
import { priorAuthorizationNotice } from '@dme/shared/orders/prior-authorization';
import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';

const LOOK = {
  awaiting_approval: { color: 'yellow', Icon: IconHourglass },
  approved: { color: 'teal', Icon: IconCircleCheck },
  not_approved: { color: 'red', Icon: IconCircleX },
} as const;

/**
 * An order its plan must approve first (issue 48 item 3): waiting, approved or not, when she will
 * hear and what a refusal means — the order e-mail's words, with the day in the browser's time zone.
 */
export function PriorAuthorizationNotice({ order, now = new Date() }: { order: Order; now?: Date }) {
  const { priorAuthorization } = order;
  if (!priorAuthorization) return null;
  const notice = priorAuthorizationNotice(priorAuthorization, now);
  const { color, Icon } = LOOK[priorAuthorization.state];
  return (
    // A standing part of the order, not news: a region named by its title, not an alert read out on arrival.
    <Alert
      component="section"
      role="region"
      color={color}
      variant="light"
      radius="lg"
      title={notice.title}
      icon={<Icon size={20} aria-hidden />}
    >
      <Stack gap={6}>
        {notice.lines.map((line) => (
          <Text key={line} fz="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
