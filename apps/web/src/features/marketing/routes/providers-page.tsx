import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '../../../app/paths';
import { useAuthSession } from '../../../lib/auth-session';
import { LandingPage } from '../components/landing-page';
import { ProviderHeroVisual } from '../components/provider-hero-visual';
import { providerLanding } from '../content/provider-landing';

/** The provider landing page (/providers). */
export function ProvidersPage() {
  useDocumentTitle('For Providers — Carelane');
  const isSignedIn = useAuthSession() !== null;
  const action = isSignedIn
    ? { label: 'Go to your dashboard', to: paths.home }
    : { label: 'Create a provider account', to: paths.providerSignUp };
  return <LandingPage content={providerLanding} action={action} visual={<ProviderHeroVisual />} />;
}
