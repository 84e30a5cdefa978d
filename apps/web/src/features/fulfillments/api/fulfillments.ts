import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fulfillmentKeys } from './keys';

export const fetchFulfillments = (signal?: AbortSignal) =>
  apiRequest<Fulfillment[]>('/api/fulfillments', { signal });

/** A supplier's fulfillments, or those of a provider's work orders. */
export const fulfillmentsQueryOptions = () =>
  queryOptions({ queryKey: fulfillmentKeys.lists(), queryFn: ({ signal }) => fetchFulfillments(signal) });

export const useFulfillments = () => useQuery(fulfillmentsQueryOptions());
