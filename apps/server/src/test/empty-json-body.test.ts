import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopperWithCart } from './order-helpers';
import { patientBrowser } from './patient-session-helpers';
import { useTestApp } from './test-app';

type Browser = ReturnType<typeof patientBrowser>;

describe('a JSON content type with no body is no body (issue 48 item 16)', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  let shopper: { browser: Browser; cart: { uuid: string } };

  beforeAll(async () => {
    shopper = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
  });

  /** A POST from `browser` with the given content type and a body of nothing at all. */
  const emptyPost = (
    browser: Browser,
    url: string,
    headers: Record<string, string>,
    payload: string | Readable = '',
  ) => t.app.inject({ method: 'POST', url, cookies: browser.cookies, headers, payload });

  it.each([
    ['application/json', ''],
    ['application/json; charset=utf-8', ''],
    // No Content-Length either: what `curl -X POST -H 'Content-Type: application/json'` sends.
    ['application/json', Readable.from([])],
  ])('starts the checkout of a cart POSTed as %s with an empty body', async (contentType, payload) => {
    const url = `/api/carts/${shopper.cart.uuid}/checkout`;
    const reply = await emptyPost(shopper.browser, url, { 'content-type': contentType }, payload);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().checkout_url).toEqual(expect.any(String));
  });

  it('still keeps another browser’s cart away', async () => {
    const stranger = patientBrowser(t.app, '10.48.16.2');
    await stranger.get('/api/patient_sessions/me');
    const url = `/api/carts/${shopper.cart.uuid}/checkout`;
    const withType = await emptyPost(stranger, url, { 'content-type': 'application/json' });
    const without = await emptyPost(stranger, url, {});
    expect(withType.statusCode).toBe(404);
    expect(withType.json()).toEqual(without.json());
  });

  it('gives a route whose schema needs a body its usual 400 for an empty one', async () => {
    const withType = await emptyPost(shopper.browser, '/api/cart_items', {
      'content-type': 'application/json',
    });
    const without = await emptyPost(shopper.browser, '/api/cart_items', {});
    expect(withType.statusCode).toBe(400);
    expect(withType.json()).toEqual(without.json());
    expect(withType.json().error).not.toMatch(/FST_|empty/i);
  });

  it('parses every other JSON body as before: malformed, poisoned and oversized ones are refused', async () => {
    const post = (payload: string) =>
      emptyPost(shopper.browser, '/api/cart_items', { 'content-type': 'application/json' }, payload);
    const malformed = await post('{"cart_item":');
    expect(malformed.statusCode).toBe(400);
    expect((await post('   ')).statusCode).toBe(400);
    const poisoned = await post('{"cart_item":{"__proto__":{"admin":true}}}');
    expect(poisoned.statusCode).toBe(400);
    const oversized = await post(JSON.stringify({ cart_item: { note: 'x'.repeat(1_100_000) } }));
    expect(oversized.statusCode).toBe(413);
    const valid = await post(
      JSON.stringify({ cart_item: { product_variant_uuid: 'not-a-uuid', quantity: 1 } }),
    );
    expect(valid.statusCode).toBe(400);
    expect(valid.json().error).toMatch(/product_variant_uuid/);
  });
});
