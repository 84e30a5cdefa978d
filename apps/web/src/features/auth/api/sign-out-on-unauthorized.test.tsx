import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { authSession } from '../../../lib/auth-session';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp, testSession } from '../../../test/render-app';
import { LOGGED_OUT_MESSAGE, useSignOutOnUnauthorized } from './sign-out-on-unauthorized';

function Root() {
  useSignOutOnUnauthorized();
  return <Outlet />;
}

/** A signed-in page whose first call finds the session expired (401). */
function Dashboard() {
  useEffect(() => {
    apiRequest('/api/consultations').catch(() => undefined);
  }, []);
  return <p>Dashboard</p>;
}

const routes = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Dashboard /> },
      { path: '/shop', element: <Dashboard /> },
      ...landingSpots('/providers/signin', '/suppliers/signin', '/patients/signin'),
    ],
  },
];

describe('a session that expired (401 while signed in)', () => {
  afterEach(resetAfterTest);

  it.each([
    ['Provider', '/providers/signin'],
    ['Supplier', '/suppliers/signin'],
  ] as const)('takes a %s to their own sign-in page, with the page to return to', async (role, signIn) => {
    mockApi({ 'GET /api/consultations': { status: 401, body: { error: 'expired' } } });
    const { router } = renderApp(routes, { url: '/?page=2', session: testSession(role) });
    expect(await screen.findByText(`Landed on ${signIn}`)).toBeInTheDocument();
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeInTheDocument();
    expect(authSession.get()).toBeNull();
    expect(router.state.location.state).toEqual({ from: '/?page=2' });
  });

  it('leaves a patient where they are (the shop works signed out)', async () => {
    mockApi({ 'GET /api/consultations': { status: 401, body: { error: 'expired' } } });
    const { router } = renderApp(routes, { url: '/shop', session: testSession('Patient') });
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop');
    expect(authSession.get()).toBeNull();
  });
});
