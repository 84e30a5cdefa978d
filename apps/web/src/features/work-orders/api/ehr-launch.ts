import type { EhrConnectionsReply, EhrLaunchReply } from '@dme/shared/ehr/launch';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from './keys';

/** What a launch from the EHR read from the chart; kept for the whole visit (it is used once). */
export const useEhrLaunch = (id: string | null) =>
  useQuery({
    queryKey: workOrderKeys.ehrLaunch(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<EhrLaunchReply>(`/api/ehr_launches/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useEhrConnections = (enabled: boolean) =>
  useQuery({
    queryKey: workOrderKeys.ehrConnections(),
    queryFn: ({ signal }) => apiRequest<EhrConnectionsReply>('/api/ehr_connections', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
