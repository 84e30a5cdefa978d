import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from './keys';

export const fetchNewReferralCode = () => apiRequest<{ referralCode: string }>('/api/consultations/new');

/** A fresh code per visit of the form: never reuse one from the cache. */
export const useNewReferralCode = () =>
  useQuery({
    queryKey: workOrderKeys.newReferralCode(),
    queryFn: fetchNewReferralCode,
    gcTime: 0,
    staleTime: Infinity,
  });
