import { expect, test } from '@playwright/test';

test('a first visit to a shop link warns nothing and reads the session once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const sessionReads: string[] = [];
  const cartReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/patient_sessions/me') sessionReads.push(pathname);
    if (pathname === '/api/carts/me') cartReads.push(pathname);
  });

  await page.goto('/shop?code=BRS-PMP');
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  // Let any late duplicate arrive before counting.
  await page.waitForLoadState('networkidle');
  expect(sessionReads).toHaveLength(1);
  expect(cartReads).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);

  await page.goto('/providers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});
