import { ALWAYS_SENT, type MessageChannel } from '@dme/shared/notifications/texts';
import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ChannelChange, ChannelChoices } from '../../../components/ui/channel-choice';
import { errorMessage } from '../../../lib/api-errors';
import { useChangeSubscription, useSubscriptions } from '../api/unsubscribe';

const TITLE = 'Messages about your order';

/**
 * The e-mail's unsubscribe link: what she gets about this order now, what each button does, what
 * changed, and the way back (issue 48 item 6). Nothing changes by merely opening it; the page reads
 * the state from the server, so a used button does not come back on a reload.
 */
export function UnsubscribePage() {
  useDocumentTitle(`${TITLE} | Carelane`);
  const [params] = useSearchParams();
  const link = { order: params.get('order') ?? '', access: params.get('access') ?? '' };
  const subscriptions = useSubscriptions(link);
  const change = useChangeSubscription();
  const [changed, setChanged] = useState<ChannelChange | null>(null);
  const choose = (channel: MessageChannel, subscribed: boolean) =>
    change.mutate(
      { link, channel, subscribed },
      { onSuccess: () => setChanged({ channel, to: subscribed ? 'resumed' : 'stopped' }) },
    );
  const data = subscriptions.data;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {TITLE}
        </Title>
        {subscriptions.isPending && <Loader size="sm" aria-label="Loading your messages" />}
        {subscriptions.isError && (
          <Alert color="red" role="alert">
            {errorMessage(subscriptions.error)}
          </Alert>
        )}
        {data && (
          <>
            <Text>
              This is what you get about this order now. Each button says what it does; nothing changes until
              you press one.
            </Text>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="lg">
                <ChannelChoices
                  email={data.email}
                  sms={data.sms}
                  onChange={choose}
                  pendingChannel={change.isPending ? (change.variables?.channel ?? null) : null}
                  changed={changed}
                />
              </Stack>
            </Paper>
            {change.isError && (
              <Alert color="red" role="alert">
                {errorMessage(change.error)}
              </Alert>
            )}
            <Text size="sm" c="gray.7">
              {ALWAYS_SENT}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
