import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { type AuthSession, authSession, type SessionUser } from '../lib/auth-session';

interface RenderAppOptions {
  /** The address the memory router starts at. */
  url?: string;
  /** Signed in as this session; signed out when absent. */
  session?: AuthSession;
  /** The query cache a page drawn on the server carries (app/first-visit-cache.ts). */
  queryState?: DehydratedState;
}

/** A session of the given role, as the sign-in flow would store it. */
export function testSession(
  resourceType: SessionUser['role']['resourceType'],
  user: Partial<Omit<SessionUser, 'role'>> = {},
): AuthSession {
  const email = user.email ?? `${resourceType.toLowerCase()}@example.com`;
  return {
    credentials: { accessToken: 'token', client: 'client', uid: email, expiry: '0' },
    user: {
      fullName: user.fullName ?? `Test ${resourceType}`,
      email,
      role: { resourceType, resourceUuid: null, isTestAccount: false, isEhrProvider: false },
    },
  };
}

/**
 * Renders an element (at every path) or a route tree inside the real providers and a memory router
 * at `url`. Returns testing-library's result, the router and a userEvent instance.
 */
export function renderApp(
  ui: ReactElement | RouteObject[],
  { url = '/', session, queryState }: RenderAppOptions = {},
) {
  if (session) authSession.signIn(session);
  else authSession.signOut();

  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  if (queryState) hydrate(queryClient, queryState);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}

/** Routes that only name themselves, to see where a page navigated. */
export const landingSpots = (...paths: string[]): RouteObject[] =>
  paths.map((path) => ({ path, element: <p>Landed on {path}</p> }));
