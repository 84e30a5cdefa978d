import { expect, test } from '../support/fixtures';

const FIELD = 'Have a referral code?';

/** Issue 48 item 1: a code can be typed where a patient is, and a mistyped one keeps what was typed. */
export function referralCodeFieldJourneys() {
  test('a code typed on the landing page opens the shop with its plan', async ({ page }, testInfo) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await field.fill('brspmp');
    await expect(field).toHaveValue('BRS-PMP');
    await page.screenshot({ path: testInfo.outputPath('landing-code-field.png') });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByText(/sent you a personalized treatment plan/)).toBeVisible();
    await expect(wizard.getByLabel(FIELD)).toHaveCount(0);
  });

  test('a visitor without a code types a wrong one in the onboarding: the gate says so and keeps it', async ({
    page,
  }, testInfo) => {
    await page.goto('/shop');
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('onboarding-code-field.png') });
    await wizard.getByLabel(FIELD).fill('zzzzzz');
    await expect(wizard.getByLabel(FIELD)).toHaveValue('ZZZ-ZZZ');
    await wizard.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/code$/);
    await expect(page.getByText(/could not find that referral code/i)).toBeVisible();
    await expect(page.getByPlaceholder('XXX-XXX')).toHaveValue('ZZZ-ZZZ');
  });

  test('the cart without a code takes one and stays the cart', async ({ page }, testInfo) => {
    await page.goto('/cart');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // On a phone the top bar's link is inside its menu.
    if ((page.viewportSize()?.width ?? 0) >= 768)
      await expect(page.getByRole('link', { name: FIELD })).toBeVisible();
    const field = page.getByRole('main').getByLabel(FIELD);
    await field.fill('BRS-PMP');
    await page.screenshot({ path: testInfo.outputPath('cart-code-field.png') });
    await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: /^Cart/ })).toBeVisible();
    await expect(page.getByLabel(FIELD)).toHaveCount(0);
    await expect(page.getByRole('link', { name: FIELD })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });
}
