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

  test('a visitor without a code types one in the onboarding, and a wrong one in the cart', async ({
    page,
  }, testInfo) => {
    await page.goto('/shop');
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('onboarding-code-field.png') });
    await wizard.getByLabel(FIELD).fill('ZZZZZZ');
    await wizard.getByRole('button', { name: 'Apply' }).click();
    // Not found: the gate says so, with what was typed.
    await expect(page).toHaveURL(/\/code$/);
    await expect(page.getByText(/could not find that referral code/i)).toBeVisible();
    await expect(page.getByPlaceholder('XXX-XXX')).toHaveValue('ZZZ-ZZZ');

    await page.goto('/cart');
    // On a phone the top bar's link is inside its menu.
    const isDesktop = (page.viewportSize()?.width ?? 0) >= 768;
    if (isDesktop) await expect(page.getByRole('link', { name: FIELD })).toBeVisible();
    await page.getByLabel(FIELD).fill('BRS-PMP');
    await page.screenshot({ path: testInfo.outputPath('cart-code-field.png') });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByLabel(FIELD)).toHaveCount(0);
    await expect(page.getByRole('link', { name: FIELD })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });
}
