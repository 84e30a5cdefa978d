import type { createReviewBodySchema } from '@dme/shared/orders/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './keys';

export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

export const createReview = (body: CreateReviewBody) =>
  apiRequest<{ success: boolean }>('/api/reviews', { method: 'POST', body });

/** A review of a shipped item; the history then marks the item reviewed. */
export function useCreateReview(productUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.productReviews(productUuid) }),
      ]),
  });
}
