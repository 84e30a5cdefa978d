import { expect, test } from '@playwright/test';

test('a first visit to a shop link warns nothing and reads the session, cart and catalogue once', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  const count = (path: string) => reads.filter((read) => read === path).length;

  await page.goto('/shop?code=BRS-PMP');
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  // Let any late duplicate arrive before counting.
  await page.waitForLoadState('networkidle');
  // The reads main.tsx starts are the ones the page uses: the code is attached once, and nothing
  // the page reads first is asked for twice.
  for (const path of [
    '/api/consultations/show_by_referral_code',
    '/api/patient_sessions/me',
    '/api/carts/me',
    '/api/product_variants',
    '/api/product_verticals',
  ])
    expect(count(path), path).toBe(1);
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);

  // Drawn, the page runs nothing until the patient acts: no render schedules the next one (a
  // deferred grid once did, ~40 % of a core for as long as the page stayed open).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration')
      ?.value ?? 0;
  const before = await scriptSeconds();
  await page.waitForTimeout(1500);
  expect((await scriptSeconds()) - before).toBeLessThan(0.1);

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
