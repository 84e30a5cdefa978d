import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { authSession } from '../../../lib/auth-session';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { PRODUCT_VERTICAL_COOKIE, patientStore } from '../../../lib/patient-store';

/** Wire-format (snake_case) replies of the patient shopping API, for tests with a stubbed fetch. */
export const VERTICAL_UUID = '11111111-1111-4111-8111-111111111111';
export const PUMPS_UUID = '22222222-2222-4222-8222-222222222222';
export const SUPPLIES_UUID = '33333333-3333-4333-8333-333333333333';

const category = (
  uuid: string,
  name: string,
  order: number,
  isAccessory: boolean,
  quantityLimit: number,
) => ({
  uuid,
  name,
  order,
  is_accessory: isAccessory,
  is_active: true,
  is_cpap: false,
  quantity_limit: quantityLimit,
  vertical_type: 'breast-pump',
});

export const wireVerticals = [
  {
    uuid: VERTICAL_UUID,
    name: 'Breast Pump',
    product_categories: [
      category(PUMPS_UUID, 'Breast Pumps', 1, false, 1),
      category(SUPPLIES_UUID, 'Pump Accessories/Supplies', 2, true, 10),
    ],
  },
];

export const wireConsultation = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  created_at: '2026-11-02T00:00:00Z',
  referral_code: 'BRSPMP',
  patient_email: 'emily@example.com',
  patient_phone: null,
  estimated_due_date: '2026-12-31',
  inbound_lead: false,
  has_prescription: true,
  product_vertical_name: 'Breast Pump',
  product_vertical_uuid: VERTICAL_UUID,
  hcpcs_codes: ['E0603'],
  provider: { first_name: 'Maya', last_name: 'Okafor', npi: '1234567893', pecos: true },
  patient_packet_types: [],
  patient_eligible_for_machine: null,
};

export const wireSession = (overrides: Record<string, unknown> = {}) => ({
  session_id: 'session-1',
  consultation: wireConsultation,
  cart_uuid: 'cart-1',
  insurance_status_uuid: null,
  eligible_for_machine: null,
  estimated_due_date: '2026-12-31',
  ...overrides,
});

export const wireVariant = (uuid: string, title: string, categoryUuid = PUMPS_UUID, price = '199.99') => {
  const [cat] = wireVerticals[0]?.product_categories.filter((c) => c.uuid === categoryUuid) ?? [];
  return {
    uuid,
    title: 'Standard kit',
    product_title: title,
    size: null,
    max_quantity: categoryUuid === PUMPS_UUID ? 1 : 4,
    product: {
      uuid: `product-${uuid}`,
      name: title,
      manufacturer: 'Spectra Baby USA',
      description: 'A quiet double electric pump.',
      image_urls: ['/products/bp-pumps.svg'],
      is_cash_only: false,
      hcpcs_code: {
        code: 'E0603',
        product_category: cat,
        product_vertical: { uuid: VERTICAL_UUID, name: 'Breast Pump' },
      },
    },
    prices: { retail_cost: price, patient_cost: price },
    formatted_prices: { patient_cost: `$${price}`, retail_cost: `$${price}`, total_retail_cost: `$${price}` },
  };
};

export const wireCartItem = (uuid: string, title: string, quantity: number, categoryUuid = PUMPS_UUID) => ({
  uuid,
  quantity,
  title,
  manufacturer_name: 'Spectra Baby USA',
  first_image_url: '/products/bp-pumps.svg',
  supplier_name: null,
  product_variant: {
    uuid: `variant-${uuid}`,
    product_title: title,
    max_quantity: 4,
    product: {
      uuid: `product-${uuid}`,
      image_urls: ['/products/bp-pumps.svg'],
      manufacturer: 'Spectra Baby USA',
      is_cash_only: false,
    },
    product_category_name: categoryUuid === PUMPS_UUID ? 'Breast Pumps' : 'Pump Accessories/Supplies',
    product_category_uuid: categoryUuid,
    product_vertical_name: 'Breast Pump',
  },
  formatted_prices: { patient_cost: '$199.99', total_retail_cost: '$199.99' },
});

export const wireCart = (items: ReturnType<typeof wireCartItem>[] = [], isFree = false) => ({
  uuid: 'cart-1',
  is_free: isFree,
  cart_items: items,
  prices: { subtotal_payer_responsibility: '0.00' },
  formatted_prices: {
    subtotal: '$199.99',
    patient_service_fee: '$0.00',
    insurance_savings: '$0.00',
    subtotal_with_insurance_discount: isFree ? '$0.00' : '$199.99',
  },
});

/** A returning referral patient: vertical chosen, so onboarding stays closed. */
export function returningPatient() {
  setCookie(PRODUCT_VERTICAL_COOKIE, VERTICAL_UUID, 1);
  patientStore.chooseVertical(VERTICAL_UUID);
  patientStore.reset('session-1');
}

export function resetShopState() {
  authSession.signOut();
  removeCookie(PRODUCT_VERTICAL_COOKIE);
  localStorage.clear();
  patientStore.chooseVertical(null);
  patientStore.reset(null);
  notifications.clean();
  vi.unstubAllGlobals();
}
