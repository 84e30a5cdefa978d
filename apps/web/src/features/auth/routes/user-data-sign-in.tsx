import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in-messages';
import { useEffect, useRef } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { notifications } from '../../../lib/toasts';
import { useStartSession } from '../api/session';
import { RETURN_TO_PARAM, sessionFromUserData, USER_DATA_PARAM } from '../user-data';

const INVALID_LINK_MESSAGE = 'This sign-in link is not valid. Please sign in with your email and password.';

/**
 * Wraps the sign-in pages: a `?user_data=` one-time link signs in at once and goes home, or to its
 * `return_to` page (a launch from an EHR goes to the pre-filled work order) (the
 * parameter leaves the address bar with the navigation); without it the sign-in page shows.
 * It sits outside SignedOutOnly so that a link for a new user replaces a previous session.
 */
export function UserDataSignIn() {
  const [params, setParams] = useSearchParams();
  const value = params.get(USER_DATA_PARAM);
  const returnTo = params.get(RETURN_TO_PARAM);
  const startSession = useStartSession();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!value || handled.current === value) return;
    handled.current = value;
    // Without the link's session the sign-in page shows, with why.
    const showSignIn = (message: string) => {
      notifications.show({ color: 'red', message });
      setParams(
        (current) => {
          current.delete(USER_DATA_PARAM);
          return current;
        },
        { replace: true },
      );
    };
    sessionFromUserData(value).then(
      (session) => (session ? startSession(session, returnTo) : showSignIn(INVALID_LINK_MESSAGE)),
      // The schema's chunk did not load (offline, a new deployment): not the link's fault.
      () => showSignIn(SIGN_IN_MESSAGES.somethingWentWrong),
    );
  }, [value, returnTo, startSession, setParams]);

  return value ? null : <Outlet />;
}
