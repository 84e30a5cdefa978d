import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyInsuranceStatus } from './apply-insurance-status';

export const removeInsurance = () =>
  apiRequest<{ success: boolean }>('/api/insurance_statuses/me', { method: 'DELETE' });

/** "Remove insurance": the session goes back to retail prices everywhere. */
export function useRemoveInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInsurance,
    onSuccess: () => applyInsuranceStatus(queryClient, null),
  });
}
