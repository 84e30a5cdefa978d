import type { InsuranceStatus } from '@dme/shared/insurance/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { nullOn404 } from '../../../lib/api-errors';
import { usePatientSession } from '../../../lib/patient-session';
import { insuranceKeys } from './keys';

/** The session's insurance status; 404 means none (spec patient §7). */
export const fetchInsuranceStatus = (signal?: AbortSignal) =>
  nullOn404(apiRequest<InsuranceStatus>('/api/insurance_statuses/me', { signal }));

export const insuranceStatusQueryOptions = () =>
  queryOptions({
    queryKey: insuranceKeys.status(),
    queryFn: ({ signal }) => fetchInsuranceStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Whether insurance prices this session, and the plan behind it. Only a covered status is ever kept
 * on the session, so the session's status uuid alone answers "active" before the status loads.
 */
export function useInsuranceStatus() {
  const session = usePatientSession().data;
  const hasStatus = Boolean(session?.insuranceStatusUuid);
  const query = useQuery({ ...insuranceStatusQueryOptions(), enabled: hasStatus });
  const status = hasStatus ? (query.data ?? null) : null;
  return {
    status,
    isActive: hasStatus,
    requiresAuthorization: status?.requiresAuthorization ?? false,
    isLoading: session === undefined || (hasStatus && query.isPending),
  };
}
