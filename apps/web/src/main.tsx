import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { resolveLazyRoutes } from './app/lazy-routes';
import { routes } from './app/router';
import { authSession } from './lib/auth-session';
import { rememberTimeZone } from './lib/cookies';
import { initErrorReporting } from './lib/error-reporting';

// A pre-rendered page inlines the CSS it shows and loads the rest as media="print" (the CSP allows
// no onload attribute): every rule applies from here on, before any other screen can open.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]'))
  link.media = 'all';

rememberTimeZone();
void initErrorReporting();

async function start() {
  const container = document.getElementById('root')!;
  // The public pages arrive pre-rendered as a signed-out visitor sees them (apps/web/build/prerender.ts).
  const isPrerendered = container.hasChildNodes();
  if (isPrerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const app = <AppRoot router={createBrowserRouter(routes)} />;
  // In a transition, React renders (or hydrates) in 5 ms slices instead of one long task, so a tap
  // on the pre-rendered page is answered at once (Lighthouse's Total Blocking Time).
  startTransition(() => {
    // A signed-in user sees another page there (a dashboard, a redirect): render it instead; the
    // pre-rendered page stays on screen until that first render is ready.
    if (isPrerendered && authSession.get() === null) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
