import { CART_MESSAGES } from '@dme/shared/cart/api';
import { describe, expect, it } from 'vitest';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

type Variant = {
  uuid: string;
  max_quantity: number;
  prices: { retail_cost: string };
  product: { hcpcs_code: { code: string; product_category: { name: string; quantity_limit: number } } };
};

describe('cart', () => {
  const t = useTestApp();

  async function breastPumpShopper() {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const variants: Variant[] = (await browser.get('/api/product_variants')).json();
    const pumps = variants.filter((v) => v.product.hcpcs_code.code === 'E0603');
    const supplies = variants.filter(
      (v) => v.product.hcpcs_code.product_category.name === 'Pump Accessories/Supplies',
    );
    return { browser, pumps, supplies };
  }
  const add = (browser: ReturnType<typeof patientBrowser>, variant: Variant | undefined, quantity = 1) =>
    browser.post('/api/cart_items', { cart_item: { product_variant_uuid: variant?.uuid, quantity } });

  it('starts empty, adds, changes and removes items with retail prices', async () => {
    const { browser, pumps, supplies } = await breastPumpShopper();
    const empty = (await browser.get('/api/carts/me')).json();
    expect(empty).toMatchObject({ cart_items: [], is_free: false, formatted_prices: { subtotal: '$0.00' } });

    const pump = pumps[0];
    const withPump = (await add(browser, pump)).json();
    expect(withPump.cart_items).toHaveLength(1);
    expect(withPump.cart_items[0]).toMatchObject({ quantity: 1, first_image_url: '/products/bp-pumps.svg' });
    expect(withPump.formatted_prices.subtotal).toBe(`$${pump?.prices.retail_cost}`);
    expect(withPump.prices.subtotal_payer_responsibility).toBe('0.00');
    expect(withPump.formatted_prices.subtotal_with_insurance_discount).toBe(`$${pump?.prices.retail_cost}`);
    expect(withPump.formatted_prices.insurance_savings).toBe('$0.00');

    const supply = supplies.find((v) => v.max_quantity > 1) ?? supplies[0];
    const withSupply = (await add(browser, supply, 2)).json();
    const item = withSupply.cart_items.find(
      (entry: { product_variant: { uuid: string } }) => entry.product_variant.uuid === supply?.uuid,
    );
    expect(item.quantity).toBe(Math.min(2, supply?.max_quantity ?? 1));

    const changed = (
      await browser.put(`/api/cart_items/${item.uuid}`, { cart_item: { quantity: 1 } })
    ).json();
    expect(changed.cart_items.find((entry: { uuid: string }) => entry.uuid === item.uuid).quantity).toBe(1);
    const removed = (
      await browser.put(`/api/cart_items/${item.uuid}`, { cart_item: { quantity: 0 } })
    ).json();
    expect(removed.cart_items).toHaveLength(1);
  });

  it('enforces the per-variant maximum and the per-category limit', async () => {
    const { browser, pumps } = await breastPumpShopper();
    const tooMany = await add(browser, pumps[0], (pumps[0]?.max_quantity ?? 1) + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(CART_MESSAGES.maxQuantity(pumps[0]?.max_quantity ?? 1));

    expect((await add(browser, pumps[0])).statusCode).toBe(200);
    const second = await add(browser, pumps[1]);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe(CART_MESSAGES.categoryLimit('Breast Pumps', 1));
  });

  it('holds the category limit when two adds race (PostgreSQL: real parallel requests)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { browser, pumps } = await breastPumpShopper();
      await browser.get('/api/carts/me');
      const replies = await Promise.all([add(browser, pumps[0]), add(browser, pumps[1])]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
      expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(1);
    }
  });

  it('puts parallel first adds of a fresh session into one cart (PostgreSQL: real parallel requests)', async () => {
    for (let round = 0; round < 5; round += 1) {
      // A visitor without a referral code: the session has no cart until the first add.
      const browser = patientBrowser(t.app);
      const variants: Variant[] = (await browser.get('/api/product_variants')).json();
      const pump = variants.find((v) => v.product.hcpcs_code.code === 'E0603');
      const supplies = variants.filter(
        (v) => v.product.hcpcs_code.product_category.name === 'Pump Accessories/Supplies',
      );
      const picks = [pump, ...supplies.slice(0, 3)];
      expect((await browser.get('/api/patient_sessions/me')).json().cart_uuid).toBeNull();
      const replies = await Promise.all(picks.map((variant) => add(browser, variant)));
      expect(replies.map((reply) => reply.statusCode)).toEqual(picks.map(() => 200));
      expect(new Set(replies.map((reply) => reply.json().uuid)).size).toBe(1);
      // Every acknowledged item is in the session's cart.
      expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(picks.length);
    }
  });

  it('refuses products outside the plan and keeps sessions apart', async () => {
    const { browser, pumps } = await breastPumpShopper();
    const cpap = patientBrowser(t.app);
    await cpap.useCode('CPA-PAP');
    const [machine] = (await cpap.get('/api/product_variants?hcpcs_codes[]=E0601')).json() as Variant[];
    const outside = await add(browser, machine);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ error: CART_MESSAGES.notInCatalogue });

    const mine = (await add(browser, pumps[0])).json();
    const itemId = mine.cart_items[0].uuid;
    const stranger = patientBrowser(t.app);
    const changed = await stranger.put(`/api/cart_items/${itemId}`, { cart_item: { quantity: 0 } });
    expect(changed.statusCode).toBe(404);
    expect((await stranger.get('/api/carts/me')).json().cart_items).toEqual([]);
    expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(1);
  });
});
