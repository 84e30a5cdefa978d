import { useMatch } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { TopBar, type TopBarLink } from '../../../components/ui/top-bar';
import { useAuthSession } from '../../../lib/auth-session';
import { webEnv } from '../../../lib/env';

const links: TopBarLink[] = [
  { label: 'For Providers', to: paths.providers },
  { label: 'About', to: paths.home },
  { label: 'Our Team', to: paths.team },
  { label: 'Help', href: `mailto:${webEnv.supportEmail}` },
];

/** Spec §2: the call to action reads Shop, except on /providers where it is Get Started. */
export function callToActionFor(isProviderLanding: boolean, isSignedIn: boolean) {
  if (!isProviderLanding) return { label: 'Shop', to: paths.shop };
  return { label: 'Get Started', to: isSignedIn ? paths.home : paths.providerSignUp };
}

/** The top bar of the marketing pages. */
export function PublicTopBar() {
  const isProviderLanding = useMatch(paths.providers) !== null;
  const isSignedIn = useAuthSession() !== null;
  const callToAction = callToActionFor(isProviderLanding, isSignedIn);

  return (
    <TopBar
      links={links}
      actions={
        <>
          {isProviderLanding && !isSignedIn && (
            <LinkButton to={paths.providerSignIn} variant="default">
              Sign In
            </LinkButton>
          )}
          <LinkButton to={callToAction.to}>{callToAction.label}</LinkButton>
        </>
      }
    />
  );
}
