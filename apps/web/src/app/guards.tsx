import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AUDIENCES } from '../features/auth/audiences';
import { redirectFromState } from '../features/auth/redirect';
import { type Role, roleOf, useAuthSession } from '../lib/auth-session';
import { paths } from './paths';

/** Where a signed-in user goes from a signed-out-only page: patients to /shop, admins to /ops, others to / (spec §2). */
export const homeOf = (role: Role | null) =>
  role === 'patient' ? paths.shop : role === 'admin' ? paths.ops : paths.home;

export function SignedOutOnly() {
  const session = useAuthSession();
  const location = useLocation();
  // Just signed in on a page a guard sent them to: back to the page they asked for (same-origin only).
  if (session) return <Navigate to={redirectFromState(location.state) ?? homeOf(roleOf(session))} replace />;
  return <Outlet />;
}

export const WRONG_ROLE_MESSAGE =
  'That page is for another kind of account, so you are back on your own home page.';

/**
 * Lets only the given roles through. A visitor goes to `redirectTo` (a sign-in page) to come back
 * after signing in; someone signed in with another role goes to their own home with a message —
 * sending them to the sign-in page, which sends a signed-in user back, looped forever (decision 0115).
 */
export function RequireRole({ roles, redirectTo }: { roles: Role[]; redirectTo: string }) {
  const session = useAuthSession();
  const location = useLocation();
  const role = roleOf(session);
  // Signed out on the page (their own sign-out, an expired session): their role's sign-in page,
  // where the sign-out goes too, not the route's (a supplier's on /settings is not the provider's).
  const lastRole = useRef(role);
  if (role) lastRole.current = role;
  if (!role) {
    const signIn = lastRole.current ? AUDIENCES[lastRole.current].signInPath : redirectTo;
    return <Navigate to={signIn} replace state={{ from: location.pathname + location.search }} />;
  }
  if (!roles.includes(role)) return <BackToOwnHome role={role} />;
  return <Outlet />;
}

function BackToOwnHome({ role }: { role: Role }) {
  useEffect(() => {
    // Fetched when needed: the guards are on every page's first chunk, and few ever see this.
    void import('../lib/toasts').then(({ notifications }) =>
      notifications.show({ id: 'wrong-role', message: WRONG_ROLE_MESSAGE, autoClose: 8000 }),
    );
  }, []);
  return <Navigate to={homeOf(role)} replace />;
}
