import { type Fulfillment, trackingFormSchema } from '@dme/shared/fulfillments/api';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateShipmentBody } from './api/create-shipment';

export type TrackingFormValues = z.infer<ReturnType<typeof trackingFormSchema>>;

/** Spec §5 "Tracking form": false entries are removed from the selected items before sending. */
export const checkedItems = (raw: unknown): string[] =>
  [raw].flat().filter((entry): entry is string => typeof entry === 'string' && entry !== '');

/**
 * The shared schema, checked on the selected items only. The checkboxes are native inputs of one
 * name: react-hook-form reads several as the checked values, but a lone one as its value or false.
 */
export const trackingFormResolver =
  (hasUnshipped: boolean): Resolver<TrackingFormValues> =>
  (values, context, options) =>
    zodResolver(trackingFormSchema(hasUnshipped))(
      { ...values, shipmentsCartItems: checkedItems(values.shipmentsCartItems) },
      context,
      options,
    );

/** The form's values for POST /api/shipments, with the page's tracking-link token when it has one. */
export const toShipmentBody = (
  fulfillmentConfirmationNumber: string,
  values: TrackingFormValues,
  access: string,
): CreateShipmentBody => ({
  trackingUrl: values.trackingUrl,
  shipmentsCartItems: checkedItems(values.shipmentsCartItems),
  fulfillmentConfirmationNumber,
  ...(access ? { access } : {}),
});

export type FulfillmentItem = Fulfillment['shipmentsCartItems'][number];

export const itemsByStatus = (fulfillment: Fulfillment) => ({
  shipped: fulfillment.shipmentsCartItems.filter((item) => item.status === 'shipped'),
  unshipped: fulfillment.shipmentsCartItems.filter((item) => item.status === 'unshipped'),
});

export const itemLabel = (item: FulfillmentItem) =>
  `${item.cartItem.productVariant.productTitle} × ${item.cartItem.quantity}`;
