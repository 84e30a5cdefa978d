import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { authSession, type Role, roleOf, useAuthSession } from '../../lib/auth-session';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { paths } from '../paths';

const LandingRoute = preloadableLazy(
  async () => (await import('../../features/marketing/routes/landing-route')).default,
);
const dashboard = () => import('../../features/dashboard/routes/dashboard-routes');
const ProviderDashboard = preloadableLazy(async () => (await dashboard()).ProviderDashboard);
const SupplierDashboard = preloadableLazy(async () => (await dashboard()).SupplierDashboard);

/** The page "/" shows a visitor of `role`; an admin has none (sent on to the console). */
function pageFor(role: Role | null) {
  if (role === 'provider') return ProviderDashboard;
  if (role === 'supplier') return SupplierDashboard;
  return role === 'admin' ? null : LandingRoute;
}

/** Loads the page "/" shows the current visitor, so its first render (or hydration) does not wait. */
export async function preloadIndexPage() {
  await pageFor(roleOf(authSession.get()))?.preload();
}

/**
 * "/" is the patient landing page for visitors and patients; signed-in providers and suppliers
 * get their dashboards here (spec §2).
 */
export function IndexRoute() {
  return (
    // While the page's chunk loads (after a sign-in or sign-out changed the page), as tall as the
    // screen so the footer does not move into view and back.
    <Suspense
      fallback={
        <Center mih="100vh">
          <Loader aria-label="Loading the page" />
        </Center>
      }
    >
      <IndexPage />
    </Suspense>
  );
}

function IndexPage() {
  const Page = pageFor(roleOf(useAuthSession()));
  return Page ? <Page /> : <Navigate to={paths.ops} replace />;
}
