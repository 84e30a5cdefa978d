import { afterEach, describe, expect, it, vi } from 'vitest';
import { looksUpReferralCode } from '../app/paths';
import { mockApi, resetAfterTest } from '../test/mock-api';
import { patientSessionQueryOptions, startSessionRead } from './patient-session';
import { lookUpReferralCode, startReferralLookup } from './referral-lookup';

const LOOKUP = 'GET /api/consultations/show_by_referral_code';

afterEach(resetAfterTest);

describe('the referral look-up started with the app', () => {
  it('is the reply the page gets for the same code, asked for once', async () => {
    const calls = mockApi({ [LOOKUP]: [{ body: { referral_code: 'BRSPMP' } }] });
    startReferralLookup('brs-pmp');
    await expect(lookUpReferralCode('BRS-PMP')).resolves.toEqual({ referralCode: 'BRSPMP' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('referral_code')).toBe('BRSPMP');
    // Taken once: the same code typed again later is looked up again.
    await lookUpReferralCode('BRS-PMP');
    expect(calls).toHaveLength(2);
  });

  it('is not used for another code', async () => {
    const calls = mockApi({ [LOOKUP]: { body: {} } });
    startReferralLookup('BRS-PMP');
    await lookUpReferralCode('CPAP-01');
    expect(calls.map((call) => call.query.get('referral_code'))).toEqual(['BRSPMP', 'CPAP01']);
  });

  it('hands its failure to the page that takes it', async () => {
    mockApi({ [LOOKUP]: { status: 404, body: { error: 'Referral code not found' } } });
    startReferralLookup('NOPE-00');
    await expect(lookUpReferralCode('NOPE-00')).rejects.toMatchObject({ status: 404 });
  });

  it('starts only on the pages that look a code up', () => {
    expect(['/shop', '/cart', '/products/abc'].every(looksUpReferralCode)).toBe(true);
    expect(['/', '/code', '/providers', '/products'].some(looksUpReferralCode)).toBe(false);
  });
});

describe('the session read started once the code is attached', () => {
  const SESSION = 'GET /api/patient_sessions/me';
  const fetchSession = () =>
    patientSessionQueryOptions().queryFn!({ signal: new AbortController().signal } as never);

  it('follows a look-up that succeeded and is the first session fetch, once', async () => {
    const calls = mockApi({ [LOOKUP]: { body: {} }, [SESSION]: { body: { uuid: 's1' } } });
    const lookup = startReferralLookup('BRS-PMP');
    startSessionRead(lookup);
    await lookup;
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/patient_sessions/me'));
    await expect(fetchSession()).resolves.toEqual({ uuid: 's1' });
    expect(calls.filter((call) => call.path === '/api/patient_sessions/me')).toHaveLength(1);
    await fetchSession();
    expect(calls.filter((call) => call.path === '/api/patient_sessions/me')).toHaveLength(2);
  });

  it('is not made when the look-up fails', async () => {
    const calls = mockApi({ [LOOKUP]: { status: 404, body: { error: 'Referral code not found' } } });
    const lookup = startReferralLookup('NOPE-00');
    startSessionRead(lookup);
    await lookup.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.map((call) => call.path)).toEqual(['/api/consultations/show_by_referral_code']);
  });
});
