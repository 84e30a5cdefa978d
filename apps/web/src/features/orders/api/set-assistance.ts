import { ORDER_MESSAGES, type Order } from '@dme/shared/orders/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webEnv } from '../../../lib/env';
import { notifications } from '../../../lib/toasts';
import { orderKeys } from './keys';

export const setAssistance = (number: string, assistanceRequired: boolean, access?: string | null) =>
  apiRequest<Order>(`/api/orders/${encodeURIComponent(number)}`, {
    method: 'PUT',
    body: { order: { assistanceRequired } },
    ...(access ? { query: { access } } : {}),
  });

/** Spec patient §4 "Order confirmation": the answer is saved, then a toast tells what follows. */
export function useSetAssistance(number: string, access?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assistanceRequired: boolean) => setAssistance(number, assistanceRequired, access),
    onSuccess: (order, assistanceRequired) => {
      queryClient.setQueryData(orderKeys.detail(number), order);
      notifications.show(
        assistanceRequired
          ? { color: 'green', message: ORDER_MESSAGES.assistanceYes }
          : { color: 'blue', message: `${ORDER_MESSAGES.assistanceNo} ${webEnv.supportEmail}.` },
      );
    },
    onError: () => notifications.show({ color: 'red', message: 'Something went wrong. Please try again.' }),
  });
}
