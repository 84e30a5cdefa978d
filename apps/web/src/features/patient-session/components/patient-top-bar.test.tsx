import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../app/paths';
import { authSession } from '../../../lib/auth-session';
import { resetShopState } from '../../../test/fixtures/shop';
import { mockApi } from '../../../test/mock-api';
import { landingSpots, renderApp, testSession } from '../../../test/render-app';
import { PatientTopBar } from './patient-top-bar';

const routes = [
  { path: paths.shop, element: <PatientTopBar /> },
  ...landingSpots(paths.orderHistory, paths.patientSignIn),
];

describe('PatientTopBar account entry', () => {
  afterEach(() => resetShopState());

  it('offers a signed-out visitor Sign In, and no account menu', async () => {
    mockApi({});
    renderApp(routes, { url: paths.shop });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', paths.patientSignIn);
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });

  it('gives a signed-in patient the account menu, opened by a press made while its code loads', async () => {
    const calls = mockApi({ 'DELETE /auth/sign_out': { body: {} }, 'GET /auth/sign_out': { body: {} } });
    const { user, router } = renderApp(routes, {
      url: paths.shop,
      session: testSession('Patient', { fullName: 'Pat Example' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    // The menu is drawn only while open. jsdom lays nothing out, so Mantine hides the dropdown as
    // if its button were scrolled away: the items are looked for among hidden elements too.
    expect(await screen.findByText('Pat Example')).toBeInTheDocument();
    const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
    for (const name of ['Order History', 'Insurance Information', 'Account Settings', 'Sign Out'])
      expect(await item(name)).toBeInTheDocument();

    await user.click(await item('Order History'));
    expect(router.state.location.pathname).toBe(paths.orderHistory);

    router.navigate(paths.shop);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await item('Sign Out'));
    expect(await screen.findByText(`Landed on ${paths.patientSignIn}`)).toBeVisible();
    expect(authSession.get()).toBeNull();
    expect(calls.some((call) => call.path === '/auth/sign_out')).toBe(true);
  });

  it('shows a signed-in provider Sign In, not a patient account menu', async () => {
    mockApi({});
    renderApp(routes, { url: paths.shop, session: testSession('Provider') });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
