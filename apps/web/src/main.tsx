import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { RouterProvider } from 'react-router';
import { ErrorFallback } from './app/error-fallback';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { router } from './app/router';
import { rememberTimeZone } from './lib/cookies';
import { initErrorReporting } from './lib/error-reporting';

rememberTimeZone();
void initErrorReporting();

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
