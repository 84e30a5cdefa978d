import type { InsuranceCarrier } from '@dme/shared/insurance/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { insuranceKeys } from './keys';

export const fetchInsuranceCarriers = (signal?: AbortSignal) =>
  apiRequest<InsuranceCarrier[]>('/api/insurance_carriers', { signal });

export const insuranceCarriersQueryOptions = () =>
  queryOptions({
    queryKey: insuranceKeys.carriers(),
    queryFn: ({ signal }) => fetchInsuranceCarriers(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useInsuranceCarriers = () => useQuery(insuranceCarriersQueryOptions());
