import { providerTypeSchema } from '@dme/shared/auth/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

export const fetchProviderTypes = async () =>
  providerTypeSchema.array().parse(await apiRequest('/api/provider_types'));

export const providerTypesQuery = () =>
  queryOptions({ queryKey: authKeys.providerTypes(), queryFn: fetchProviderTypes, staleTime: Infinity });

export const useProviderTypes = () => useQuery(providerTypesQuery());
