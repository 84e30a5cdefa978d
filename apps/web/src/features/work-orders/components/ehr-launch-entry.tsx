import { Button, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { useEhrConnections } from '../api/ehr-launch';

/**
 * Where an EHR provider starts an order: in the EHR, from the patient's chart. Only the demo EHR
 * has a page of its own to send them to (a real EHR launches Carelane from inside itself).
 */
export function EhrLaunchEntry() {
  const session = useAuthSession();
  const isEhrProvider = roleOf(session) === 'provider' && session?.user.role.isEhrProvider === true;
  const connections = useEhrConnections(isEhrProvider);
  const demo = connections.data?.connections.find((connection) => connection.appUrl);
  if (!isEhrProvider || !demo?.appUrl) return null;
  return (
    <Group>
      <Button
        component="a"
        href={demo.appUrl}
        variant="light"
        leftSection={<IconExternalLink size={18} aria-hidden />}
      >
        Launch from the demo EHR
      </Button>
    </Group>
  );
}
