import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorFallback } from './app/error-fallback';
import { resolveLazyRoutes } from './app/lazy-routes';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { authSession } from './lib/auth-session';
import { rememberTimeZone } from './lib/cookies';
import { initErrorReporting } from './lib/error-reporting';

rememberTimeZone();
void initErrorReporting();

async function start() {
  const container = document.getElementById('root')!;
  // The public pages arrive pre-rendered as a signed-out visitor sees them (apps/web/build/prerender.ts).
  const isPrerendered = container.hasChildNodes();
  if (isPrerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <ErrorBoundary FallbackComponent={ErrorFallback}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
  // A signed-in user sees another page there (a dashboard, a redirect): render it instead; the
  // pre-rendered page stays on screen until the first render is ready.
  if (isPrerendered && authSession.get() === null) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
