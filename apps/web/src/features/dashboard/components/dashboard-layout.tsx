import { Box, Button, Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { TopBar } from '../../../components/ui/top-bar';
import { canAddOrder, roleOf, useAuthSession } from '../../../lib/auth-session';
import { useSignOut } from '../../auth';
import { TermsBanner } from '../../terms';

/**
 * The frame of provider and supplier pages: top bar, the page, and the terms banner pinned to the
 * bottom. Renders `children`, or the matched child route when used as a layout route.
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const session = useAuthSession();
  const signOut = useSignOut();
  const homeLabel = roleOf(session) === 'supplier' ? 'Fulfillments' : 'Work orders';

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <TopBar
        links={[
          { label: homeLabel, to: paths.home },
          { label: 'Account settings', to: paths.settings },
        ]}
        actions={
          <>
            {canAddOrder(session) && (
              <LinkButton to={paths.workOrdersNew} leftSection={<IconPlus size={18} aria-hidden />}>
                Add new order
              </LinkButton>
            )}
            <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out
            </Button>
          </>
        }
      />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          {children ?? <Outlet />}
        </Container>
      </Box>
      <TermsBanner />
    </Box>
  );
}
