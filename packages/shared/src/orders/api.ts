import { z } from 'zod';
import { emailField, requiredText, zipcodeField } from '../validation/fields';
import { US_STATE_CODES } from '../validation/us-states';
import { orderPriorAuthorizationSchema } from './prior-authorization';

export const ORDER_MESSAGES = {
  invalidOrder: 'Invalid order confirmation number',
  cartEmpty: 'Your cart is empty',
  cartNotFree: 'This cart needs a payment. Please use Proceed to Checkout.',
  cartIsFree: 'This cart is free. Please use Continue to place your order.',
  cannotShip: (title: string, state: string) => `We cannot ship ${title} to ${state} yet.`,
  assistanceYes:
    'Thank you! Our supplier partner will reach out after delivery to help you set up your equipment.',
  assistanceNo: 'No problem. If you need help later, write to us at',
} as const;

/** What a payment page says when its checkout can no longer become an order (issue 12 items 2–3). */
export const PAYMENT_MESSAGES = {
  supersededTitle: 'This payment page has been replaced',
  superseded:
    'You started checkout again, so this page can no longer be paid. Nothing was charged. Return to your cart to pay for what it holds now.',
  alreadyOrderedTitle: 'This cart has already been ordered',
  alreadyOrdered:
    'Your cart was already ordered, so this page can no longer be paid. Nothing was charged here.',
  refusedTitle: 'Your payment was not used',
  refused: {
    superseded:
      'You started checkout again, so this payment cannot become an order. It has been refunded to your card.',
    already_ordered:
      'Your cart was already ordered, so this payment cannot become a second order. It has been refunded to your card.',
    amount_mismatch:
      'The amount paid does not match your cart, so no order was placed. Your payment has been refunded to your card.',
    supply_not_due:
      'Your plan does not pay for these supplies again yet, so no order was placed. Your payment has been refunded to your card.',
    cannot_ship:
      'We cannot ship these supplies to the address you gave, so no order was placed. Your payment has been refunded.',
    payment_failed:
      'Your bank payment did not go through, so no order was placed and nothing was charged. Your cart is saved: pay again when you are ready.',
    expired: 'Your payment page expired before it was paid. Nothing was charged. Check out again to pay.',
  },
  /** A delayed payment (a US bank debit) is on its way (issue 47). */
  processingTitle: 'Your bank payment is processing',
  processing:
    'Your bank payment for this cart is processing. It usually clears within four business days; we will e-mail you when your order is confirmed.',
  paymentFailedTitle: 'Your bank payment did not go through',
  expiredTitle: 'This payment page has expired',
} as const;

/** Query value of the order e-mail's link: opens that order in any browser until it expires. */
export const orderAccessQuerySchema = z.object({ access: z.string().max(200).optional() });

/** The free-cart shipping form (spec patient §5 "Shipping form"); the country is fixed to US. */
export const shippingFormSchema = z.object({
  name: requiredText('Name', 200),
  email: emailField,
  streetLine1: requiredText('Address Line 1', 200),
  streetLine2: z.string().trim().max(200).optional(),
  city: requiredText('City', 100),
  state: z.enum(US_STATE_CODES, { error: 'State is required' }),
  zipcode: zipcodeField,
});
export type ShippingForm = z.infer<typeof shippingFormSchema>;

export const addressSchema = z.object({
  line1: requiredText('Address Line 1', 200),
  line2: z.string().trim().max(200).nullish(),
  city: requiredText('City', 100),
  state: z.enum(US_STATE_CODES, { error: 'State is required' }),
  country: z.literal('US'),
  postalCode: zipcodeField,
});

/** POST /api/orders (free carts): spec patient §3 "Checkout order payload". */
export const createOrderBodySchema = z.object({
  order: z.object({
    cartUuid: z.uuid(),
    customerDetails: z.object({
      name: requiredText('Name', 200),
      email: emailField,
      shipping: z.object({ address: addressSchema }),
    }),
  }),
});
export const createOrderReplySchema = z.object({ orderConfirmationNumber: z.string() });

