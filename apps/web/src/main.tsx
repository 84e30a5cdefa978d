import { USER_DATA_PARAM } from '@dme/shared/auth/links';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { drawnQueries, takeFirstVisitState } from './app/first-visit';
import { resolveLazyRoutes } from './app/lazy-routes';
import { looksUpReferralCode } from './app/paths';
import { routes } from './app/router';
import { authSession } from './lib/auth-session';
import { initErrorReporting } from './lib/error-reporting';
import { keepTypedBeforeStart } from './lib/typed-before-start';

void initErrorReporting();
// A first visit to the shop the server looked up, and drew when it could (apps/server first-visit-page.ts).
const firstVisit = takeFirstVisitState();
const referralCode = new URLSearchParams(window.location.search).get('code');
if (!firstVisit && referralCode && looksUpReferralCode(window.location.pathname)) {
  // A chunk of the shop's (its page preloads it): no other page's first visit carries it.
  void import('./lib/referral-lookup').then(({ startFirstShopReads }) => startFirstShopReads(referralCode));
}

async function start() {
  // The shop's feature, which the page preloads: no other page carries a first visit. Whether this
  // browser renders the markup the server drew is read before the visit is taken over (it remembers
  // the code): the server drew from the request's cookies, so only a browser that keeps nothing else
  // renders exactly that markup.
  let isDrawnForThisBrowser = false;
  if (firstVisit) {
    const patientSession = await import('./features/patient-session');
    isDrawnForThisBrowser =
      firstVisit.queries !== undefined && patientSession.keepsNothingTheServerCannotSee();
    patientSession.startFirstVisit(firstVisit);
  }
  const container = document.getElementById('root')!;
  // The public pages arrive pre-rendered as a signed-out visitor sees them (apps/web/build/prerender.ts).
  const isPrerendered = container.hasChildNodes();
  if (isPrerendered) await resolveLazyRoutes(routes, window.location.pathname);
  // A shell (the frame of the shop or the cart, drawn before the visitor's session is known) is
  // always drawn afresh, and so is a page the server drew for a browser unlike this one (it keeps a
  // signed-in session, filters): hydrating keeps the markup's attributes as they are.
  // A one-time sign-in link (or a launch from an EHR) lands on the sign-in page with its session:
  // that page draws nothing but a redirect, so it is drawn afresh, never hydrated over the form.
  const hydrates =
    isPrerendered &&
    authSession.get() === null &&
    !new URLSearchParams(window.location.search).has(USER_DATA_PARAM) &&
    (firstVisit ? isDrawnForThisBrowser : !('shell' in container.dataset));
  // app/after-first-paint.ts holds a press on the pre-rendered page until React can answer it, and
  // this says whether to replay it, once the first render (or hydration) has committed: hydrated,
  // the press goes to the same markup (a drawn shop's onboarding wizard included: it is part of the
  // markup); rendered afresh, it is dropped (the markup pressed is gone).
  const onMounted = isPrerendered
    ? () => window.dispatchEvent(new CustomEvent('carelane:hydrated', { detail: hydrates }))
    : undefined;
  // A visitor may have scrolled the pre-rendered page before the app arrived: hydration data (none
  // to give) tells the router the page is already there, so its scroll restoration leaves the
  // scroll where it is instead of sending it back to the top.
  const router = createBrowserRouter(routes, isPrerendered ? { hydrationData: {} } : {});
  const app = <AppRoot router={router} onMounted={onMounted} queryState={drawnQueries(firstVisit)} />;
  if (hydrates) {
    // In a transition, React hydrates in slices of a few milliseconds, yielding to a paint or a
    // press in between, rather than in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A signed-in user sees another page there (a dashboard, a redirect): React replaces the
    // pre-rendered markup when its first render commits. In a transition that render, too, runs in
    // slices a press or a paint can come between, rather than one long task.
    if (isPrerendered) keepTypedBeforeStart(container);
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
