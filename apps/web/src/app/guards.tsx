import { Navigate, Outlet, useLocation } from 'react-router';
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

/** Lets only the given roles through; everyone else goes to `redirectTo` (e.g. a sign-in page). */
export function RequireRole({ roles, redirectTo }: { roles: Role[]; redirectTo: string }) {
  const session = useAuthSession();
  const location = useLocation();
  const role = roleOf(session);
  if (!role || !roles.includes(role)) {
    return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
