import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndexRoute } from '../../../app/routes/index-route';
import { authSession } from '../../../lib/auth-session';
import { setCookie } from '../../../lib/cookies';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp, testSession } from '../../../test/render-app';

vi.mock('../../marketing/routes/landing-route', () => ({ default: () => <p>Patient landing page</p> }));

const ehrProviderSession = () => {
  const session = testSession('Provider');
  return { ...session, user: { ...session.user, role: { ...session.user.role, isEhrProvider: true } } };
};

// The dashboards are lazy chunks: the first render waits for the import.
const LAZY = { timeout: 5000 };

const routes = [
  { path: '/', element: <IndexRoute /> },
  ...landingSpots('/providers/signin', '/suppliers/signin'),
];

describe('the index route by role', () => {
  afterEach(resetAfterTest);

  it('shows the landing page to visitors and patients', async () => {
    mockApi({});
    renderApp(routes);
    expect(await screen.findByText('Patient landing page', {}, LAZY)).toBeInTheDocument();
  });

  it('shows the landing page to a patient', async () => {
    mockApi({});
    renderApp(routes, { session: testSession('Patient') });
    expect(await screen.findByText('Patient landing page', {}, LAZY)).toBeInTheDocument();
  });

  it('gives a provider the work orders dashboard with Add new order', async () => {
    setCookie('show_terms_prompt', 'false', 1);
    mockApi({});
    renderApp(routes, { session: testSession('Provider') });
    expect(await screen.findByRole('heading', { name: 'Work Orders' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Signed in as Test Provider')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Work orders' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Account settings' })[0]).toHaveAttribute('href', '/settings');
    expect(screen.getAllByRole('link', { name: 'Add new order' })[0]).toHaveAttribute(
      'href',
      '/work_orders/new',
    );
  });

  it('gives an EHR provider no Add new order', async () => {
    mockApi({
      'GET /api/terms_of_service_agreements/me': { body: { show_terms_prompt: true, terms_accepted: false } },
    });
    renderApp(routes, { session: ehrProviderSession() });
    expect(await screen.findByRole('heading', { name: 'Work Orders' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'I agree' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new order' })).not.toBeInTheDocument();
  });

  it('gives a supplier the fulfillments dashboard', async () => {
    setCookie('show_terms_prompt', 'false', 1);
    mockApi({});
    renderApp(routes, { session: testSession('Supplier') });
    expect(await screen.findByRole('heading', { name: 'Fulfillments' }, LAZY)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Fulfillments' })[0]).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Add new order' })).not.toBeInTheDocument();
  });

  it.each([
    ['Provider', '/providers/signin'],
    ['Supplier', '/suppliers/signin'],
  ] as const)('signs a %s out to %s', async (role, signIn) => {
    setCookie('show_terms_prompt', 'false', 1);
    const calls = mockApi({ 'GET /auth/sign_out': { body: { success: true } } });
    const user = userEvent.setup();
    renderApp(routes, { session: testSession(role) });
    await user.click((await screen.findAllByRole('button', { name: 'Sign out' }, LAZY))[0]!);
    expect(await screen.findByText(`Landed on ${signIn}`)).toBeInTheDocument();
    expect(authSession.get()).toBeNull();
    expect(calls[0]?.headers).toMatchObject({ 'access-token': 'token', client: 'client' });
  });
});
