import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartKeys, deliveryKeys, insuranceStatusKey, patientSessionKeys, shopKeys } from '../lib/query-keys';
import { firstVisitState } from './first-visit-cache';

const ok = (body: unknown) => ({ status: 200, body });
const VERTICAL = '6f0c7f43-25a4-4c1b-9d84-0f4a4f8b2d11';

/** The cache a page carries, as the browser's first render reads it. */
function cacheOf(state: ReturnType<typeof firstVisitState>) {
  const client = new QueryClient();
  hydrate(client, state.queries as never);
  return client;
}

describe('the state a drawn patient page carries (issue 46)', () => {
  it('carries a visit without a code with no look-up and no catalogue before a vertical is chosen', () => {
    const state = firstVisitState(null, {
      verticals: ok([]),
      session: ok({ session_id: 's', insurance_status_uuid: null }),
      cart: ok({ uuid: 'c' }),
    });
    expect(state.referralCode).toBeNull();
    expect(state.lookup).toBeUndefined();
    const cache = cacheOf(state);
    expect(cache.getQueryData(patientSessionKeys.me())).toEqual({
      sessionId: 's',
      insuranceStatusUuid: null,
    });
    expect(cache.getQueryData(cartKeys.me())).toEqual({ uuid: 'c' });
    expect(cache.getQueriesData({ queryKey: shopKeys.variantLists() })).toEqual([]);
  });

  it("carries a returning patient's catalogue under its vertical's key and her insurance status (none: null)", () => {
    const replies = {
      verticals: ok([]),
      session: ok({ insurance_status_uuid: 'i' }),
      cart: ok({}),
      variants: ok([{ uuid: 'v' }]),
      catalogueVerticalUuid: VERTICAL,
    };
    const insured = cacheOf(firstVisitState(null, { ...replies, insuranceStatus: ok({ is_active: true }) }));
    expect(insured.getQueryData(shopKeys.variantList({ productVerticalUuid: VERTICAL }))).toEqual([
      { uuid: 'v' },
    ]);
    expect(insured.getQueryData(insuranceStatusKey())).toEqual({ isActive: true });
    const none = cacheOf(firstVisitState(null, { ...replies, insuranceStatus: { status: 404, body: null } }));
    expect(none.getQueryData(insuranceStatusKey())).toBeNull();
  });

  it('carries the delivery promise under the cart and insurance it was made for, and none that failed', () => {
    const cart = {
      uuid: 'c',
      cart_items: [{ product_variant: { uuid: 'v2' } }, { product_variant: { uuid: 'v1' } }],
    };
    const replies = { verticals: ok([]), session: ok({ insurance_status_uuid: 'i' }), cart: ok(cart) };
    const promise = { status: 'served', zip: '90012', is_same_day: true };
    const drawn = cacheOf(firstVisitState(null, { ...replies, deliveryEstimate: ok(promise) }));
    expect(drawn.getQueryData([...deliveryKeys.all(), ['v1', 'v2'], 'i'])).toEqual({
      status: 'served',
      zip: '90012',
      isSameDay: true,
    });
    const asked = firstVisitState(null, { ...replies, deliveryEstimate: { status: 503, body: null } });
    expect(asked.queries).toBeDefined();
    expect(cacheOf(asked).getQueriesData({ queryKey: deliveryKeys.all() })).toEqual([]);
  });

  it('carries no cache when a read failed: the page is drawn by the browser', () => {
    const failed = { status: 503, body: null };
    expect(
      firstVisitState(null, { verticals: ok([]), session: failed, cart: ok({}) }).queries,
    ).toBeUndefined();
    expect(
      firstVisitState(null, { verticals: ok([]), session: ok({}), cart: ok({}), insuranceStatus: failed })
        .queries,
    ).toBeUndefined();
  });
});
