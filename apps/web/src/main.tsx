import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { drawnQueries, takeFirstVisitState } from './app/first-visit';
import { resolveLazyRoutes } from './app/lazy-routes';
import { looksUpReferralCode } from './app/paths';
import { routes } from './app/router';
import { authSession } from './lib/auth-session';
import { initErrorReporting } from './lib/error-reporting';
import { hydrateInSlices } from './lib/hydration-slices';

void initErrorReporting();
// A first visit to the shop the server looked up, and drew when it could (apps/server first-visit-page.ts).
const firstVisit = takeFirstVisitState();
const referralCode = new URLSearchParams(window.location.search).get('code');
if (!firstVisit && referralCode && looksUpReferralCode(window.location.pathname)) {
  // A chunk of the shop's (its page preloads it): no other page's first visit carries it.
  void import('./lib/referral-lookup').then(({ startFirstShopReads }) => startFirstShopReads(referralCode));
}

async function start() {
  // The shop's feature, which the page preloads: no other page carries a first visit.
  if (firstVisit) (await import('./features/patient-session')).startFirstVisit(firstVisit);
  const container = document.getElementById('root')!;
  // The public pages arrive pre-rendered as a signed-out visitor sees them (apps/web/build/prerender.ts).
  const isPrerendered = container.hasChildNodes();
  if (isPrerendered) await resolveLazyRoutes(routes, window.location.pathname);
  // A shell (the shop's frame, drawn before the visitor's session is known) is always drawn afresh.
  const hydrates = isPrerendered && !('shell' in container.dataset) && authSession.get() === null;
  // app/after-first-paint.ts holds a press on the pre-rendered page until React can answer it, the
  // page's later slices included (on a page rendered afresh it drops it: the markup pressed is gone).
  // Set by the hydration below, which returns before the app's first effect calls onMounted.
  let slicesHydrated = Promise.resolve();
  const onMounted = isPrerendered
    ? () =>
        void slicesHydrated.then(() =>
          window.dispatchEvent(new CustomEvent('carelane:hydrated', { detail: hydrates })),
        )
    : undefined;
  // A visitor may have scrolled the pre-rendered page before the app arrived: hydration data (none
  // to give) tells the router the page is already there, so its scroll restoration leaves the
  // scroll where it is instead of sending it back to the top.
  const router = createBrowserRouter(routes, isPrerendered ? { hydrationData: {} } : {});
  const app = <AppRoot router={router} onMounted={onMounted} queryState={drawnQueries(firstVisit)} />;
  // A signed-in user sees another page there (a dashboard, a redirect): render it instead. Preact
  // (vite.config.ts) renders over the pre-rendered markup, keeping what matches, in one pass.
  if (hydrates) slicesHydrated = hydrateInSlices(() => hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
