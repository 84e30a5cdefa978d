import type { EmailChangeRequest } from '@dme/shared/auth/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authSession } from '../../../lib/auth-session';
import { accountKeys } from './keys';

interface EmailChangeReply {
  email: string;
  message: string;
}

/** Step one: the new address and the current password; a code goes to the new address. */
export const requestEmailChange = (body: EmailChangeRequest) =>
  apiRequest<EmailChangeReply>('/api/account/email_change', { method: 'POST', body });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });

/** Step two: the code. The account's address, and so this session's uid, is the new one. */
export const confirmEmailChange = (body: { code: string }) =>
  apiRequest<EmailChangeReply>('/api/account/email_change/confirm', { method: 'POST', body });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ email }) => {
      const current = authSession.get();
      // The uid headers name the account by its address: the next call must send the new one.
      if (current)
        authSession.signIn({
          credentials: { ...current.credentials, uid: email },
          user: { ...current.user, email },
        });
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
