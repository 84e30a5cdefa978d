import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireRole, SignedOutOnly } from '../../../app/guards';
import { authSession } from '../../../lib/auth-session';
import { AUTH_HEADERS, wireUser } from '../../../test/fixtures/auth';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { sessionFromUserData } from '../user-data';
import { PatientSignInPage, ProviderSignInPage, SupplierSignInPage } from './sign-in-page';
import { UserDataSignIn } from './user-data-sign-in';

// The link's own reading, unless a test makes its schema fail to load.
vi.mock('../user-data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../user-data')>();
  return { ...actual, sessionFromUserData: vi.fn(actual.sessionFromUserData) };
});

const routes = [
  {
    element: <UserDataSignIn />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/providers/signin', element: <ProviderSignInPage /> },
          { path: '/suppliers/signin', element: <SupplierSignInPage /> },
          { path: '/patients/signin', element: <PatientSignInPage /> },
        ],
      },
    ],
  },
  ...landingSpots('/', '/shop', '/auth/password_recovery', '/patients/password_recovery'),
];

const PROMPT = { body: { otp: 'prompt' } };
const SIGNED_IN = { body: { data: wireUser('Provider') }, headers: AUTH_HEADERS };

async function enterCredentials(url = '/providers/signin') {
  const user = userEvent.setup();
  const { router } = renderApp(routes, { url });
  await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Password'), 'Demo-Passw0rd!');
  return { user, router };
}

async function reachCodeStep() {
  const { user, router } = await enterCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return { user, router };
}

