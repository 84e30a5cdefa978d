import type { SessionUserReply } from '@dme/shared/auth/sign-in';
import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in-messages';
import { TERMS_PROMPT_COOKIE } from '@dme/shared/auth/terms-cookie';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homeOf } from '../../../app/guards';
import { readCredentials } from '../../../lib/api-client';
import { type AuthCredentials, type AuthSession, authSession, roleOf } from '../../../lib/auth-session';
import { removeCookie } from '../../../lib/cookies';
import { notifications } from '../../../lib/toasts';
import { redirectFromState, safeRedirectPath } from '../redirect';

/** Keeps only what the app needs of the server's user record. */
export const toSession = (user: SessionUserReply, credentials: AuthCredentials): AuthSession => ({
  credentials,
  user: { fullName: user.fullName, email: user.email, role: user.role },
});

/** A signed-in reply: its user record (checked by the reply's schema), the tokens in the headers. */
export function sessionFromReply(headers: Headers, user: SessionUserReply | undefined): AuthSession {
  if (!user) throw new Error('The sign-in reply carried no user');
  const credentials = readCredentials(headers);
  if (!credentials) throw new Error('The sign-in reply carried no access headers');
  return toSession(user, credentials);
}

/**
 * Stores the session, says "Logged In!" and goes to the page that was asked for (a guard or an
 * expired session left it in the router state; same-origin paths only), else to the role's home
 * (patients /shop, others /).
 */
export function useStartSession() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    /** `returnTo`: where a one-time link asks to go (a path of this site, or it is ignored). */
    (session: AuthSession, returnTo?: string | null) => {
      // The terms-prompt cookie belongs to whoever fetched it; the new user's answer is fetched afresh.
      removeCookie(TERMS_PROMPT_COOKIE);
      authSession.signIn(session);
      notifications.show({ color: 'green', message: SIGN_IN_MESSAGES.loggedIn });
      navigate(safeRedirectPath(returnTo) ?? redirectFromState(state) ?? homeOf(roleOf(session)), {
        replace: true,
      });
    },
    [navigate, state],
  );
}
