import './ssr-globals';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  FIRST_VISIT_WORKER,
  type FirstVisitRenderAnswer,
  type FirstVisitRenderRequest,
} from '@dme/shared/shop/first-visit';
import { type DehydratedState, timeoutManager } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../src/app/app-root';
import { firstVisitState } from '../src/app/first-visit-cache';
import { resolveLazyRoutes } from '../src/app/lazy-routes';
import { routes } from '../src/app/router';
import { type AuthSession, authSession, type SessionUser } from '../src/lib/auth-session';

// A render's queries schedule their cache's collection minutes later. A render on the server has
// no later: its cache must go with it, not wait in a timer (the server renders many, issue 18).
const NEVER = 0;
timeoutManager.setTimeoutProvider({
  setTimeout: () => NEVER,
  clearTimeout: () => {},
  setInterval: () => NEVER,
  clearInterval: () => {},
});

/**
 * The markup of `url`, every lazy part loaded: from a query cache, or with none as a visitor first
 * sees it before any read has answered, signed out or signed in as `signedIn` (a frame of the
 * role's page, prerender.ts).
 */
export async function renderPage(
  url: string,
  {
    queryState,
    signedIn,
  }: { queryState?: DehydratedState; signedIn?: SessionUser['role']['resourceType'] } = {},
): Promise<string> {
  if (signedIn) authSession.signIn(frameSession(signedIn));
  try {
    await resolveLazyRoutes(routes, url);
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    // React's static render waits for every lazy part, as the browser's first render will have them.
    const { prelude } = await prerender(<AppRoot router={router} queryState={queryState} />);
    return await new Response(prelude).text();
  } finally {
    if (signedIn) authSession.signOut();
  }
}

/** A session of `role` with no one in it: what a frame shows of its user is blank. */
const frameSession = (role: SessionUser['role']['resourceType']): AuthSession => ({
  credentials: { accessToken: '', client: '', uid: '', expiry: '' },
  user: {
    fullName: '',
    email: '',
    role: { resourceType: role, resourceUuid: null, isTestAccount: false, isEhrProvider: false },
  },
});

/**
 * A patient's first visit to /shop?code=…, or to /shop without a code, drawn from the server's
 * reads (issue 18): the shop as the browser's first render will draw it from the same replies, or
 * no markup when a read failed.
 */
export async function renderFirstShopVisit({
  id,
  path,
  pageCookies,
  referralCode,
  replies,
}: FirstVisitRenderRequest): Promise<FirstVisitRenderAnswer> {
  const state = firstVisitState(referralCode, replies);
  const queries = state.queries as DehydratedState | undefined;
  if (!queries) return { id, state, markup: null };
  return { id, state, markup: await oneAtATime(() => renderWithCookies(pageCookies, path, queries)) };
}

/**
 * The browser's cookies are globals here, as they are in a tab (ssr-globals.ts), so renders take
 * turns: each sees its own request's cookies, and the patient store read from them.
 */
let previousRender: Promise<unknown> = Promise.resolve();
function oneAtATime<Result>(render: () => Promise<Result>): Promise<Result> {
  const next = previousRender.then(render, render);
  previousRender = next.catch(() => undefined);
  return next;
}

async function renderWithCookies(pageCookies: string, path: string, queries: DehydratedState) {
  // Imported here, not above: a static import could be bundled to run before ssr-globals.ts.
  const { reloadPatientStore } = await import('../src/lib/patient-store');
  document.cookie = pageCookies;
  reloadPatientStore();
  try {
    return await renderPage(path, { queryState: queries });
  } finally {
    document.cookie = '';
    reloadPatientStore();
  }
}

// Started by the server as a worker thread (apps/server first-visit-renderer.ts): it renders there.
if (!isMainThread && workerData === FIRST_VISIT_WORKER) {
  parentPort?.on('message', (request: FirstVisitRenderRequest) => {
    renderFirstShopVisit(request).then(
      (answer) => parentPort?.postMessage(answer),
      (error: unknown) =>
        parentPort?.postMessage({
          id: request.id,
          markup: null,
          state: {
            referralCode: request.referralCode,
            ...(request.replies.lookup ? { lookup: request.replies.lookup } : {}),
          },
          // The error's class only: a message may quote the replies it was drawing (PHI).
          error: error instanceof Error ? error.name : 'Error',
        } satisfies FirstVisitRenderAnswer),
    );
  });
}
