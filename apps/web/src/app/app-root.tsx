import { StrictMode, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { ErrorFallback } from './error-fallback';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

/**
 * The whole app around a router: the browser's (main.tsx) and the build's pre-renderer
 * (build/prerender-entry.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppRoot({ router }: { router: RouterProviderProps['router'] }) {
  const [queryClient] = useState(createQueryClient);
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
