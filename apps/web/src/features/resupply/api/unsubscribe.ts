import type { SubscriptionChange, Subscriptions } from '@dme/shared/notifications/api';
import type { MessageChannel } from '@dme/shared/notifications/texts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The signed values of the e-mail's unsubscribe link. */
export interface UnsubscribeLink {
  order: string;
  access: string;
}

const subscriptionsKey = (link: UnsubscribeLink) =>
  ['message-subscriptions', link.order, link.access] as const;

export const fetchSubscriptions = (link: UnsubscribeLink, signal?: AbortSignal) =>
  apiRequest<Subscriptions>('/api/messages/subscriptions', { query: { ...link }, signal });

/** What the order's messages are now: the page says so before any button is pressed. */
export const useSubscriptions = (link: UnsubscribeLink) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionsKey(link),
      queryFn: ({ signal }) => fetchSubscriptions(link, signal),
      retry: false,
    }),
  );

export const changeSubscription = ({
  link,
  channel,
  subscribed,
}: {
  link: UnsubscribeLink;
  channel: MessageChannel;
  subscribed: boolean;
}) =>
  apiRequest<SubscriptionChange>(subscribed ? '/api/messages/resubscribe' : '/api/messages/unsubscribe', {
    method: 'POST',
    body: { ...link, channel },
  });

/** Stops or resumes one channel; the reply is where things now stand, so the page shows it at once. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: ({ subscriptions }, { link }) =>
      queryClient.setQueryData(subscriptionsKey(link), subscriptions),
  });
}
