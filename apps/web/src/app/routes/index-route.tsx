import { lazy } from 'react';
import { Navigate } from 'react-router';
import { roleOf, useAuthSession } from '../../lib/auth-session';
import { paths } from '../paths';

const LandingRoute = lazy(() => import('../../features/marketing/routes/landing-route'));
const dashboard = () => import('../../features/dashboard/routes/dashboard-routes');
const ProviderDashboard = lazy(async () => ({ default: (await dashboard()).ProviderDashboard }));
const SupplierDashboard = lazy(async () => ({ default: (await dashboard()).SupplierDashboard }));

/**
 * "/" is the patient landing page for visitors and patients; signed-in providers and suppliers
 * get their dashboards here (spec §2).
 */
export function IndexRoute() {
  const role = roleOf(useAuthSession());
  if (role === 'provider') return <ProviderDashboard />;
  if (role === 'supplier') return <SupplierDashboard />;
  if (role === 'admin') return <Navigate to={paths.ops} replace />;
  return <LandingRoute />;
}
