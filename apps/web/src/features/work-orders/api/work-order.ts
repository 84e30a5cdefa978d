import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from './keys';

export const fetchWorkOrder = (uuid: string, signal?: AbortSignal) =>
  apiRequest<WorkOrderDetail>(`/api/consultations/${encodeURIComponent(uuid)}`, { signal });

export const workOrderQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: workOrderKeys.detail(uuid),
    queryFn: ({ signal }) => fetchWorkOrder(uuid, signal),
  });

export const useWorkOrder = (uuid: string) => useQuery(workOrderQueryOptions(uuid));
