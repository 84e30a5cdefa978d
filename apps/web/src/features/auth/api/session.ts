import { type SessionUserReply, SIGN_IN_MESSAGES, sessionUserSchema } from '@dme/shared/auth/sign-in';
import { TERMS_PROMPT_COOKIE } from '@dme/shared/auth/terms';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homeOf } from '../../../app/guards';
import { onUnauthorized, readCredentials } from '../../../lib/api-client';
import { type AuthCredentials, type AuthSession, authSession, roleOf } from '../../../lib/auth-session';
import { removeCookie } from '../../../lib/cookies';
import { AUDIENCES } from '../audiences';
import { redirectFromState } from '../redirect';

/** Keeps only what the app needs of the server's user record. */
export const toSession = (user: SessionUserReply, credentials: AuthCredentials): AuthSession => ({
  credentials,
  user: { fullName: user.fullName, email: user.email, role: user.role },
});

/** A reply of sign-in or patient signup: `{ data: user }` in the body, the tokens in the headers. */
export function sessionFromReply(headers: Headers, body: unknown): AuthSession {
  const user = sessionUserSchema.parse((body as { data?: unknown } | null)?.data);
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
    (session: AuthSession) => {
      // The terms-prompt cookie belongs to whoever fetched it; the new user's answer is fetched afresh.
      removeCookie(TERMS_PROMPT_COOKIE);
      authSession.signIn(session);
      notifications.show({ color: 'green', message: SIGN_IN_MESSAGES.loggedIn });
      navigate(redirectFromState(state) ?? homeOf(roleOf(session)), { replace: true });
    },
    [navigate, state],
  );
}

export const LOGGED_OUT_MESSAGE = 'Logged out due to inactivity';

/**
 * A 401 while signed in (spec §8): a persistent toast and sign-out. A clinician or supplier then
 * lands on the sign-in page of their role, with the page they were on to return to (issue 13
 * item 11); without this, the dashboard at / turned into the patient landing page. Patients stay
 * where they are (the shop works signed out; account pages send them to sign in themselves).
 */
export function useSignOutOnUnauthorized() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      onUnauthorized(() => {
        const role = roleOf(authSession.get());
        authSession.signOut();
        notifications.show({ id: 'logged-out', color: 'red', message: LOGGED_OUT_MESSAGE, autoClose: false });
        if (role === 'provider' || role === 'supplier') {
          navigate(AUDIENCES[role].signInPath, { replace: true, state: { from: here.current } });
        }
      }),
    [navigate],
  );
}
