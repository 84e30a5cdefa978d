import type { Order } from '@dme/shared/orders/api';
import { camelKeys } from '@dme/shared/wire/case';

/** Orders as the server sends them (snake_case), for mocked API replies. */
export const wireLineItem = (uuid: string, title: string, overrides: Record<string, unknown> = {}) => ({
  uuid,
  quantity: 1,
  description: title,
  product_image_url: '/images/pump.png',
  amount_total_formatted: '$0.00',
  retail_cost_formatted: '$199.99',
  product_is_cash_only: false,
  supplier_name: 'Golden State Medical Supply',
  product_variant_id: `variant-${uuid}`,
  product_id: `product-${uuid}`,
  manufacturer: 'Spectra',
  shipped: false,
  reviewed: false,
  ...overrides,
});
type WireLineItem = ReturnType<typeof wireLineItem>;

export const wireShipment = (
  uuid: string,
  items: WireLineItem[],
  overrides: Record<string, unknown> = {},
) => ({
  uuid,
  created_at: '2026-03-08T10:00:00.000Z',
  tracking_url: `https://track.example/${uuid}`,
  delivered_at: null,
  supplier_name: items[0]?.supplier_name ?? 'Golden State Medical Supply',
  shipments_cart_items: items.map((item) => ({
    uuid: item.uuid,
    status: 'shipped',
    cart_item: {
      quantity: item.quantity,
      product_variant: {
        uuid: item.product_variant_id,
        product_title: item.description,
        product: {
          uuid: item.product_id,
          image_urls: [item.product_image_url],
          manufacturer: item.manufacturer,
        },
      },
    },
  })),
  ...overrides,
});

export const wireOrder = (overrides: Record<string, unknown> = {}) => ({
  order_confirmation_number: 'ABCDEFGHJKMNP',
  created_at: '2026-03-07T15:00:00.000Z',
  patient_uuid: null,
  is_test_account: false,
  customer_details: { name: 'Jordan Lee', email: 'patient@demo.test' },
  shipping_address: {
    line1: '100 Main St',
    line2: 'Apt 4',
    city: 'Los Angeles',
    state: 'CA',
    postal_code: '90012',
    country: 'US',
  },
  insurance_active: true,
  assistance_required: null,
  contains_cpap_machine: false,
  display_status: 'Supplier Processing',
  formatted_prices: {
    subtotal: '$199.99',
    patient_service_fee: '$0.00',
    tax: '$0.00',
    insurance_savings: '-$199.99',
    amount_patient_paid: '$0.00',
  },
  line_items: [wireLineItem('item-1', 'Spectra S1 Plus')],
  shipments: [],
  unshipped_cart_items: [],
  ...overrides,
});

/** The same order as the app reads it. */
export const anOrder = (overrides: Record<string, unknown> = {}) => camelKeys(wireOrder(overrides)) as Order;
