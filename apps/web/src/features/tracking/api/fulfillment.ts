import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fulfillmentKeys } from '../../fulfillments';

/** The fulfillment by number, with the tracking link's token when the page has one (a supplier signed in needs none). */
export const fetchFulfillment = (number: string, access: string, signal?: AbortSignal) => {
  const query = access ? `?${new URLSearchParams({ access })}` : '';
  return apiRequest<Fulfillment>(`/api/fulfillments/${encodeURIComponent(number)}${query}`, { signal });
};

/** The fulfillment behind an e-mailed tracking link; an unknown number is not retried (it is throttled). */
export const fulfillmentQueryOptions = (number: string, access: string) =>
  queryOptions({
    queryKey: [...fulfillmentKeys.detail(number), access],
    queryFn: ({ signal }) => fetchFulfillment(number, access, signal),
    retry: false,
    enabled: number !== '',
  });

export const useFulfillment = (number: string, access: string) =>
  useQuery(fulfillmentQueryOptions(number, access));
