import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useAuthSession } from '../../../lib/auth-session';

/** The heading of a dashboard home and who is signed in; the area's list renders below it. */
export function DashboardHome({ title }: { title: string }) {
  const user = useAuthSession()?.user;
  useDocumentTitle(`${title} | Carelane`);
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">Signed in as {user?.fullName ?? user?.email}</Text>
    </Stack>
  );
}
