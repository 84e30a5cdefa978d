import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { ErrorFallback } from './error-fallback';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

/**
 * The whole app around a router: the browser's (main.tsx) and the build's pre-renderer
 * (build/prerender-entry.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppRoot({
  router,
  onMounted,
  queryState,
}: {
  router: RouterProviderProps['router'];
  /** Called once the first render (or hydration) is on the page. */
  onMounted?: () => void;
  /** The replies a page drawn on the server was drawn from (app/first-visit.ts), so the first render matches it. */
  queryState?: DehydratedState;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (queryState) hydrate(client, queryState);
    return client;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit.
  useEffect(() => {
    onMounted?.();
  }, []);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <ErrorBoundary FallbackComponent={ErrorFallback}>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
}
