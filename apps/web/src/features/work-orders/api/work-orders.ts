import type { WorkOrderListQuery, WorkOrderListReply } from '@dme/shared/work-orders/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { workOrderKeys } from './keys';

export const fetchWorkOrders = (query: WorkOrderListQuery, signal?: AbortSignal) =>
  apiRequest<WorkOrderListReply>('/api/consultations', { query: { ...query }, signal });

/**
 * The dashboard list. Unlike the rest of the app it refetches on mount and on window focus (spec §4),
 * and it asks the server to refresh prior-auth statuses only on the first load.
 */
export function useWorkOrders(query: WorkOrderListQuery) {
  const isFirstLoad = useRef(true);
  return useQuery({
    queryKey: workOrderKeys.list(query),
    queryFn: ({ signal }) => {
      const checkPriorAuthStatuses = isFirstLoad.current ? 'true' : undefined;
      isFirstLoad.current = false;
      return fetchWorkOrders({ ...query, checkPriorAuthStatuses }, signal);
    },
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
