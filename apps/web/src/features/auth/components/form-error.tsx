import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The error banner of the auth forms (spec §4: idle, submitting, then success or an error banner),
 * with an optional way out under the message (e.g. "send a new code").
 */
export function FormError({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      {action ? (
        <Stack gap={6} align="flex-start">
          <span>{message}</span>
          {action}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
