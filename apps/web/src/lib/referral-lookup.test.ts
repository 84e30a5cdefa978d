import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { looksUpReferralCode } from '../app/paths';
import { mockApi, resetAfterTest } from '../test/mock-api';

const LOOKUP = 'GET /api/consultations/show_by_referral_code';
const SESSION = 'GET /api/patient_sessions/me';
const FIRST_READS = {
  [LOOKUP]: { body: { referral_code: 'BRSPMP', product_vertical_uuid: 'v1' } },
  [SESSION]: { body: { uuid: 's1' } },
  'GET /api/carts/me': { body: { uuid: 'c1' } },
  'GET /api/product_variants': { body: [{ uuid: 'pv1' }] },
  'GET /api/product_verticals': { body: [{ uuid: 'v1' }] },
};

// Each test is a fresh page: the modules keep what was started, and whether the page has asked.
let lookup: typeof import('./referral-lookup');
let api: typeof import('./api-client');
beforeEach(async () => {
  vi.resetModules();
  lookup = await import('./referral-lookup');
  api = await import('./api-client');
});
afterEach(resetAfterTest);

const pathsOf = (calls: { path: string }[]) => calls.map((call) => call.path);
/** The shop's own first reads, as its queries send them. */
const pageReads = () =>
  Promise.all([
    api.apiRequest('/api/patient_sessions/me'),
    api.apiRequest('/api/carts/me'),
    api.apiRequest('/api/product_variants', { query: { productVerticalUuid: 'v1' } }),
    api.apiRequest('/api/product_verticals'),
  ]);

describe('the reads a shop link starts with the app', () => {
  it("give the page its look-up and its first reads, each asked for once, the work order's catalogue among them", async () => {
    const calls = mockApi(FIRST_READS);
    lookup.startFirstShopReads('brs-pmp');
    await vi.waitFor(() => expect(pathsOf(calls)).toContain('/api/product_variants'));
    await expect(lookup.lookUpReferralCode('BRS-PMP')).resolves.toMatchObject({ referralCode: 'BRSPMP' });
    await expect(pageReads()).resolves.toEqual([
      { uuid: 's1' },
      { uuid: 'c1' },
      [{ uuid: 'pv1' }],
      [{ uuid: 'v1' }],
    ]);
    expect(pathsOf(calls)).toEqual([
      '/api/product_verticals',
      '/api/consultations/show_by_referral_code',
      '/api/patient_sessions/me',
      '/api/carts/me',
      '/api/product_variants',
    ]);
    expect(calls[1]?.query.get('referral_code')).toBe('BRSPMP');
    expect(calls[4]?.query.get('product_vertical_uuid')).toBe('v1');
    // Taken once: a code typed again later is looked up again, everything read again.
    await lookup.lookUpReferralCode('BRS-PMP');
    await pageReads();
    expect(calls).toHaveLength(10);
  });

  it('are not used for another code', async () => {
    const calls = mockApi({ [LOOKUP]: { body: {} }, [SESSION]: { body: {} } });
    lookup.startFirstShopReads('BRS-PMP');
    await lookup.lookUpReferralCode('CPAP-01');
    expect(
      calls
        .filter((call) => call.path === '/api/consultations/show_by_referral_code')
        .map((call) => call.query.get('referral_code')),
    ).toEqual(['BRSPMP', 'CPAP01']);
  });

  it('hand a failed look-up to the page, and read nothing of a session after it', async () => {
    const calls = mockApi({ [LOOKUP]: { status: 404, body: { error: 'Referral code not found' } } });
    lookup.startFirstShopReads('NOPE-00');
    await expect(lookup.lookUpReferralCode('NOPE-00')).rejects.toMatchObject({ status: 404 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pathsOf(calls)).toEqual(['/api/product_verticals', '/api/consultations/show_by_referral_code']);
  });

  it('start nothing once the page has looked its code up itself', async () => {
    const calls = mockApi({ [LOOKUP]: { body: {} }, [SESSION]: { body: {} } });
    await lookup.lookUpReferralCode('BRS-PMP');
    lookup.startFirstShopReads('BRS-PMP');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pathsOf(calls)).toEqual(['/api/consultations/show_by_referral_code']);
  });

  it("take the server's look-up of a first visit instead of asking again, its refusal too", async () => {
    const calls = mockApi({});
    lookup.takeServerLookup('brs-pmp', { status: 200, body: { referral_code: 'BRSPMP' } });
    lookup.startFirstShopReads('brs-pmp');
    await expect(lookup.lookUpReferralCode('BRS-PMP')).resolves.toEqual({ referralCode: 'BRSPMP' });

    vi.resetModules();
    const refused = await import('./referral-lookup');
    refused.takeServerLookup('ZZZ-ZZZ', { status: 404, body: { error: 'Referral code not found' } });
    await expect(refused.lookUpReferralCode('ZZZ-ZZZ')).rejects.toMatchObject({
      status: 404,
      message: 'Referral code not found',
    });
    expect(calls).toEqual([]);
    // Taken once: asked again, the code goes to the server.
    mockApi({ [LOOKUP]: { body: { referral_code: 'ZZZZZZ' } } });
    await expect(refused.lookUpReferralCode('ZZZ-ZZZ')).resolves.toEqual({ referralCode: 'ZZZZZZ' });
  });

  it('start only on the pages that look a code up', () => {
    expect(['/shop', '/cart', '/products/abc'].every(looksUpReferralCode)).toBe(true);
    expect(['/', '/code', '/providers', '/products'].some(looksUpReferralCode)).toBe(false);
  });
});
