import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format';
import { useEndSessions, useSessions } from '../api/sessions';
import { lastUsedLabel } from './last-used';
import { SettingsSection } from './settings-section';

/** Signed-in sessions: each browser, when it was last used, "This device"; end one or all others. */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSessions();
  const others = sessions.data?.filter((session) => !session.isCurrent) ?? [];

  return (
    <SettingsSection
      id="sessions-settings"
      title="Signed-in devices"
      description="Where your account is signed in now. End a session you do not recognise, then change your password."
    >
      {sessions.isPending && <Loader size="sm" aria-label="Loading your sessions" />}
      {sessions.isError && <Alert color="red">{errorMessage(sessions.error)}</Alert>}
      {end.isError && <Alert color="red">{errorMessage(end.error)}</Alert>}
      {end.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {end.variables ? 'That device was signed out.' : 'Every other device was signed out.'}
        </Alert>
      )}
      {sessions.data && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessions">
          {sessions.data.map((session) => (
            <Group
              key={session.id}
              component="li"
              justify="space-between"
              gap="sm"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{session.device}</Text>
                  {session.isCurrent && (
                    <Badge color="dark" variant="outline">
                      This device
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="gray.7">
                  {lastUsedLabel(session.lastUsedAt, session.isCurrent)} · Signed in{' '}
                  {formatDate(session.signedInAt)}
                </Text>
              </Stack>
              {!session.isCurrent && (
                <Button
                  variant="default"
                  size="xs"
                  loading={end.isPending && end.variables === session.id}
                  onClick={() => end.mutate(session.id)}
                  aria-label={`End session on ${session.device}`}
                >
                  End session
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {others.length > 0 && (
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={end.isPending && end.variables === undefined}
          onClick={() => end.mutate(undefined)}
        >
          End all other sessions
        </Button>
      )}
    </SettingsSection>
  );
}
