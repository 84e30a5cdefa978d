import type { createShipmentBodySchema, createShipmentReplySchema } from '@dme/shared/fulfillments/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { fulfillmentKeys } from '../../fulfillments';

export type CreateShipmentBody = z.input<typeof createShipmentBodySchema>;

export const createShipment = (body: CreateShipmentBody) =>
  apiRequest<z.infer<typeof createShipmentReplySchema>>('/api/shipments', { method: 'POST', body });

/** Records a tracking link; the fulfillment (and a signed-in supplier's list) is read afresh. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fulfillmentKeys.all }),
  });
}
