import type { z } from 'zod';
import { orderSchema } from './api';

/**
 * GET /api/orders/last_shipping_details (issue 48 item 5): the contact and shipping address of the
 * signed-in patient's newest order, to start her next checkout from. 404 when she has none.
 */
export const lastShippingDetailsSchema = orderSchema.pick({ customerDetails: true, shippingAddress: true });
export type LastShippingDetails = z.infer<typeof lastShippingDetailsSchema>;

export const SHIPPING_DETAILS_MESSAGES = { none: 'No earlier order to start from.' } as const;
