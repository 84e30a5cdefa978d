import type { App } from '../app';
import { patientBrowser } from './patient-session-helpers';

export const shippingAddress = {
  line1: '1 Main St',
  line2: '',
  city: 'Los Angeles',
  state: 'CA',
  country: 'US',
  postal_code: '90017',
};

/** The local payment page's form as a payer fills it (adapters/payments/local-page.ts). */
export const localPaymentForm = (card = '4242 4242 4242 4242', email = 'pat.payer@example.com') =>
  new URLSearchParams({
    card,
    name: 'Pat Payer',
    email,
    line1: '9 Oak St',
    line2: '',
    city: 'Los Angeles',
    state: 'CA',
    postalCode: '90012',
  }).toString();

/** A patient session with the referral code's first product of `hcpcsCode` in the cart, optionally insured. */
export async function shopperWithCart(
  app: App,
  code: string,
  hcpcsCode: string,
  memberId?: string,
  birthDate = '1994-03-18',
) {
  const browser = patientBrowser(app);
  await browser.useCode(code);
  if (memberId) {
    const carriers: { uuid: string; name: string }[] = (await browser.get('/api/insurance_carriers')).json();
    await browser.post('/api/insurance_statuses', {
      carrier: carriers.find((carrier) => carrier.name === 'Aetna')?.uuid,
      member_id: memberId,
      first_name: 'Emily',
      last_name: 'Carter',
      patient_birth_date: birthDate,
    });
  }
  const [variant] = (await browser.get(`/api/product_variants?hcpcs_codes[]=${hcpcsCode}`)).json() as {
    uuid: string;
  }[];
  const cart = (
    await browser.post('/api/cart_items', { cart_item: { product_variant_uuid: variant?.uuid, quantity: 1 } })
  ).json();
  return { browser, cart: cart as { uuid: string; is_free: boolean } };
}

export const placeFreeOrder = (
  browser: ReturnType<typeof patientBrowser>,
  cartUuid: string,
  email = 'emily.carter@demo.test',
) =>
  browser.post('/api/orders', {
    order: {
      cart_uuid: cartUuid,
      customer_details: { name: 'Emily Carter', email, shipping: { address: shippingAddress } },
    },
  });
