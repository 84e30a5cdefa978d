import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '../../../lib/toasts';
import { complianceKeys } from '../../compliance';
import { workOrderKeys } from '../../work-orders';
import { fulfillmentKeys } from './keys';

/**
 * Reads the fulfillments and the work orders lists afresh: the work orders' status, prior-auth and
 * usage-data columns follow their fulfillments (spec §4 "Lists").
 */
export function useRefreshFulfillments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fulfillmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
      // An upload of usage data changes the compliance it is read into.
      queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
    ]);
}

/** A change to a fulfillment, followed by a refresh of the lists that show it. */
export function useFulfillmentChange<TInput>(change: (input: TInput) => Promise<unknown>) {
  const refresh = useRefreshFulfillments();
  return useMutation({
    mutationFn: change,
    onSuccess: refresh,
    onError: () => notifications.show({ color: 'red', message: 'Something went wrong. Please try again.' }),
  });
}
