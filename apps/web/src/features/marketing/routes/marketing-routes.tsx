import { Outlet } from 'react-router';
import { PublicFrame } from '../components/public-frame';

export { PrivacyPage, TermsPage } from './legal-pages';
export { ProvidersPage } from './providers-page';
export { TeamPage } from './team-page';

/** The layout of the marketing routes: top bar, page, footer. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
