import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MessageChannel = 'email' | 'sms';

export const unsubscribe = (input: { order: string; access: string; channel: MessageChannel }) =>
  apiRequest<{ channel: MessageChannel }>('/api/messages/unsubscribe', { method: 'POST', body: input });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