describe('sign-in', () => {
  afterEach(resetAfterTest);

  it('asks for the e-mailed code, then signs in and goes home', async () => {
    const calls = mockApi({ 'POST /auth/sign_in': [PROMPT, SIGNED_IN] });
    const { user, router } = await reachCodeStep();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText(SIGN_IN_MESSAGES.loggedIn)).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'dana@example.com', password: 'Demo-Passw0rd!' },
      { email: 'dana@example.com', password: 'Demo-Passw0rd!', otp_attempt: '123456' },
    ]);
    expect(authSession.get()).toEqual({
      credentials: {
        accessToken: 'new-token',
        client: 'new-client',
        uid: 'dana@example.com',
        expiry: '1900000000',
      },
      user: {
        fullName: 'Dana Reyes',
        email: 'dana@example.com',
        role: {
          resourceType: 'Provider',
          resourceUuid: 'uuid-1',
          isTestAccount: false,
          isEhrProvider: false,
        },
      },
    });
  });

  it('sends a patient to /shop', async () => {
    mockApi({ 'POST /auth/sign_in': { body: { data: wireUser('Patient') }, headers: AUTH_HEADERS } });
    const { user } = await enterCredentials('/patients/signin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /shop')).toBeInTheDocument();
  });

  it('says so when the code is wrong', async () => {
    mockApi({
      'POST /auth/sign_in': [PROMPT, { status: 401, body: { otp: 'invalid', error: 'Invalid code' } }],
    });
    const { user } = await reachCodeStep();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(authSession.get()).toBeNull();
  });

  it.each([
    [{ status: 401, body: { error: SIGN_IN_MESSAGES.lockout } }, SIGN_IN_MESSAGES.lockout],
    [{ status: 401, body: { error: 'Invalid login credentials' } }, 'Invalid email or password'],
    [{ status: 500, body: { error: 'boom' } }, 'Something went wrong'],
    [{ status: 429, body: { error: 'Too many requests' } }, 'Something went wrong'],
    [{ status: 429, body: { error: SIGN_IN_MESSAGES.tooManyCodes } }, SIGN_IN_MESSAGES.tooManyCodes],
    [{ status: 429, body: { error: SIGN_IN_MESSAGES.tooManyAttempts } }, SIGN_IN_MESSAGES.tooManyAttempts],
    [
      { status: 503, body: { type: SERVICE_UNAVAILABLE.type, error: SERVICE_UNAVAILABLE.message } },
      SERVICE_UNAVAILABLE.message,
    ],
    [{ status: 503, body: 'upstream connect error' }, SERVICE_UNAVAILABLE.message],
  ])('answers %j with its message', async (reply, message) => {
    mockApi({ 'POST /auth/sign_in': reply });
    const { user } = await enterCredentials();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says a used-up or expired code is no longer valid and offers a new one right there', async () => {
    const dead = { status: 401, body: { otp: 'invalid', error: SIGN_IN_MESSAGES.codeNoLongerValid } };
    const calls = mockApi({ 'POST /auth/sign_in': [PROMPT, dead, PROMPT] });
    const { user } = await reachCodeStep();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SIGN_IN_MESSAGES.codeNoLongerValid);
    expect(alert).not.toHaveTextContent(SIGN_IN_MESSAGES.invalidCode);

    await user.click(within(alert).getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeResent)).toBeInTheDocument();
    expect(calls[2]?.body).toEqual({ email: 'dana@example.com', password: 'Demo-Passw0rd!' });
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.queryByText(SIGN_IN_MESSAGES.codeNoLongerValid)).not.toBeInTheDocument();
  });

  it('returns a patient to the page that was asked for, not /shop', async () => {
    mockApi({ 'POST /auth/sign_in': { body: { data: wireUser('Patient') }, headers: AUTH_HEADERS } });
    const user = userEvent.setup();
    const { router } = renderApp(
      [
        ...routes,
        {
          element: <RequireRole roles={['patient']} redirectTo="/patients/signin" />,
          children: landingSpots('/order_history'),
        },
      ],
      { url: '/order_history?tab=2' },
    );
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /order_history')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it.each([
    ['used', 'This sign-in link has already been used.'],
    ['expired', 'This sign-in link has expired.'],
  ])('explains a %s one-time sign-in link at once', async (reason, text) => {
    mockApi({});
    renderApp(routes, { url: `/providers/signin?link=${reason}` });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('disables Sign In while the e-mail or password has an error', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderApp(routes, { url: '/providers/signin' });
    const button = await screen.findByRole('button', { name: 'Sign In' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(button).toBeEnabled());

    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('disables Sign In on the code step until a code is typed', async () => {
    mockApi({ 'POST /auth/sign_in': PROMPT });
    const { user } = await reachCodeStep();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '1');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends a new code on request', async () => {
    const calls = mockApi({ 'POST /auth/sign_in': PROMPT });
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: "Didn't receive the email? Click here to resend." }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.codeResent)).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ email: 'dana@example.com', password: 'Demo-Passw0rd!' });
  });

  it('goes back to an empty first step', async () => {
    mockApi({ 'POST /auth/sign_in': PROMPT });
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Provider Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('/providers/signin reads "No account? Signup as a Patient/Provider" with both links', async () => {
    mockApi({});
    renderApp([...routes, ...landingSpots('/providers/signup', '/patients/signup')], {
      url: '/providers/signin',
    });
    expect(await screen.findByRole('link', { name: 'Provider' })).toHaveAttribute(
      'href',
      '/providers/signup',
    );
    expect(screen.getByRole('link', { name: 'Patient' })).toHaveAttribute('href', '/patients/signup');
    expect(
      screen.getByText((_, node) => node?.textContent === 'No account? Signup as a Patient/Provider'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/password_recovery',
    );
  });

  it('/patients/signin links to its signup and recovery pages', async () => {
    mockApi({});
    renderApp([...routes, ...landingSpots('/providers/signup', '/patients/signup')], {
      url: '/patients/signin',
    });
    expect(await screen.findByRole('link', { name: 'Signup as a Patient' })).toHaveAttribute(
      'href',
      '/patients/signup',
    );
    expect(screen.getByText('No account?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/patients/password_recovery',
    );
  });

  it('offers suppliers no signup', async () => {
    mockApi({});
    renderApp(routes, { url: '/suppliers/signin' });
    expect(await screen.findByRole('heading', { name: 'Supplier Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(/Signup as/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/password_recovery',
    );
  });
});

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('sign-in from a user_data link', () => {
  afterEach(resetAfterTest);

  it('signs in from the parameter and goes home without it', async () => {
    const calls = mockApi({});
    const userData = encode({
      user: wireUser('Supplier'),
      access_token: 'link-token',
      client: 'link-client',
      uid: 'dana@example.com',
      expiry: '1900000000',
    });
    const { router } = renderApp(routes, { url: `/suppliers/signin?user_data=${userData}` });
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(authSession.get()?.credentials).toEqual({
      accessToken: 'link-token',
      client: 'link-client',
      uid: 'dana@example.com',
      expiry: '1900000000',
    });
    expect(authSession.get()?.user.role.resourceType).toBe('Supplier');
    expect(calls).toHaveLength(0);
  });

  it('drops an invalid parameter and shows the sign-in form', async () => {
    mockApi({});
    const { router } = renderApp(routes, {
      url: `/providers/signin?user_data=${encode({ user: 'nobody' })}`,
    });
    expect(await screen.findByRole('heading', { name: 'Provider Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(/This sign-in link is not valid/)).toBeInTheDocument();
    expect(authSession.get()).toBeNull();
  });

  it("shows the sign-in form when the link's schema cannot load, and does not call the link invalid", async () => {
    mockApi({});
    vi.mocked(sessionFromUserData).mockRejectedValueOnce(new Error('Failed to fetch a module'));
    const { router } = renderApp(routes, {
      url: `/providers/signin?user_data=${encode({ user: 'nobody' })}`,
    });
    expect(await screen.findByRole('heading', { name: 'Provider Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(SIGN_IN_MESSAGES.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByText(/This sign-in link is not valid/)).not.toBeInTheDocument();
    expect(authSession.get()).toBeNull();
  });
});
