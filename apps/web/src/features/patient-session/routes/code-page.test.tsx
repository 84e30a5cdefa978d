import { REFERRAL_MESSAGES } from '@dme/shared/shop/messages';
import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies';
import { PRODUCT_VERTICAL_COOKIE, patientStore } from '../../../lib/patient-store';
import {
  resetShopState,
  returningPatient,
  VERTICAL_UUID,
  wireConsultation,
} from '../../../test/fixtures/shop';
import { type MockReply, mockApi } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { CodePage } from './code-page';

const LOOKUP = 'GET /api/consultations/show_by_referral_code';
const isLookup = (call: { path: string }) => call.path === '/api/consultations/show_by_referral_code';
const routes = [{ path: '/code', element: <CodePage /> }, ...landingSpots('/shop')];

async function submitCode(reply: MockReply, code = 'brspmp') {
  const calls = mockApi({ [LOOKUP]: reply });
  const user = userEvent.setup();
  const router = renderApp(routes, { url: '/code' }).router;
  const input = await screen.findByPlaceholderText('XXX-XXX');
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { calls, router, input };
}

describe('CodePage', () => {
  afterEach(() => {
    resetShopState();
    removeCookie('referral_code');
  });

  it('shows the headline and masks the code as XXX-XXX', async () => {
    const { input } = await submitCode({ status: 404, body: { error: 'x' } }, '');
    expect(screen.getByRole('heading', { name: 'Save up to 100% on your medical equipment' })).toBeVisible();
    await userEvent.setup().type(input, 'brs');
    expect(input).toHaveValue('BRS');
  });

  it('requires a code', async () => {
    const { calls } = await submitCode({ body: wireConsultation }, '');
    expect(await screen.findByText(REFERRAL_MESSAGES.required)).toBeVisible();
    expect(calls.filter(isLookup)).toHaveLength(0);
  });

  it.each([
    [{ status: 404, body: { error: 'No such code, sorry.' } }, 'No such code, sorry.'],
    [
      { status: 429, body: { error: 'Too many' } },
      'Excessive number of unsuccessful code attempts. Please try again later.',
    ],
    [{ status: 500, body: { error: 'boom' } }, 'Unexpected server error.'],
    [
      { status: 503, body: { type: SERVICE_UNAVAILABLE.type, error: SERVICE_UNAVAILABLE.message } },
      SERVICE_UNAVAILABLE.message,
    ],
  ])('shows the failure (%o)', async (reply, message) => {
    await submitCode(reply);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByPlaceholderText('XXX-XXX')).toHaveValue('BRS-PMP');
  });

  it('looks the code up without the dash, keeps it for 20 years and goes to /shop', async () => {
    const { calls } = await submitCode({ body: wireConsultation });
    expect(await screen.findByText('Landed on /shop')).toBeVisible();
    expect(calls.find(isLookup)?.query.get('referral_code')).toBe('BRSPMP');
    expect(getCookie('referral_code')).toBe('BRSPMP');
    expect(localStorage.getItem('referralCode')).toBe('BRSPMP');
  });

  it('keeps onboarding when the code this browser already uses is typed again', async () => {
    setCookie('referral_code', 'BRSPMP', 1);
    returningPatient();
    patientStore.update(() => ({ onboardingModal: { hasCompletedOnboarding: true, step: 3 } }));
    await submitCode({ body: wireConsultation });
    expect(await screen.findByText('Landed on /shop')).toBeVisible();
    expect(patientStore.get().onboardingModal.hasCompletedOnboarding).toBe(true);
    expect(getCookie(PRODUCT_VERTICAL_COOKIE)).toBe(VERTICAL_UUID);
  });

  it("resets onboarding for another work order's code", async () => {
    setCookie('referral_code', 'NSECAN', 1);
    returningPatient();
    patientStore.update(() => ({ onboardingModal: { hasCompletedOnboarding: true, step: 3 } }));
    await submitCode({ body: wireConsultation });
    expect(await screen.findByText('Landed on /shop')).toBeVisible();
    expect(patientStore.get().onboardingModal.hasCompletedOnboarding).toBe(false);
    expect(getCookie(PRODUCT_VERTICAL_COOKIE)).toBeUndefined();
  });

  it('says the plan is being assembled while the code is checked', async () => {
    mockApi({});
    const pending = new Promise<Response>(() => undefined);
    globalThis.fetch = () => pending;
    const user = userEvent.setup();
    renderApp(routes, { url: '/code' });
    await user.type(await screen.findByPlaceholderText('XXX-XXX'), 'BRSPMP');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.assembling)).toBeVisible();
  });

  it('sends /code?code=… on to /shop?code=…, replacing the entry', async () => {
    mockApi({});
    const router = renderApp(routes, { url: '/code?code=BRS-PMP' }).router;
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?code=BRS-PMP');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
