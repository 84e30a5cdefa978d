import type { MessagePreferences } from '@dme/shared/notifications/api';
import type { MessageChannel } from '@dme/shared/notifications/texts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const fetchMessagePreferences = (signal?: AbortSignal) =>
  apiRequest<MessagePreferences>('/api/account/messages', { signal });

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.messages(),
    queryFn: ({ signal }) => fetchMessagePreferences(signal),
  });

/** What the signed-in patient agreed to: e-mails, texts and the number they go to. */
export const useMessagePreferences = () => useQuery(messagesQueryOptions());

export const setMessagePreference = (body: { channel: MessageChannel; subscribed: boolean }) =>
  apiRequest<MessagePreferences>('/api/account/messages', { method: 'PUT', body });

export const chooseSmsPhone = (body: { phone: string; agreed: true }) =>
  apiRequest<MessagePreferences>('/api/account/messages/sms_phone', { method: 'PUT', body });

/** Both writes answer the preferences as they now stand: the cache takes the reply. */
function usePreferencesWrite<Input>(write: (input: Input) => Promise<MessagePreferences>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.messages(), preferences),
  });
}

export const useSetMessagePreference = () => usePreferencesWrite(setMessagePreference);
export const useChooseSmsPhone = () => usePreferencesWrite(chooseSmsPhone);
