import { CHANNEL_TEXTS, type MessageChannel } from '@dme/shared/notifications/texts';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';

interface ChannelChoiceProps {
  channel: MessageChannel;
  subscribed: boolean;
  /** Where that channel's messages go (an address, a number), as the page may show it. */
  destination: string | null;
  onChange: (subscribed: boolean) => void;
  isPending: boolean;
  /** Whether the channel can be resumed from here (texts need a number). */
  canResume?: boolean;
  /** Said once a change went through: what changed. */
  changed?: 'stopped' | 'resumed' | null;
}

/**
 * One channel of the patient's order messages — what it carries, whether it is on and where it
 * goes, and the one button that changes it, saying what that does — on the unsubscribe page and in
 * Account Settings alike. Only the button that applies shows, so a used one never comes back.
 */
export function ChannelChoice({
  channel,
  subscribed,
  destination,
  onChange,
  isPending,
  canResume = true,
  changed,
}: ChannelChoiceProps) {
  const texts = CHANNEL_TEXTS[channel];
  const headingId = `channel-${channel}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={700} id={headingId}>
            {texts.label}
          </Text>
          <Text size="sm">{texts.carries}</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {subscribed ? texts.on(destination) : texts.off}
          </Text>
        </Stack>
        {(subscribed || canResume) && (
          <Stack gap={4} style={{ flex: '0 1 16rem' }}>
            <Button
              variant={subscribed ? 'default' : 'filled'}
              loading={isPending}
              onClick={() => onChange(!subscribed)}
            >
              {subscribed ? texts.stop : texts.resume}
            </Button>
            <Text size="xs" c="gray.7">
              {subscribed ? texts.stopDoes : texts.resumeDoes}
            </Text>
          </Stack>
        )}
      </Group>
      {changed && (
        <Alert color="green" variant="light" role="status">
          {changed === 'stopped' ? texts.stopped : texts.resumed}
        </Alert>
      )}
    </Stack>
  );
}

/** A channel's change once it went through, said beside that channel. */
export interface ChannelChange {
  channel: MessageChannel;
  to: 'stopped' | 'resumed';
}

/**
 * Both channels of the patient's order messages, e-mail then texts, as the unsubscribe page and
 * Account Settings show them; texts resume only where there is a number for them.
 */
export function ChannelChoices({
  email,
  sms,
  onChange,
  pendingChannel,
  changed,
}: {
  email: { subscribed: boolean; address: string | null };
  sms: { subscribed: boolean; phone: string | null };
  onChange: (channel: MessageChannel, subscribed: boolean) => void;
  /** The channel whose change is on its way, if any. */
  pendingChannel: MessageChannel | null;
  changed: ChannelChange | null;
}) {
  const changeOf = (channel: MessageChannel) => (changed?.channel === channel ? changed.to : null);
  return (
    <>
      <ChannelChoice
        channel="email"
        subscribed={email.subscribed}
        destination={email.address}
        onChange={(subscribed) => onChange('email', subscribed)}
        isPending={pendingChannel === 'email'}
        changed={changeOf('email')}
      />
      <Divider />
      <ChannelChoice
        channel="sms"
        subscribed={sms.subscribed}
        destination={sms.phone}
        canResume={sms.phone !== null}
        onChange={(subscribed) => onChange('sms', subscribed)}
        isPending={pendingChannel === 'sms'}
        changed={changeOf('sms')}
      />
    </>
  );
}
