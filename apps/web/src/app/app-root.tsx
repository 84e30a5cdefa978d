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
}: {
  router: RouterProviderProps['router'];
  /** Called once the first render (or hydration) is on the page. */
  onMounted?: () => void;
}) {
  const [queryClient] = useState(createQueryClient);
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
