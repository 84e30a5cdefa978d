import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fulfillmentKeys } from '../../fulfillments';

export const fetchFulfillment = (number: string, signal?: AbortSignal) =>
  apiRequest<Fulfillment>(`/api/fulfillments/${encodeURIComponent(number)}`, { signal });

/** The fulfillment behind an e-mailed tracking link; an unknown number is not retried (it is throttled). */
export const fulfillmentQueryOptions = (number: string) =>
  queryOptions({
    queryKey: fulfillmentKeys.detail(number),
    queryFn: ({ signal }) => fetchFulfillment(number, signal),
    retry: false,
    enabled: number !== '',
  });

export const useFulfillment = (number: string) => useQuery(fulfillmentQueryOptions(number));
