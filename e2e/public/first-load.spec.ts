import { expect, test } from '@playwright/test';

test('a first visit to a shop link warns nothing and reads the session once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const sessionReads: string[] = [];
  const cartReads: string[] = [];
  const lookups: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/consultations/show_by_referral_code') lookups.push(pathname);
    if (pathname === '/api/patient_sessions/me') sessionReads.push(pathname);
    if (pathname === '/api/carts/me') cartReads.push(pathname);
  });

  await page.goto('/shop?code=BRS-PMP');
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  // Let any late duplicate arrive before counting.
  await page.waitForLoadState('networkidle');
  // The look-up main.tsx starts is the one the page uses: the code is attached once.
  expect(lookups).toHaveLength(1);
  expect(sessionReads).toHaveLength(1);
  expect(cartReads).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);

  await page.goto('/providers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("a shop link's page already shows the shop's frame and that it is loading", async ({ page }) => {
    await page.goto('/shop?code=BRS-PMP');
    await expect(page.getByRole('link', { name: 'Carelane' }).first()).toBeVisible();
    await expect(page.getByLabel('Loading')).toBeVisible();
  });
});
