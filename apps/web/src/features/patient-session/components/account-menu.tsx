import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { AuthSession } from '../../../lib/auth-session';
import { useSignOut } from '../../auth';
import { AccountButton } from './account-button';

/**
 * A signed-in patient's account menu. Its own chunk: Mantine's Menu (with every item kind it
 * offers) is ~6 kB gzip that a signed-out visitor, who sees Sign In here, never needs.
 */
export function AccountMenu({ session, defaultOpened }: { session: AuthSession; defaultOpened: boolean }) {
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.fullName ?? session.user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.orderHistory}>
          Order History
        </Menu.Item>
        <Menu.Item component={Link} to={paths.insuranceInformation}>
          Insurance Information
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountSettings}>
          Account Settings
        </Menu.Item>
        <Menu.Item onClick={() => signOut.mutate()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
