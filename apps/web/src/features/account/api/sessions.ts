import type { AccountSession } from '@dme/shared/auth/account-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const fetchSessions = (signal?: AbortSignal) =>
  apiRequest<AccountSession[]>('/api/account/sessions', { signal });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => fetchSessions(signal) });

/** The signed-in sessions of this account, this device first. */
export const useSessions = () => useQuery(sessionsQueryOptions());

export const endSession = (id: string) =>
  apiRequest<null>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const endOtherSessions = () =>
  apiRequest<{ ended: number }>('/api/account/sessions/end_others', { method: 'POST' });

/** Ends one other session (`id`) or all of them (no id); the list is read again either way. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? endSession(id) : endOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
