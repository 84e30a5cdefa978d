import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from './keys';

export const fetchHcpcsCodes = () =>
  apiRequest<HcpcsCode[]>('/api/hcpcs_codes', { query: { includeIcd10s: true } });

/** Reference data: the same for the whole visit. */
export const useHcpcsCodes = () =>
  useQuery({ queryKey: workOrderKeys.hcpcsCodes(), queryFn: fetchHcpcsCodes, staleTime: Infinity });
