import { DELIVERY_ROUTES, type DeliveryEstimate, type DeliveryZipBody } from '@dme/shared/delivery/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deliveryKeys } from '../../../lib/query-keys';
import { useDeliveryEstimateKey } from './delivery-estimate';

export const setDeliveryZip = (body: DeliveryZipBody) =>
  apiRequest<DeliveryEstimate>(DELIVERY_ROUTES.estimate, { method: 'PUT', body });

/** Keeps the ZIP code on the session; its reply is the promise for the cart as it is now. */
export function useSetDeliveryZip() {
  const queryClient = useQueryClient();
  const { queryKey } = useDeliveryEstimateKey();
  return useMutation({
    mutationFn: setDeliveryZip,
    onSuccess: (estimate) => {
      // Promises for other carts were for the ZIP code before.
      queryClient.invalidateQueries({ queryKey: deliveryKeys.all(), refetchType: 'none' });
      queryClient.setQueryData(queryKey, estimate);
    },
  });
}
