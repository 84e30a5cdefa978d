import { ActionIcon, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { openHelp } from '../../lib/help-store';
import { Logo } from './logo';
import classes from './top-bar.module.css';

const loadDrawer = () => import('./top-bar-drawer');
const TopBarDrawer = lazy(loadDrawer);

/** A top-bar entry: an in-app route (`to`) or an outside address such as a `mailto:` link (`href`). */
export type TopBarLink = { label: string; to: string } | { label: string; href: string };

interface TopBarProps {
  links: TopBarLink[];
  /** Right-hand buttons (sign-in, call to action, cart…); stacked full-width inside the mobile menu. */
  actions?: ReactNode;
  /** Where the logo leads. */
  homeTo?: string;
  /** Shown beside the menu button below 48em, outside the drawer (the cart and its count). */
  mobileActions?: ReactNode;
}

/** The site header: logo, links and actions; below 48em the links and actions move into a drawer. */
export function TopBar({ links, actions, homeTo = '/', mobileActions }: TopBarProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Stays mounted after the first open so the drawer can play its closing transition.
  const [hasOpened, setHasOpened] = useState(false);
  if (opened && !hasOpened) setHasOpened(true);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes whenever the page changes.
  useEffect(close, [pathname]);

  const renderLinks = (className?: string) =>
    links.map((link) =>
      'to' in link ? (
        <NavLink key={link.label} to={link.to} end className={className} onClick={close}>
          {link.label}
        </NavLink>
      ) : (
        <a key={link.label} href={link.href} className={className}>
          {link.label}
        </a>
      ),
    );

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={homeTo} className={classes.home} aria-label="Carelane home">
          <Logo />
        </Link>

        <Group gap="lg" wrap="nowrap" visibleFrom="sm">
          <Group component="nav" aria-label="Main" gap={2} wrap="nowrap">
            {renderLinks(classes.link)}
          </Group>
          {actions && (
            <Group gap="xs" wrap="nowrap">
              {actions}
            </Group>
          )}
        </Group>

        <Group gap="xs" wrap="nowrap" hiddenFrom="sm">
          {/* A phone's Help: in the bar, where it covers nothing (features/support help-widget). */}
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label="Help" onClick={() => openHelp()}>
            <IconHelp size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
          {mobileActions}
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
          />
        </Group>
      </Container>

      {hasOpened && (
        <Suspense fallback={null}>
          <TopBarDrawer
            opened={opened}
            onClose={close}
            links={renderLinks(`${classes.link} ${classes.drawerLink}`)}
            actions={actions}
          />
        </Suspense>
      )}
    </header>
  );
}
