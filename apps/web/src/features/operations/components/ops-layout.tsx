import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconFileCertificate,
  IconHistory,
  IconInbox,
  IconMessages,
  IconShieldX,
  IconTicket,
  IconTruckDelivery,
  IconUserCog,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { opsPaths, paths } from '../../../app/paths';
import { Logo } from '../../../components/ui/logo';
import { useSignOut } from '../../auth';

const NAV = [
  { label: 'Suppliers', to: opsPaths.suppliers, icon: IconTruckDelivery },
  { label: 'Signup codes', to: opsPaths.signupCodes, icon: IconTicket },
  { label: 'Prior auths', to: opsPaths.priorAuths, icon: IconFileCertificate },
  { label: 'Requests', to: opsPaths.requests, icon: IconMessages },
  { label: 'Fax inbox', to: opsPaths.faxes, icon: IconInbox },
  { label: 'Eligibility checks', to: opsPaths.eligibility, icon: IconShieldX },
  { label: 'Audit log', to: opsPaths.auditLog, icon: IconHistory },
  { label: 'Account settings', to: opsPaths.settings, icon: IconUserCog },
] as const;

/** The operations console's frame: a nav of its screens (a drawer on a phone) beside the page. */
export function OpsLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the phone's nav closes whenever the page changes.
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Console menu" />
            <Link to={paths.ops} aria-label="Operations console home">
              <Logo />
            </Link>
            <Text fw={600} c="gray.7" visibleFrom="xs">
              Operations
            </Text>
          </Group>
          <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Console">
        {NAV.map(({ label, to, icon: Icon }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            label={label}
            active={pathname.startsWith(to)}
            leftSection={<Icon size={18} aria-hidden />}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
