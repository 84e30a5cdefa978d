import type { ShippingForm, shippingFormSchema } from '@dme/shared/orders/api';
import type { LastShippingDetails } from '@dme/shared/orders/shipping-details';
import { US_STATE_CODES } from '@dme/shared/validation/us-states';
import type { z } from 'zod';
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

type ShippingFormInput = z.input<typeof shippingFormSchema>;
/** The form's starting values: the state is unset until one is known or chosen. */
export type ShippingFormStart = Omit<ShippingFormInput, 'state'> & { state?: ShippingFormInput['state'] };

export const EMPTY_SHIPPING_FORM: ShippingFormStart = {
  name: '',
  email: '',
  streetLine1: '',
  streetLine2: '',
  city: '',
  zipcode: '',
};

const isStateCode = (state: string): state is (typeof US_STATE_CODES)[number] =>
  (US_STATE_CODES as readonly string[]).includes(state);

/**
 * Where a signed-in patient's checkout starts (issue 48 item 5): her last order's contact and
 * address, else her account's name and e-mail; null for a guest, whose form starts empty. Every
 * field stays editable.
 */
export function shippingFormDefaults(
  last: LastShippingDetails | null,
  patient: { fullName: string | null; email: string } | null,
): ShippingFormStart | null {
  if (last) {
    const { customerDetails, shippingAddress } = last;
    return {
      name: customerDetails.name,
      email: customerDetails.email,
      streetLine1: shippingAddress.line1,
      streetLine2: shippingAddress.line2 ?? '',
      city: shippingAddress.city,
      ...(isStateCode(shippingAddress.state) ? { state: shippingAddress.state } : {}),
      zipcode: shippingAddress.postalCode,
    };
  }
  if (!patient) return null;
  return { ...EMPTY_SHIPPING_FORM, name: patient.fullName ?? '', email: patient.email };
}
