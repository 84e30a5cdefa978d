import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { looksUpReferralCode } from '../app/paths';
import { mockApi, resetAfterTest } from '../test/mock-api';

const LOOKUP = 'GET /api/consultations/show_by_referral_code';
const SESSION = 'GET /api/patient_sessions/me';

// Each test is a fresh page: the modules keep what was started, and whether the page has asked.
let lookup: typeof import('./referral-lookup');
let session: typeof import('./patient-session');
beforeEach(async () => {
  vi.resetModules();
  lookup = await import('./referral-lookup');
  session = await import('./patient-session');
});
afterEach(resetAfterTest);

const pathsOf = (calls: { path: string }[]) => calls.map((call) => call.path);
const fetchSession = () =>
  session.patientSessionQueryOptions().queryFn!({ signal: new AbortController().signal } as never);

describe('the reads a shop link starts with the app', () => {
  it('give the page its look-up and its first session fetch, each asked for once', async () => {
    const calls = mockApi({
      [LOOKUP]: { body: { referral_code: 'BRSPMP' } },
      [SESSION]: { body: { uuid: 's1' } },
    });
    lookup.startFirstShopReads('brs-pmp');
    await vi.waitFor(() => expect(pathsOf(calls)).toContain('/api/patient_sessions/me'));
    await expect(lookup.lookUpReferralCode('BRS-PMP')).resolves.toEqual({ referralCode: 'BRSPMP' });
    await expect(fetchSession()).resolves.toEqual({ uuid: 's1' });
    expect(pathsOf(calls)).toEqual(['/api/consultations/show_by_referral_code', '/api/patient_sessions/me']);
    expect(calls[0]?.query.get('referral_code')).toBe('BRSPMP');
    // Taken once: a code typed again later is looked up again, the session read again.
    await lookup.lookUpReferralCode('BRS-PMP');
    await fetchSession();
    expect(calls).toHaveLength(4);
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

  it('hand a failed look-up to the page, and read no session after it', async () => {
    const calls = mockApi({ [LOOKUP]: { status: 404, body: { error: 'Referral code not found' } } });
    lookup.startFirstShopReads('NOPE-00');
    await expect(lookup.lookUpReferralCode('NOPE-00')).rejects.toMatchObject({ status: 404 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pathsOf(calls)).toEqual(['/api/consultations/show_by_referral_code']);
  });

  it('start nothing once the page has looked its code up itself', async () => {
    const calls = mockApi({ [LOOKUP]: { body: {} }, [SESSION]: { body: {} } });
    await lookup.lookUpReferralCode('BRS-PMP');
    lookup.startFirstShopReads('BRS-PMP');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pathsOf(calls)).toEqual(['/api/consultations/show_by_referral_code']);
  });

  it('start only on the pages that look a code up', () => {
    expect(['/shop', '/cart', '/products/abc'].every(looksUpReferralCode)).toBe(true);
    expect(['/', '/code', '/providers', '/products'].some(looksUpReferralCode)).toBe(false);
  });
});
