import type { Order } from '@dme/shared/orders/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const fetchOrders = (signal?: AbortSignal) => apiRequest<Order[]>('/api/orders', { signal });

/** The signed-in patient's orders, newest first. */
export const ordersQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.lists(), queryFn: ({ signal }) => fetchOrders(signal) });

export const useOrders = () => useQuery(ordersQueryOptions());
