import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthSession, authSession } from '../lib/auth-session';
import { notifications } from '../lib/toasts';
import { RequireRole, SignedOutOnly, WRONG_ROLE_MESSAGE } from './guards';

vi.mock('../lib/toasts', () => ({ notifications: { show: vi.fn() } }));

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
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/patients/signin', element: <p>patient sign-in form</p> },
          { path: '/providers/signin', element: <p>provider sign-in</p> },
        ],
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
  afterEach(() => {
    authSession.signOut();
    vi.mocked(notifications.show).mockClear();
  });

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

  it('sends a visitor from a provider-only page to sign in', () => {
    renderAt('/work_orders/new');
    expect(screen.getByText('provider sign-in')).toBeInTheDocument();
  });

  // Through the sign-in page, which sends a signed-in user back, this looped forever (issue 48 item 9).
  it.each([
    ['Supplier', 'home'],
    ['Patient', 'shop'],
  ] as const)('sends a signed-in %s from a provider-only page to %s, saying why', async (role, home) => {
    authSession.signIn(sessionFor(role));
    renderAt('/work_orders/new');
    expect(screen.getByText(home)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: WRONG_ROLE_MESSAGE }),
      ),
    );
    expect(notifications.show).toHaveBeenCalledTimes(1);
  });

  it('lets a provider through', () => {
    authSession.signIn(sessionFor('Provider'));
    renderAt('/work_orders/new');
    expect(screen.getByText('work order form')).toBeInTheDocument();
  });

  // A supplier signing out on a page providers share (/settings) was sent to the provider sign-in.
  it("sends someone signed out on the page to their own role's sign-in page", async () => {
    authSession.signIn(sessionFor('Supplier'));
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/suppliers/signin', element: <p>supplier sign-in</p> },
            { path: '/providers/signin', element: <p>provider sign-in</p> },
            {
              element: <RequireRole roles={['provider', 'supplier']} redirectTo="/providers/signin" />,
              children: [{ path: '/settings', element: <p>settings</p> }],
            },
          ],
          { initialEntries: ['/settings'] },
        )}
      />,
    );
    expect(screen.getByText('settings')).toBeInTheDocument();
    act(() => authSession.signOut());
    expect(await screen.findByText('supplier sign-in')).toBeInTheDocument();
  });
});
