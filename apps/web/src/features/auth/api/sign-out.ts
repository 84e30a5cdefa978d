import { TERMS_PROMPT_COOKIE } from '@dme/shared/auth/terms-cookie';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api-client';
import { authSession, type Role, roleOf } from '../../../lib/auth-session';
import { removeCookie } from '../../../lib/cookies';

const SIGN_IN_PAGE: Record<Role, string> = {
  provider: paths.providerSignIn,
  supplier: paths.supplierSignIn,
  patient: paths.patientSignIn,
  admin: paths.opsSignIn,
};

const signInPageOf = (role: Role | null) => SIGN_IN_PAGE[role ?? 'provider'];

export const signOut = () => apiRequest<unknown>('/auth/sign_out');

/**
 * Revokes the token, then forgets the session and every cached query and goes to the role's
 * sign-in page. The local sign-out happens even when the call fails: the user asked to leave.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      const role = roleOf(authSession.get());
      authSession.signOut();
      removeCookie(TERMS_PROMPT_COOKIE);
      queryClient.clear();
      navigate(signInPageOf(role), { replace: true });
    },
  });
}
