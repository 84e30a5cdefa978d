import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { type MessageChannel, useUnsubscribe } from '../api/unsubscribe';

const TITLE = 'Stop messages about your order';
const DONE: Record<MessageChannel, string> = {
  email: 'You will get no more order updates or supply reminders by e-mail at this address.',
  sms: 'You will get no more text messages at the number you gave us.',
};

/** The e-mail's unsubscribe link: the patient chooses which channel to stop; nothing stops by merely opening it. */
export function UnsubscribePage() {
  useDocumentTitle(`${TITLE} | Carelane`);
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  const access = params.get('access') ?? '';
  const stop = useUnsubscribe();
  const choose = (channel: MessageChannel) => stop.mutate({ order, access, channel });

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {TITLE}
        </Title>
        {stop.isSuccess ? (
          <Alert color="green" title="Done">
            {DONE[stop.data.channel]}
          </Alert>
        ) : (
          <>
            <Text>
              Choose what to stop. Receipts and sign-in codes still come by e-mail, because you asked for
              them.
            </Text>
            <Group>
              <Button
                onClick={() => choose('email')}
                loading={stop.isPending && stop.variables?.channel === 'email'}
              >
                Stop e-mails
              </Button>
              <Button
                variant="default"
                onClick={() => choose('sms')}
                loading={stop.isPending && stop.variables?.channel === 'sms'}
              >
                Stop text messages
              </Button>
            </Group>
          </>
        )}
        {stop.isError && <Alert color="red">{errorMessage(stop.error)}</Alert>}
      </Stack>
    </Container>
  );
}
