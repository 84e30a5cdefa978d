import type { Order } from '@dme/shared/orders/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const fetchOrder = (number: string, signal?: AbortSignal) =>
  apiRequest<Order>(`/api/orders/${encodeURIComponent(number)}`, { signal });

/** Spec patient §7: one order by confirmation number, never retried. */
export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: orderKeys.detail(number),
    queryFn: ({ signal }) => fetchOrder(number, signal),
    retry: false,
  });

export const useOrder = (number: string) => useQuery(orderQueryOptions(number));
