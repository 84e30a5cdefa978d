import type { ProductVertical } from '@dme/shared/shop/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { shopKeys } from './query-keys';

export const fetchProductVerticals = (signal?: AbortSignal) =>
  apiRequest<ProductVertical[]>('/api/product_verticals', { signal });

export const productVerticalsQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.verticals(),
    queryFn: ({ signal }) => fetchProductVerticals(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProductVerticals = () => useQuery(productVerticalsQueryOptions());
