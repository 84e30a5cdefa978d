import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetAfterTest } from '../test/mock-api';

// Each test is a fresh page: the module keeps the reads started early and the insurance status.
let api: typeof import('./api-client');
beforeEach(async () => {
  vi.resetModules();
  api = await import('./api-client');
});
afterEach(resetAfterTest);

const CART = 'GET /api/carts/me';

describe('a read started early', () => {
  it('answers the first identical GET, which sends nothing, and only that one', async () => {
    const calls = mockApi({ [CART]: [{ body: { uuid: 'early' } }, { body: { uuid: 'later' } }] });
    await expect(api.startEarlyRead('/api/carts/me')).resolves.toEqual({ uuid: 'early' });
    await expect(api.apiRequest('/api/carts/me')).resolves.toEqual({ uuid: 'early' });
    expect(calls).toHaveLength(1);
    await expect(api.apiRequest('/api/carts/me')).resolves.toEqual({ uuid: 'later' });
    expect(calls).toHaveLength(2);
  });

  it('is not given to a GET with another query, headers of its own or another insurance status', async () => {
    const calls = mockApi({ 'GET /api/product_variants': { body: [] } });
    const v1 = { productVerticalUuid: 'v1' };
    void api.startEarlyRead('/api/product_variants', v1);
    await api.apiRequest('/api/product_variants', { query: { productVerticalUuid: 'v2' } });
    await api.apiRequest('/api/product_variants', { query: v1, headers: { 'x-extra': '1' } });
    api.setInsuranceStatusUuid('status-1');
    await api.apiRequest('/api/product_variants', { query: v1 });
    expect(calls.map((call) => call.query.get('product_vertical_uuid'))).toEqual(['v1', 'v2', 'v1', 'v1']);
    expect(calls[3]?.headers['insurance-status-uuid']).toBe('status-1');
  });

  it('is dropped by any write, which may change what it answers', async () => {
    const calls = mockApi({
      [CART]: [{ body: { items: 0 } }, { body: { items: 1 } }],
      'POST /api/cart_items': { body: {} },
    });
    await api.startEarlyRead('/api/carts/me');
    await api.apiRequest('/api/cart_items', { method: 'POST', body: { cartItem: {} } });
    await expect(api.apiRequest('/api/carts/me')).resolves.toEqual({ items: 1 });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it("hands its failure to the GET that takes it, as that GET's own", async () => {
    mockApi({ [CART]: { status: 503, body: { error: 'Down' } } });
    const early = api.startEarlyRead('/api/carts/me');
    await expect(api.apiRequest('/api/carts/me')).rejects.toMatchObject({ status: 503 });
    await expect(early).rejects.toMatchObject({ status: 503 });
  });
});
