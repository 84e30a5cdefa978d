import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSignOutOnUnauthorized } from '../features/auth/api/sign-out-on-unauthorized';
import { HelpWidget } from '../features/support/components/help-widget';
import { analytics } from '../lib/analytics/analytics';

/** Wraps every page: page-view analytics, the help widget, and sign-out on a 401 (spec §4). */
export function RootLayout() {
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is sent each time the URL changes.
  useEffect(() => {
    analytics.pageView(window.location.href, document.title);
  }, [location.pathname, location.search]);

  useSignOutOnUnauthorized();

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <HelpWidget />
    </>
  );
}
