import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession } from '../../../lib/auth-session';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { AUTH_HEADERS, wireUser } from '../test-support';
import { PatientSignUpPage } from './patient-signup-page';

const routes = [
  { path: '/patients/signup', element: <PatientSignUpPage /> },
  ...landingSpots('/shop', '/patients/signin'),
];

async function signUp() {
  const user = userEvent.setup();
  renderApp(routes, { url: '/patients/signup' });
  await user.type(await screen.findByLabelText(/^Email/), 'pat@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Demo-Passw0rd!');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Demo-Passw0rd!');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('patient signup', () => {
  afterEach(resetAfterTest);

  it('signs the new patient in and opens the shop', async () => {
    const calls = mockApi({
      'POST /api/patients': { status: 201, body: { data: wireUser('Patient') }, headers: AUTH_HEADERS },
    });
    await signUp();
    expect(await screen.findByText('Landed on /shop')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      user: { email: 'pat@example.com', password: 'Demo-Passw0rd!', password_confirmation: 'Demo-Passw0rd!' },
    });
    expect(authSession.get()?.user.role.resourceType).toBe('Patient');
  });

  it('shows the server refusal in a banner', async () => {
    mockApi({ 'POST /api/patients': { status: 400, body: { error: 'Email has already been taken' } } });
    await signUp();
    expect(
      within(await screen.findByRole('alert')).getByText('Email has already been taken'),
    ).toBeInTheDocument();
    expect(authSession.get()).toBeNull();
  });

  it('requires the terms', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderApp(routes, { url: '/patients/signup' });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/patients/signin');
    expect(calls).toHaveLength(0);
  });
});
