import { Anchor, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuthSession } from '../../../lib/auth-session';
import { webEnv } from '../../../lib/env';
import { closeHelp, useHelpState } from '../../../lib/help-store';
import { notifications } from '../../../lib/toasts';
import { SupportRequestForm } from './support-request-form';

/** The help widget's dialog: the support request form, then its confirmation. Loaded on first open. */
export function HelpModal() {
  const { opened, prefill } = useHelpState();
  const session = useAuthSession();
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const sent = (message: string) => {
    setConfirmation(message);
    notifications.show({ color: 'teal', title: 'Request sent', message });
  };

  return (
    <Modal
      opened={opened}
      onClose={closeHelp}
      closeButtonProps={{ 'aria-label': 'Close help' }}
      onExitTransitionEnd={() => setConfirmation(null)}
      title={confirmation ? 'Request sent' : 'How can we help?'}
      size="lg"
      radius="lg"
      padding="xl"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {confirmation ? (
        <Stack align="center" ta="center" gap="md" py="md">
          <ThemeIcon size={56} radius="xl" color="teal.8">
            <IconCircleCheck size={32} aria-hidden="true" />
          </ThemeIcon>
          <Text fz="lg" fw={600} role="status">
            {confirmation}
          </Text>
          <Button onClick={closeHelp}>Close</Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text c="gray.7">
            Send us a message and our support team will reply by e-mail, usually within one business day. You
            can also write to{' '}
            <Anchor href={`mailto:${webEnv.supportEmail}`} underline="always">
              {webEnv.supportEmail}
            </Anchor>
            .
          </Text>
          <SupportRequestForm
            defaultValues={{
              name: session?.user.fullName ?? '',
              email: session?.user.email ?? '',
              subject: '',
              description: '',
              ...prefill,
            }}
            onSent={sent}
            onCancel={closeHelp}
          />
        </Stack>
      )}
    </Modal>
  );
}
