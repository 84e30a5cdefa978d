import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie } from '../../lib/cookies';
import { patientStore } from '../../lib/patient-store';
import { wireConsultation } from '../../test/fixtures/shop';
import { mockApi, resetAfterTest } from '../../test/mock-api';
import { REFERRAL_CODE_COOKIE } from './api/referral-code';
import { startFirstVisit } from './first-visit-start';

afterEach(() => {
  resetAfterTest();
  removeCookie(REFERRAL_CODE_COOKIE);
  window.history.replaceState(null, '', '/');
});

describe('a first visit the server looked up', () => {
  it('drawn: keeps the code as a look-up would, and takes it out of the address', () => {
    window.history.replaceState(null, '', '/shop?code=brs-pmp&utm=sms');
    patientStore.update(() => ({ onboardingModal: { hasCompletedOnboarding: true, step: 3 } }));
    startFirstVisit({
      referralCode: 'brs-pmp',
      lookup: { status: 200, body: wireConsultation },
      queries: { mutations: [], queries: [] },
    });
    expect(window.location.pathname + window.location.search).toBe('/shop?utm=sms');
    expect(getCookie(REFERRAL_CODE_COOKIE)).toBe('BRSPMP');
    expect(localStorage.getItem('referralCode')).toBe('BRSPMP');
    // A new work order for this browser: onboarding starts afresh.
    expect(patientStore.get().onboardingModal.hasCompletedOnboarding).toBe(false);
  });

  it("not drawn: leaves the code in the address for the page's own look-up, which takes the reply", async () => {
    const calls = mockApi({});
    window.history.replaceState(null, '', '/shop?code=ZZZ-ZZZ');
    startFirstVisit({ referralCode: 'ZZZ-ZZZ', lookup: { status: 404, body: { error: 'Not found' } } });
    expect(window.location.search).toBe('?code=ZZZ-ZZZ');
    expect(getCookie(REFERRAL_CODE_COOKIE)).toBeUndefined();
    const { lookUpReferralCode } = await import('../../lib/referral-lookup');
    await expect(lookUpReferralCode('ZZZ-ZZZ')).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual([]);
  });
});
