import type { DehydratedState } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstVisitState } from '../../../app/first-visit-cache';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies';
import { PRODUCT_VERTICAL_COOKIE, patientStore } from '../../../lib/patient-store';
import {
  resetShopState,
  returningPatient,
  SUPPLIES_UUID,
  VERTICAL_UUID,
  wireCart,
  wireCartItem,
  wireConsultation,
  wireSession,
  wireVariant,
  wireVerticals,
} from '../../../test/fixtures/shop';
import { mockApi } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { PatientLayout } from './patient-layout';
import { ShopPage } from './shop-page';

/** A busy machine renders the first page slowly. */
const SLOW = 10_000;

const routes = [
  { element: <PatientLayout />, children: [{ path: '/shop', element: <ShopPage /> }] },
  ...landingSpots('/cart'),
];
const variants = [
  wireVariant('v1', 'Spectra S1 Plus'),
  wireVariant('v2', 'Medela Pump In Style'),
  wireVariant('v3', 'Milk storage bags', SUPPLIES_UUID, '0.17'),
];

function renderShop(cart: unknown, url = '/shop', lookup: unknown = wireConsultation) {
  const calls = mockApi({
    'GET /api/consultations/show_by_referral_code': { body: lookup },
    'GET /api/patient_sessions/me': { body: wireSession() },
    'GET /api/product_verticals': { body: wireVerticals },
    'GET /api/product_variants': { body: variants },
    'GET /api/carts/me': { body: cart },
  });
  const router = renderApp(routes, { url }).router;
  return { calls, router, user: userEvent.setup() };
}

