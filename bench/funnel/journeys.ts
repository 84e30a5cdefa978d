import { phoneAddress } from '../lib/patient-session.ts';
import type { BenchClient } from './http-client.ts';

/** The patient funnel's steps, in the order a shopper takes them (the table prints them so). */
export const PATIENT_STEPS = [
  'code',
  'catalogue',
  'product',
  'add item',
  'change item',
  'remove item',
  'cart',
  'eligibility',
  'insured catalogue',
  'insured cart',
  'checkout start',
] as const;
export const STAFF_STEPS = ['dashboard', 'dashboard search', 'fulfillments'] as const;
/** Writes to the cart: DESIGN §9's p99 budget for writes applies to them. */
export const CART_WRITE_STEPS = new Set(['add item', 'change item', 'remove item']);

// Replies as they travel: snake_case (DESIGN §4).
interface Variant {
  uuid: string;
  max_quantity: number;
  product: { hcpcs_code: { product_vertical: { uuid: string } } };
}
interface Cart {
  uuid: string;
  is_free: boolean;
  cart_items: { uuid: string; product_variant: { uuid: string } }[];
}
interface Carrier {
  uuid: string;
  name: string;
}

/** What every session shares and is read once per run: carriers by vertical. */
export interface FunnelCatalogue {
  carriersByVertical: Map<string, Promise<Carrier[]>>;
}

/** A patient's phone: its own address, its cookie, and later its insurance status. */
interface Shopper {
  headers: Record<string, string>;
  index: number;
}

/**
 * One patient from referral code to checkout start. Half of them check their insurance with the
 * simulated payer: member IDs outside the demo table give each a plan of its own (deductible and
 * coinsurance derived from the ID), so their prices are not one cached answer.
 */
export async function patientFunnel(
  client: BenchClient,
  catalogue: FunnelCatalogue,
  referralCode: string,
  index: number,
) {
  const shopper: Shopper = { headers: { 'x-forwarded-for': phoneAddress(index) }, index };
  const opened = await client.send(
    'code',
    'GET',
    `/api/consultations/show_by_referral_code?referral_code=${referralCode}`,
    shopper.headers,
  );
  const cookie = [opened.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('session_id='));
  if (!cookie) throw new Error('the referral code set no session cookie');
  shopper.headers.cookie = cookie.split(';')[0]!;

  const filters = index % 2 === 0 ? 'price_from=0&price_to=2000' : 'query=a';
  const variants = (
    await client.send('catalogue', 'GET', `/api/product_variants?${filters}`, shopper.headers)
  ).body as Variant[];
  // A narrow search can leave one product: the shopper then takes it out and puts it back.
  if (variants.length === 0) throw new Error(`the catalogue for ${referralCode} is empty`);
  const first = variants[index % variants.length]!;
  const second = variants[(index + 1) % variants.length]!;
  await client.send('product', 'GET', `/api/product_variants/${first.uuid}?quantity=1`, shopper.headers);

  // As a shopper does within the per-category limits: one item in, out again, another in, then
  // its quantity changed.
  const add = (variant: Variant) =>
    client.send('add item', 'POST', '/api/cart_items', shopper.headers, {
      cart_item: { product_variant_uuid: variant.uuid, quantity: 1 },
    });
  const itemOf = async (variant: Variant) => {
    const cart = (await client.send('cart', 'GET', '/api/carts/me', shopper.headers)).body as Cart;
    const item = cart.cart_items.find((candidate) => candidate.product_variant.uuid === variant.uuid);
    if (!item) throw new Error('the cart does not hold the item just added');
    return item;
  };
  await add(first);
  await client.send('remove item', 'PUT', `/api/cart_items/${(await itemOf(first)).uuid}`, shopper.headers, {
    cart_item: { quantity: 0 },
  });
  await add(second);
  await client.send('change item', 'PUT', `/api/cart_items/${(await itemOf(second)).uuid}`, shopper.headers, {
    cart_item: { quantity: Math.min(2, second.max_quantity) },
  });

  if (index % 2 === 0) await checkInsurance(client, catalogue, shopper, first);
  const cart = (
    await client.send(index % 2 === 0 ? 'insured cart' : 'cart', 'GET', '/api/carts/me', shopper.headers)
  ).body as Cart;
  // A plan that covers everything makes the cart free: the shopper places it with "Continue", no payment page.
  if (!cart.is_free)
    await client.send('checkout start', 'POST', `/api/carts/${cart.uuid}/checkout`, shopper.headers, {});
}

async function checkInsurance(
  client: BenchClient,
  catalogue: FunnelCatalogue,
  shopper: Shopper,
  variant: Variant,
) {
  const vertical = variant.product.hcpcs_code.product_vertical.uuid;
  let carriers = catalogue.carriersByVertical.get(vertical);
  if (!carriers) {
    carriers = client
      .send(
        'eligibility',
        'GET',
        `/api/insurance_carriers?product_vertical_uuid=${vertical}`,
        shopper.headers,
      )
      .then((reply) => reply.body as Carrier[]);
    catalogue.carriersByVertical.set(vertical, carriers);
  }
  const carrier = (await carriers).find((candidate) => candidate.name === 'Aetna') ?? (await carriers)[0];
  if (!carrier) throw new Error('no insurance carrier');
  const status = await client.send('eligibility', 'POST', '/api/insurance_statuses', shopper.headers, {
    carrier: carrier.uuid,
    member_id: `BENCH${String(shopper.index).padStart(6, '0')}`,
    first_name: 'Bench',
    last_name: `Patient ${shopper.index}`,
    patient_birth_date: '1985-04-12',
  });
  shopper.headers['insurance-status-uuid'] = (status.body as { uuid: string }).uuid;
  await client.send(
    'insured catalogue',
    'GET',
    '/api/product_variants?price_from=0&price_to=2000',
    shopper.headers,
  );
}

/** A clinician's dashboard visit (first page, then a search) or a supplier's fulfillments page. */
export async function staffVisit(
  client: BenchClient,
  role: 'provider' | 'supplier',
  headers: Record<string, string>,
  round: number,
) {
  if (role === 'supplier') {
    await client.send('fulfillments', 'GET', '/api/fulfillments', headers);
    return;
  }
  await client.send('dashboard', 'GET', '/api/consultations', headers);
  const searches = ['jo', 'maria lo', 'smi ja', '3/15/1970', 'garcia'];
  await client.send(
    'dashboard search',
    'GET',
    `/api/consultations?query=${encodeURIComponent(searches[round % searches.length]!)}`,
    headers,
  );
}
