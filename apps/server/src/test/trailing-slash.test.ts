import { describe, expect, it } from 'vitest';
import { patientBrowser } from './patient-session-helpers';
import { useTestApp } from './test-app';

type Variant = { uuid: string; product: { hcpcs_code: { code: string } } };

/** Issue 13 item 20: the spec's client writes some paths with a trailing slash; both forms are one route. */
describe('paths with and without a trailing slash', () => {
  const t = useTestApp();

  it('adds to the cart at POST /api/cart_items/ as at POST /api/cart_items', async () => {
    const browser = patientBrowser(t.app);
    expect((await browser.useCode('BRS-PMP')).statusCode).toBe(200);
    const variants: Variant[] = (await browser.get('/api/product_variants/')).json();
    const supplies = variants.filter((variant) => variant.product.hcpcs_code.code !== 'E0603');
    const [first, second] = supplies;

    const withSlash = await browser.post('/api/cart_items/', {
      cart_item: { product_variant_uuid: first?.uuid, quantity: 1 },
    });
    expect(withSlash.statusCode).toBe(200);
    expect(withSlash.json().cart_items).toHaveLength(1);
    const without = await browser.post('/api/cart_items', {
      cart_item: { product_variant_uuid: second?.uuid, quantity: 1 },
    });
    expect(without.statusCode).toBe(200);
    expect(without.json().cart_items).toHaveLength(2);

    const item = without.json().cart_items[0];
    const changed = await browser.put(`/api/cart_items/${item.uuid}/`, { cart_item: { quantity: 0 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().cart_items).toHaveLength(1);
    const cart = await browser.get('/api/carts/me/');
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toEqual((await browser.get('/api/carts/me')).json());
  });

  it('answers GETs, with a query string too, the same either way', async () => {
    for (const url of ['/api/product_verticals', '/api/insurance_carriers', '/api/health']) {
      const plain = await t.app.inject({ method: 'GET', url });
      const slashed = await t.app.inject({ method: 'GET', url: `${url}/` });
      expect(plain.statusCode, url).toBe(200);
      expect(slashed.statusCode, `${url}/`).toBe(200);
      expect(slashed.body, `${url}/`).toBe(plain.body);
    }
    const byCode = await patientBrowser(t.app).get(
      '/api/consultations/show_by_referral_code/?referral_code=BRS-PMP',
    );
    expect(byCode.statusCode).toBe(200);
  });

  it('still answers an unknown path 404, slash or not', async () => {
    for (const url of ['/api/no_such_thing', '/api/no_such_thing/']) {
      const reply = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(reply.statusCode, url).toBe(404);
    }
  });
});