describe('ShopPage', () => {
  beforeEach(returningPatient);
  afterEach(() => {
    resetShopState();
    removeCookie('referral_code');
  });

  it("shows the step's products, the steps and the shipping note", async () => {
    renderShop(wireCart());
    expect(await screen.findByRole('heading', { name: 'Breast Pumps' }, { timeout: SLOW })).toBeVisible();
    // The cards follow the heading and steps in a render of their own.
    expect(await screen.findByText('Spectra S1 Plus')).toBeVisible();
    expect(screen.queryByText('Milk storage bags')).not.toBeInTheDocument();
    expect(
      screen.getByText('Items ship to Los Angeles, CA. Shipping is calculated at checkout.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Step 2:.*Pump Accessories\/Supplies/ })).toBeVisible();
    expect(screen.getByText('Save up to 100% on your prescription DME')).toBeVisible();
  });

  it('will not move on without a selection in the step', async () => {
    const { user } = renderShop(wireCart());
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: SLOW }));
    expect(
      await screen.findByText('Please make your product selection in this step before moving forward.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Breast Pumps' })).toBeVisible();
  });

  it('starts at the first step without a selection and reviews the cart after the last', async () => {
    const { user, router } = renderShop(
      wireCart([wireCartItem('i1', 'Spectra S1 Plus', 1), wireCartItem('i2', 'Bags', 1, SUPPLIES_UUID)]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Pump Accessories/Supplies' }, { timeout: SLOW }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends filters to the server and offers to clear them when nothing matches', async () => {
    const { calls, user, router } = renderShop(
      wireCart(),
      '/shop?query=zzz&brands=Medela&priceFrom=5&priceTo=10',
    );
    await screen.findByRole('heading', { name: 'Breast Pumps' }, { timeout: SLOW });
    await waitFor(() => {
      const filtered = calls.find((call) => call.path === '/api/product_variants' && call.query.get('query'));
      expect(filtered?.query.get('query')).toBe('zzz');
      expect(filtered?.query.getAll('brands[]')).toEqual(['Medela']);
      expect(filtered?.query.get('price_from')).toBe('5');
      expect(filtered?.query.get('price_to')).toBe('10');
    });
    expect(screen.getByRole('checkbox', { name: 'Spectra Baby USA' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the cart and onboarding when the referral link of the same work order is reopened', async () => {
    // This browser used the code before: the link is reopened.
    setCookie('referral_code', 'BRSPMP', 1);
    patientStore.update(() => ({ onboardingModal: { hasCompletedOnboarding: true, step: 3 } }));
    const { calls, router } = renderShop(
      wireCart([wireCartItem('i1', 'Spectra S1 Plus', 1)]),
      '/shop?code=BRS-PMP',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByRole('heading', { name: 'Pump Accessories/Supplies' }, { timeout: SLOW }),
    ).toBeVisible();
    // The code goes first and alone; the session is read once, after it (issue 13 item 18).
    const paths = calls.map((call) => call.path);
    expect(paths[0]).toBe('/api/consultations/show_by_referral_code');
    expect(paths.filter((path) => path === '/api/patient_sessions/me')).toHaveLength(1);
    expect(screen.queryByText('Welcome to Carelane')).not.toBeInTheDocument();
    expect(patientStore.get().onboardingModal.hasCompletedOnboarding).toBe(true);
    expect(getCookie(PRODUCT_VERTICAL_COOKIE)).toBe(VERTICAL_UUID);
  });

  it("draws a first visit the server drew from the server's replies on its first render, asking nothing", async () => {
    resetShopState();
    const calls = mockApi({});
    const { queries } = firstVisitState('BRS-PMP', {
      lookup: { status: 200, body: wireConsultation },
      verticals: { status: 200, body: wireVerticals },
      session: { status: 200, body: wireSession() },
      cart: { status: 200, body: wireCart() },
      variants: { status: 200, body: variants },
      catalogueVerticalUuid: VERTICAL_UUID,
      deliveryEstimate: { status: 200, body: { status: 'zip_needed' } },
    });
    renderApp(routes, { url: '/shop', queryState: queries as DehydratedState });
    // No wait: the markup the server sent is what this first render draws, the wizard's welcome too.
    expect(screen.getByText('Welcome to Carelane')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Breast Pumps', level: 1 })).toBeVisible();
    expect(screen.getByText('Spectra S1 Plus')).toBeVisible();
    expect(screen.getByText('Medela Pump In Style')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your ZIP code' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('draws nothing from a first visit whose reads failed: the page looks the code up', () => {
    const state = firstVisitState('BRS-PMP', {
      lookup: { status: 200, body: wireConsultation },
      session: { status: 500, body: { error: 'Unexpected server error.' } },
    });
    expect(state).toEqual({ referralCode: 'BRS-PMP', lookup: { status: 200, body: wireConsultation } });
  });

  it("starts onboarding afresh for another work order's code", async () => {
    patientStore.update(() => ({ onboardingModal: { hasCompletedOnboarding: true, step: 3 } }));
    const other = {
      ...wireConsultation,
      uuid: 'c0000000-0000-4000-8000-000000000002',
      referral_code: 'CPAPAP',
    };
    const { router } = renderShop(wireCart(), '/shop?code=CPA-PAP', other);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(patientStore.get().onboardingModal.hasCompletedOnboarding).toBe(false));
    expect(getCookie(PRODUCT_VERTICAL_COOKIE)).toBeUndefined();
  });

  it('closes the onboarding wizard with its close button or Esc, without completing it', async () => {
    resetShopState();
    const { user } = renderShop(wireCart());
    const wizard = (await screen.findByText('Welcome to Carelane', {}, { timeout: SLOW })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(wizard).getByText('Welcome to Carelane')).toBeInTheDocument();
    // The dialog itself carries the name (Lighthouse's aria-dialog-name).
    expect(wizard).toHaveAccessibleName('Get started');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Welcome to Carelane')).toBeNull());
    expect(patientStore.get().onboardingModal.hasCompletedOnboarding).toBe(false);
  });

  it('closes the onboarding wizard with its close button', async () => {
    resetShopState();
    const { user } = renderShop(wireCart());
    const wizard = (await screen.findByText('Welcome to Carelane', {}, { timeout: SLOW })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Welcome to Carelane')).toBeNull());
  });
});
