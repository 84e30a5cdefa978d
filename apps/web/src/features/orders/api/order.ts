import type { Order } from '@dme/shared/orders/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './keys';

/**
 * `access` is the order e-mail's signed link value (`/orders/{number}?access=…`): it lets the
 * recipient open that one order in a browser other than the one that ordered.
 */
export const fetchOrder = (number: string, access?: string | null, signal?: AbortSignal) =>
  apiRequest<Order>(`/api/orders/${encodeURIComponent(number)}`, {
    signal,
    ...(access ? { query: { access } } : {}),
  });

/** Spec patient §7: one order by confirmation number, never retried. */
export const orderQueryOptions = (number: string, access?: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(number),
    queryFn: ({ signal }) => fetchOrder(number, access, signal),
    retry: false,
  });

export const useOrder = (number: string, access?: string | null) =>
  useQuery(orderQueryOptions(number, access));
