import type { createOrderBodySchema, createOrderReplySchema } from '@dme/shared/orders/api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const placeOrder = (body: CreateOrderBody) =>
  apiRequest<z.infer<typeof createOrderReplySchema>>('/api/orders', { method: 'POST', body });

/** Free carts: Place Order creates the order (the server answers the same order to a retry). */
export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
