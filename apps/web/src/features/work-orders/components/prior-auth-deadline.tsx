import {
  deadlineStateAt,
  PRIOR_AUTH_DEADLINE_TEXT,
  type PriorAuthDeadline,
} from '@dme/shared/work-orders/prior-auth-deadlines';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { WHOLE_TEXT } from '../../../components/ui/status-tag';

/** Where the user is: "11/27/2026 3:00 PM" (spec §9 dates, with the hour the deadline falls on). */
const formatDueAt = (iso: string) => dayjs(iso).format('MM/DD/YYYY h:mm A');

/**
 * When the payer's decision on a Pending or Submitted prior auth is due (CMS-0057-F), and overdue
 * once that has passed: judged against the browser's clock, so an open page turns overdue too.
 * A payer the rule does not cover shows no date, and says why.
 */
export function PriorAuthDeadlineNote({
  deadline,
  now = new Date(),
}: {
  deadline: PriorAuthDeadline;
  now?: Date;
}) {
  const state = deadlineStateAt(deadline, now);
  if (state === 'none') return null;
  if (state === 'not_covered')
    return (
      <Group gap={4} wrap="nowrap">
        <Text fz="xs" c="gray.7">
          {PRIOR_AUTH_DEADLINE_TEXT.notCovered}
        </Text>
        <Tooltip
          label={PRIOR_AUTH_DEADLINE_TEXT.notCoveredHelp}
          multiline
          w={280}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <IconInfoCircle
            size={14}
            role="img"
            tabIndex={0}
            aria-label={PRIOR_AUTH_DEADLINE_TEXT.notCoveredHelp}
            color="var(--mantine-color-gray-7)"
          />
        </Tooltip>
      </Group>
    );
  const when = formatDueAt(deadline.dueAt ?? '');
  const isOverdue = state === 'overdue';
  return (
    <Badge
      color={isOverdue ? 'red' : 'blue'}
      variant={isOverdue ? 'filled' : 'light'}
      styles={WHOLE_TEXT}
      // Two or three lines in a narrow column: a pill's round ends would squeeze them.
      radius="sm"
      tt="none"
      title={deadline.expedited ? PRIOR_AUTH_DEADLINE_TEXT.expedited : undefined}
    >
      {isOverdue ? PRIOR_AUTH_DEADLINE_TEXT.overdue(when) : PRIOR_AUTH_DEADLINE_TEXT.due(when)}
      {deadline.expedited ? ` · ${PRIOR_AUTH_DEADLINE_TEXT.expedited}` : ''}
    </Badge>
  );
}
