import type { checkoutReplySchema } from '@dme/shared/orders/api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { showCartErrorFor } from '../../cart';

export const startCheckout = (cartUuid: string) =>
  apiRequest<z.infer<typeof checkoutReplySchema>>(`/api/carts/${cartUuid}/checkout`, { method: 'POST' });

/** Paid carts (spec patient §4 "Checkout"): the browser leaves for the hosted payment page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    onError: showCartErrorFor,
  });
