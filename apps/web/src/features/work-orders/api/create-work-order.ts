import type { WorkOrderInput } from '@dme/shared/work-orders/work-order-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberTimeZone } from '../../../lib/cookies';
import { workOrderKeys } from './keys';

/** Sends the clinician's time zone with it: the server checks the dates against their today. */
export function createWorkOrder(consultation: WorkOrderInput) {
  rememberTimeZone();
  return apiRequest<{ uuid: string }>('/api/consultations', { method: 'POST', body: { consultation } });
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
  });
}
