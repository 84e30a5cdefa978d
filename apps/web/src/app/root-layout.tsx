import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { HelpWidget } from '../features/support/components/help-widget';
import { analytics } from '../lib/analytics/analytics';
import { onUnauthorized } from '../lib/api-client';
import { authSession } from '../lib/auth-session';

/** Wraps every page: page-view analytics, the help widget, and sign-out on a 401 (spec §4). */
export function RootLayout() {
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is sent each time the URL changes.
  useEffect(() => {
    analytics.pageView(window.location.href, document.title);
  }, [location.pathname, location.search]);

  useEffect(
    () =>
      onUnauthorized(() => {
        authSession.signOut();
        notifications.show({
          id: 'logged-out',
          color: 'red',
          message: 'Logged out due to inactivity',
          autoClose: false,
        });
      }),
    [],
  );

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <HelpWidget />
    </>
  );
}
