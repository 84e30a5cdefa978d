import { lazy } from 'react';

const LandingRoute = lazy(() => import('../../features/marketing/routes/landing-route'));

/**
 * "/" is the patient landing page for visitors and patients; signed-in providers and suppliers
 * get their dashboards here (spec §2), added by their areas.
 */
export function IndexRoute() {
  return <LandingRoute />;
}
