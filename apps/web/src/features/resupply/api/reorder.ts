import type { ReorderReply } from '@dme/shared/resupply/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, setInsuranceStatusUuid } from '../../../lib/api-client';
import { patientStore } from '../../../lib/patient-store';
import { cartKeys, patientSessionKeys } from '../../../lib/query-keys';

export interface ReorderLink {
  reminder: string;
  access: string;
}

export const reorder = (link: ReorderLink) =>
  apiRequest<ReorderReply>('/api/resupply/reorders', { method: 'POST', body: link });

/** The e-mail's one click: the server fills this browser's cart; the session and cart are read afresh. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: async (reply) => {
      // A link whose reminder already became an order fills nothing: this browser keeps its own state.
      if (reply.reordered) return;
      setInsuranceStatusUuid(reply.insuranceStatusUuid);
      // As a referral code does: the work order's vertical is remembered, so onboarding stays shut.
      if (reply.productVerticalUuid) patientStore.chooseVertical(reply.productVerticalUuid);
      // The page's first reads of the session and cart run beside this write: one still in flight
      // answers the cart as it was, and invalidating does not replace a first fetch, only joins it.
      const keys = [patientSessionKeys.me(), cartKeys.me()];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
