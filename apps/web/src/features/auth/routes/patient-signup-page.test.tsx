import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession } from '../../../lib/auth-session';
import { AUTH_HEADERS, wireUser } from '../../../test/fixtures/auth';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
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

  it('asks for the e-mailed code ("Check your email"), then signs in through /auth/sign_in', async () => {
    const calls = mockApi({
      'POST /api/patients': { body: { otp: 'prompt' } },
      'POST /auth/sign_in': { body: { data: wireUser('Patient') }, headers: AUTH_HEADERS },
    });
    await signUp();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByText(/confirm your email and sign in/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "Didn't receive the email? Click here to resend." }),
    ).toBeVisible();
    expect(authSession.get()).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /shop')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      user: { email: 'pat@example.com', password: 'Demo-Passw0rd!', password_confirmation: 'Demo-Passw0rd!' },
    });
    expect(calls[1]?.path).toBe('/auth/sign_in');
    expect(calls[1]?.body).toEqual({
      email: 'pat@example.com',
      password: 'Demo-Passw0rd!',
      otp_attempt: '123456',
    });
    expect(authSession.get()?.user.role.resourceType).toBe('Patient');
  });

  it('says so when the code is wrong, and Go Back returns to the form', async () => {
    mockApi({
      'POST /api/patients': { body: { otp: 'prompt' } },
      'POST /auth/sign_in': { status: 401, body: { otp: 'invalid', error: SIGN_IN_MESSAGES.invalidCode } },
    });
    await signUp();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.invalidCode)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
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
