import type { ShippingForm } from '@dme/shared/orders/api';
import type { CreateOrderBody } from './api/place-order';

/** Spec patient §3 "Checkout order payload": the form's fields as the order's shipping address. */
export const toCreateOrderBody = (cartUuid: string, form: ShippingForm): CreateOrderBody => ({
  order: {
    cartUuid,
    customerDetails: {
      name: form.name,
      email: form.email,
      shipping: {
        address: {
          line1: form.streetLine1,
          line2: form.streetLine2 || null,
          city: form.city,
          state: form.state,
          country: 'US',
          postalCode: form.zipcode,
        },
      },
    },
  },
});
