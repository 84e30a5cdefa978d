import type { Page } from '@playwright/test';
import { skipInsurance } from '../patient/shop-helpers';
import { expect, test } from '../support/fixtures';

/** The API paths a page asks for, counted as the browser sends them. */
function countReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  return (path: string) => reads.filter((read) => read === path).length;
}

const FIRST_READS = [
  '/api/consultations/show_by_referral_code',
  '/api/patient_sessions/me',
  '/api/carts/me',
  '/api/product_variants',
  '/api/product_verticals',
];

test('a first visit to a shop link arrives drawn: the browser asks for nothing it was drawn from', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const count = countReads(page);

  await page.goto('/shop?code=BRS-PMP');
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Breast Pumps', level: 1 })).toBeAttached();
  // Let any late duplicate arrive before counting.
  await page.waitForLoadState('networkidle');
  // The server looked the code up and read the rest on the page's session; the page carries them.
  for (const path of FIRST_READS) expect(count(path), path).toBe(0);
  expect(warnings).toEqual([]);
  // The code is this browser's now, as after a look-up of its own.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'referral_code')?.value).toBe('BRSPMP');

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

test('a first visit drawn for a fresh browser keeps its markup, then answers as any page: wizard, filters, product', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/shop?code=BRS-PMP');
  // The cards painted with the page are the ones the app answers on (hydrated, not drawn again).
  const drawnCard = await page.getByRole('link', { name: /Spectra S1 Plus/ }).elementHandle();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'When is your baby due?' }).click();
  await page.getByRole('option').nth(2).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await skipInsurance(page);
  expect(await drawnCard?.evaluate((card) => card.isConnected)).toBe(true);

  // The filters, hydrated after the page's first pass, and the top bar's cart.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Search products' }).fill('spectra');
  await expect(page).toHaveURL(/query=spectra/);
  await expect(page.getByRole('link', { name: /Elvie Stride/ })).toBeHidden();
  await filters.getByRole('checkbox', { name: 'Spectra' }).click();
  await expect(page).toHaveURL(/brands=Spectra/);
  await page.getByRole('link', { name: /Spectra S1 Plus/ }).click();
  await expect(page.getByRole('heading', { name: /Spectra S1 Plus/, level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shop link opened by a returning browser reads the session, cart and catalogue once', async ({
  page,
}) => {
  // The landing page gives the browser its session cookie.
  await page.goto('/');
  const count = countReads(page);
  await page.goto('/shop?code=BRS-PMP');
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  await page.waitForLoadState('networkidle');
  // The reads main.tsx starts are the ones the page uses: the code is attached once, and nothing
  // the page reads first is asked for twice.
  for (const path of FIRST_READS) expect(count(path), path).toBe(1);
});

test('a first visit with an unknown code goes to the code page with the message, looked up once', async ({
  page,
}) => {
  const count = countReads(page);
  await page.goto('/shop?code=ZZZ-ZZZ');
  await expect(page).toHaveURL(/\/code$/);
  await expect(page.getByText(/could not find that referral code/i)).toBeVisible();
  expect(count('/api/consultations/show_by_referral_code')).toBe(0);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("a shop link's first visit already shows the plan's products", async ({ page }) => {
    await page.goto('/shop?code=BRS-PMP');
    await expect(page.getByRole('heading', { name: 'Breast Pumps', level: 1 })).toBeVisible();
    await expect(page.getByText('Unlock insurance pricing')).toBeVisible();
    await expect(page.getByRole('link', { name: /Spectra S1 Plus/ }).first()).toBeVisible();
  });

  test('a returning browser sees the frame and that it is loading', async ({ page }) => {
    await page.goto('/');
    await page.goto('/shop?code=BRS-PMP');
    await expect(page.getByRole('link', { name: 'Carelane' }).first()).toBeVisible();
    await expect(page.getByLabel('Loading')).toBeVisible();
  });
});
