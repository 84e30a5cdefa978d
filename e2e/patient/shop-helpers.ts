import { expect, type Page } from '@playwright/test';

/** Opens the shop with a referral code and walks the onboarding wizard up to the insurance step. */
export async function startWithCode(page: Page, code: string) {
  await page.goto(`/code?code=${code}`);
  await expect(page).toHaveURL(/\/shop$/);
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByRole('heading', { name: 'Welcome to Carelane' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'What are you shopping for?' })).toBeVisible();
  return wizard;
}

/** The last wizard step: only Skip is offered until insurance can be added. */
export async function skipInsurance(page: Page) {
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByRole('heading', { name: 'Unlock insurance pricing' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await expect(wizard).toBeHidden();
}
