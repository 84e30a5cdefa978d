import { DELIVERY_ROUTES, type DeliveryEstimate } from '@dme/shared/delivery/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePatientSession } from '../../../lib/patient-session';
import { deliveryKeys } from '../../../lib/query-keys';
import { useCart } from '../../cart';

export const fetchDeliveryEstimate = (signal?: AbortSignal) =>
  apiRequest<DeliveryEstimate>(DELIVERY_ROUTES.estimate, { signal });

export const deliveryEstimateQueryOptions = (queryKey: ReturnType<typeof deliveryKeys.estimate>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetchDeliveryEstimate(signal) });

/** The key of the promise for what the session's cart holds now, once the session and cart are read. */
export function useDeliveryEstimateKey() {
  const session = usePatientSession();
  const cart = useCart();
  return {
    queryKey: deliveryKeys.estimate(cart.data, session.data?.insuranceStatusUuid),
    isReady: session.isSuccess && cart.isSuccess,
  };
}

/** What an order placed now would be promised, for the ZIP code this browser gave. */
export function useDeliveryEstimate() {
  const { queryKey, isReady } = useDeliveryEstimateKey();
  return useQuery({ ...deliveryEstimateQueryOptions(queryKey), enabled: isReady });
}
