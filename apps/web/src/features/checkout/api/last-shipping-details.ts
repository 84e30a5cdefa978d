import type { LastShippingDetails } from '@dme/shared/orders/shipping-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { nullOn404 } from '../../../lib/api-errors';
import { roleOf, useAuthSession } from '../../../lib/auth-session';

/** Query keys of the checkout area; each patient's details under her own key. */
export const checkoutKeys = {
  lastShippingDetails: (uid: string) => ['checkout', 'last-shipping-details', uid] as const,
};

/** The signed-in patient's newest order's contact and address; 404 (none yet) is null. */
export const fetchLastShippingDetails = (signal?: AbortSignal) =>
  nullOn404(apiRequest<LastShippingDetails>('/api/orders/last_shipping_details', { signal }));

export const lastShippingDetailsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: checkoutKeys.lastShippingDetails(uid),
    queryFn: ({ signal }) => fetchLastShippingDetails(signal),
    // Read afresh for each checkout: the order just placed is the next one's default.
    staleTime: 0,
  });

/**
 * Her last shipping details, asked for only while a patient is signed in: a guest's checkout asks
 * nothing (the server would refuse it anyway).
 */
export function useLastShippingDetails() {
  const session = useAuthSession();
  const uid = roleOf(session) === 'patient' ? (session?.credentials.uid ?? '') : '';
  return useQuery({ ...lastShippingDetailsQueryOptions(uid), enabled: uid !== '' });
}
