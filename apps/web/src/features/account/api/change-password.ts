import type { ChangePasswordForm } from '@dme/shared/auth/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** PUT /auth/password with this session: the current password first; every other session ends. */
export const changePassword = (body: ChangePasswordForm) =>
  apiRequest<{ message: string }>('/auth/password', { method: 'PUT', body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
