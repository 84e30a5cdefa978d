import { expect, type Page } from '@playwright/test';

export const DEMO_MEMBERS = {
  activeFree: 'CLN-100-001',
  deductible: 'CLN-100-002',
  inactive: 'CLN-100-003',
  unsupported: 'CLN-100-004',
  requiresAuthorization: 'CLN-100-005',
  stateExchange: 'CLN-100-006',
} as const;

/**
 * Opens the shop (with a referral code, or as a visitor without one), answers the breast pump
 * questions and stops at the wizard's insurance step.
 */
export async function startBreastPumpShopping(page: Page, code?: string, { asTextedLink = false } = {}) {
  // A texted link opens /shop?code=…, which the server draws (and the browser hydrates) on a first visit.
  await page.goto(code ? `/${asTextedLink ? 'shop' : 'code'}?code=${code}` : '/shop');
  await expect(page).toHaveURL(/\/shop$/);
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: 'Breast Pump' }).check();
  // The keyboard picks the option: on a phone the dropdown keeps moving while the modal settles.
  await wizard.getByRole('combobox', { name: 'When is your baby due?' }).click();
  await expect(page.getByRole('option').nth(2)).toBeVisible();
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Unlock insurance pricing' })).toBeVisible();
  return wizard;
}

/** Fills the details form and submits it. */
export async function submitInsuranceDetails(page: Page, memberId: string, carrier = 'Aetna') {
  const modal = page.getByRole('dialog', { name: 'Enter your insurance details' });
  await modal.getByRole('combobox', { name: 'Insurance carrier' }).click();
  await page.getByRole('option', { name: carrier, exact: true }).click();
  await modal.getByLabel('Member ID').fill(memberId);
  await modal.getByLabel('First name').fill('Jamie');
  await modal.getByLabel('Last name').fill('Rivera');
  await modal.getByLabel('Patient date of birth').fill('1991-04-12');
  await modal.getByRole('button', { name: 'Check My Coverage' }).click();
}

/** From the wizard's insurance step, straight to the details form. */
export async function enterInsuranceManually(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Enter Insurance Manually' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter your insurance details' })).toBeVisible();
}

/** A one-page PDF, enough for the upload checks (type, size, MD5). */
export const SAMPLE_PDF = {
  name: 'prescription.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

/** Adds the Spectra S1 Plus pump from the shop grid and comes back to the shop. */
export async function addSpectraPump(page: Page) {
  await page.getByRole('link', { name: /Spectra S1 Plus/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/insurance-${name}.png`, fullPage: false });