/** POST /api/carts/{id}/checkout (paid carts). */
export const checkoutReplySchema = z.object({ checkoutUrl: z.string() });

const cartItemView = z.object({
  uuid: z.string(),
  status: z.enum(['unshipped', 'shipped']),
  cartItem: z.object({
    quantity: z.number(),
    productVariant: z.object({
      uuid: z.string(),
      productTitle: z.string(),
      product: z.object({ uuid: z.string(), imageUrls: z.array(z.string()), manufacturer: z.string() }),
    }),
  }),
});

export const lineItemSchema = z.object({
  uuid: z.string(),
  quantity: z.number(),
  description: z.string(),
  productImageUrl: z.string(),
  amountTotalFormatted: z.string(),
  retailCostFormatted: z.string(),
  productIsCashOnly: z.boolean(),
  supplierName: z.string(),
  /** The part of the order (one supplier's) it ships in. */
  fulfillmentUuid: z.string(),
  productVariantId: z.string(),
  productId: z.string(),
  manufacturer: z.string(),
  shipped: z.boolean(),
  reviewed: z.boolean(),
});

export const shipmentSchema = z.object({
  uuid: z.string(),
  createdAt: z.string(),
  trackingUrl: z.string(),
  /** Who the tracking link says carries the parcel ("UPS") and the site it opens ("www.ups.com"). */
  carrier: z.string(),
  trackingSite: z.string(),
  deliveredAt: z.string().nullable(),
  supplierName: z.string(),
  fulfillmentUuid: z.string(),
  shipmentsCartItems: z.array(cartItemView),
});

/**
 * One supplier's part of an order (issue 48 item 4): its status, how to reach the supplier, and the
 * day promised when it was ordered (null for orders from before promises were kept).
 */
export const orderFulfillmentSchema = z.object({
  uuid: z.string(),
  displayStatus: z.string(),
  supplier: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string().nullable() }),
  expectedDeliveryDate: z.string().nullable(),
  isSameDayDelivery: z.boolean(),
});

/** GET /api/orders/{number} and the items of GET /api/orders (spec patient §3 "Order"). */
export const orderSchema = z.object({
  orderConfirmationNumber: z.string(),
  createdAt: z.string(),
  patientUuid: z.string().nullable(),
  isTestAccount: z.boolean(),
  customerDetails: z.object({ name: z.string(), email: z.string() }),
  shippingAddress: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  insuranceActive: z.boolean(),
  assistanceRequired: z.boolean().nullable(),
  containsCpapMachine: z.boolean(),
  /** Null unless the plan must approve the order first (issue 48 item 3). */
  priorAuthorization: orderPriorAuthorizationSchema.nullable(),
  displayStatus: z.string(),
  formattedPrices: z.object({
    subtotal: z.string(),
    patientServiceFee: z.string(),
    tax: z.string(),
    insuranceSavings: z.string(),
    amountPatientPaid: z.string(),
    /** What the payment provider has refunded of this order, when anything (issue 47). */
    amountRefunded: z.string().optional(),
  }),
  lineItems: z.array(lineItemSchema),
  fulfillments: z.array(orderFulfillmentSchema),
  shipments: z.array(shipmentSchema),
  unshippedCartItems: z.array(cartItemView.extend({ supplierName: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;

/** PUT /api/orders/{number} */
export const updateOrderBodySchema = z.object({ order: z.object({ assistanceRequired: z.boolean() }) });

/** POST /api/reviews: a rating of 1–5 for a shipped item, once. */
export const createReviewBodySchema = z.object({
  review: z.object({
    lineItemUuid: z.uuid(),
    rating: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5, 'Choose a rating from 1 to 5'),
    body: requiredText('Review', 2000),
  }),
});
export const productReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  reviews: z.array(
    z.object({
      uuid: z.string(),
      authorName: z.string(),
      rating: z.number(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;
