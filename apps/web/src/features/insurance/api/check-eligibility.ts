import type { EligibilityCheckBody, InsuranceStatus } from '@dme/shared/insurance/api';
import { eligibilityCheckBodySchema } from '@dme/shared/insurance/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyInsuranceStatus } from './apply-insurance-status';

/** The member ID travels without dashes and the birth date as YYYY-MM-DD (spec patient §5). */
export const checkEligibility = (form: EligibilityCheckBody) =>
  apiRequest<InsuranceStatus>('/api/insurance_statuses', {
    method: 'POST',
    body: eligibilityCheckBodySchema.parse(form),
  });

/** A covered plan prices the session at once; refusals (422) are the modal's to show. */
export function useCheckEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkEligibility,
    onSuccess: (status) => applyInsuranceStatus(queryClient, status),
  });
}
