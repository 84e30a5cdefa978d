import type { WorkOrderInput } from '@dme/shared/work-orders/work-order-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from './keys';

export const createWorkOrder = (consultation: WorkOrderInput) =>
  apiRequest<{ uuid: string }>('/api/consultations', { method: 'POST', body: { consultation } });

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
  });
}
