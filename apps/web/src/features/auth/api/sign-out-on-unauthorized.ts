import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../../../lib/api-client';
import { authSession, roleOf } from '../../../lib/auth-session';
import { AUDIENCES } from '../audiences';

// Apart from session.ts: every page runs this hook, and session.ts brings the sign-in reply's zod
// schema, which only the sign-in pages need, into the first-visit JavaScript.

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
        // Fetched when needed: every page carries this hook, and few ever see the toast.
        void import('../../../lib/toasts').then(({ notifications }) =>
          notifications.show({
            id: 'logged-out',
            color: 'red',
            message: LOGGED_OUT_MESSAGE,
            autoClose: false,
          }),
        );
        if (role === 'provider' || role === 'supplier') {
          navigate(AUDIENCES[role].signInPath, { replace: true, state: { from: here.current } });
        }
      }),
    [navigate],
  );
}
