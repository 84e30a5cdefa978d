import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuthSession, authSession } from '../lib/auth-session';
import { RequireRole, SignedOutOnly } from './guards';

const sessionFor = (resourceType: AuthSession['user']['role']['resourceType']): AuthSession => ({
  credentials: { accessToken: 't', client: 'c', uid: 'u@example.com', expiry: '0' },
  user: {
    fullName: 'U',
    email: 'u@example.com',
    role: { resourceType, resourceUuid: null, isTestAccount: false, isEhrProvider: false },
  },
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/shop', element: <p>shop</p> },
      { path: '/providers/signin', element: <p>provider sign-in</p> },
      {
        element: <SignedOutOnly />,
        children: [{ path: '/patients/signin', element: <p>patient sign-in form</p> }],
      },
      {
        element: <RequireRole roles={['provider']} redirectTo="/providers/signin" />,
        children: [{ path: '/work_orders/new', element: <p>work order form</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('route guards', () => {
  afterEach(() => authSession.signOut());

  it.each([
    ['Patient', 'shop'],
    ['Provider', 'home'],
    ['Supplier', 'home'],
  ] as const)('sends a signed-in %s away from a signed-out-only page to %s', (role, destination) => {
    authSession.signIn(sessionFor(role));
    renderAt('/patients/signin');
    expect(screen.getByText(destination)).toBeInTheDocument();
  });

  it('shows a signed-out-only page to a visitor', () => {
    renderAt('/patients/signin');
    expect(screen.getByText('patient sign-in form')).toBeInTheDocument();
  });

  it.each([null, 'Supplier', 'Patient'] as const)('sends %s away from a provider-only page', (role) => {
    if (role) authSession.signIn(sessionFor(role));
    renderAt('/work_orders/new');
    expect(screen.getByText('provider sign-in')).toBeInTheDocument();
  });

  it('lets a provider through', () => {
    authSession.signIn(sessionFor('Provider'));
    renderAt('/work_orders/new');
    expect(screen.getByText('work order form')).toBeInTheDocument();
  });
});
