import { PASSWORD_MESSAGES } from '@dme/shared/auth/password-recovery';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { PatientPasswordRecoveryPage, ProviderPasswordRecoveryPage } from './password-recovery-page';
import { PatientPasswordResetPage, ProviderPasswordResetPage } from './password-reset-page';

const routes = [
  { path: '/auth/password_recovery', element: <ProviderPasswordRecoveryPage /> },
  { path: '/patients/password_recovery', element: <PatientPasswordRecoveryPage /> },
  { path: '/auth/password_reset', element: <ProviderPasswordResetPage /> },
  { path: '/patients/password_reset', element: <PatientPasswordResetPage /> },
  ...landingSpots('/providers/signin', '/patients/signin', '/shop'),
];

afterEach(resetAfterTest);

describe('password recovery', () => {
  async function requestLink(url: string) {
    const user = userEvent.setup();
    renderApp(routes, { url });
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  it.each([
    ['/auth/password_recovery', '/auth/password_reset', '/providers/signin'],
    ['/patients/password_recovery', '/patients/password_reset', '/patients/signin'],
  ])('%s sends the link to %s and then offers the way back', async (url, resetPath, signIn) => {
    const message = 'If your email is in our system, you will receive a reset link shortly.';
    const calls = mockApi({ 'POST /auth/password': { body: { message } } });
    await requestLink(url);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute('href', signIn);
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: 'dana@example.com',
      redirect_url: `${window.location.origin}${resetPath}`,
    });
  });

  it('joins the server errors with spaces', async () => {
    mockApi({
      'POST /auth/password': { status: 400, body: { errors: ['Email is blocked.', 'Try later.'] } },
    });
    await requestLink('/auth/password_recovery');
    expect(await screen.findByText('Email is blocked. Try later.')).toBeInTheDocument();
  });

  it('falls back to the generic apology', async () => {
    mockApi({ 'POST /auth/password': { status: 500, body: { error: 'boom' } } });
    await requestLink('/auth/password_recovery');
    expect(await screen.findByText(PASSWORD_MESSAGES.recoveryFailed)).toBeInTheDocument();
  });

  it('checks the e-mail before sending', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderApp(routes, { url: '/auth/password_recovery' });
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('password reset', () => {
  const LINK = 'access-token=tok&client=cli&uid=dana%40example.com&expiry=1900000000';

  async function choosePassword(url: string) {
    const user = userEvent.setup();
    renderApp(routes, { url });
    await user.type(await screen.findByLabelText(/^New password/), 'New-Passw0rd!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it.each([
    [
      '/patients/password_reset?link=used',
      'This password reset link has already been used.',
      '/patients/password_recovery',
    ],
    ['/auth/password_reset?link=expired', 'This password reset link has expired.', '/auth/password_recovery'],
  ])('%s says so at once and offers a new link, without the form', async (url, text, recovery) => {
    const calls = mockApi({});
    renderApp(routes, { url });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', recovery);
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs the change with the link values and goes to its return_url', async () => {
    const calls = mockApi({ 'PUT /auth/password': { body: { message: 'Your password has been changed.' } } });
    await choosePassword(`/patients/password_reset?${LINK}&return_url=%2Fshop`);
    expect(await screen.findByText('Landed on /shop')).toBeInTheDocument();
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ password: 'New-Passw0rd!', password_confirmation: 'New-Passw0rd!' });
    expect(calls[0]?.headers).toMatchObject({
      'access-token': 'tok',
      client: 'cli',
      uid: 'dana@example.com',
      expiry: '1900000000',
    });
  });

  it('never follows a return_url to another site', async () => {
    mockApi({ 'PUT /auth/password': { body: { message: 'Your password has been changed.' } } });
    await choosePassword(
      `/auth/password_reset?${LINK}&return_url=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(await screen.findByText('Landed on /providers/signin')).toBeInTheDocument();
  });

  it.each([
    [401, PASSWORD_MESSAGES.resetUnauthorized],
    [500, PASSWORD_MESSAGES.somethingWentWrong],
  ])('answers %i with its message', async (status, message) => {
    mockApi({ 'PUT /auth/password': { status, body: { error: 'nope' } } });
    await choosePassword(`/auth/password_reset?${LINK}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('holds a mismatched confirmation', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderApp(routes, { url: `/auth/password_reset?${LINK}` });
    await user.type(await screen.findByLabelText(/^New password/), 'New-Passw0rd!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-Passw0rd?');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Password doesn't match")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
