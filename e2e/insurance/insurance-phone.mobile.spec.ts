import { expectWholeText } from '../patient/layout-helpers';
import { expect, test } from '../support/fixtures';
import {
  addSpectraPump,
  DEMO_MEMBERS,
  startBreastPumpShopping,
  submitInsuranceDetails,
} from './insurance-helpers';

test('on a phone the insurance choices show whole and the back-brace toast leaves the header free', async ({
  page,
}) => {
  const wizard = await startBreastPumpShopping(page, 'BRS-PMP');
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await addSpectraPump(page);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Unlock insurance pricing' }).first().click();
  await page.getByRole('button', { name: 'Enter my insurance details instead' }).click();
  await submitInsuranceDetails(page, DEMO_MEMBERS.activeFree);

  const modal = page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' });
  await expectWholeText(modal.getByRole('button', { name: 'Keep My Pump' }));
  await expectWholeText(modal.getByRole('button', { name: 'View Pumps' }));
  await modal.getByRole('button', { name: 'Keep My Pump' }).click();

  // Accessories with insurance: the promotion stays until closed, below the header.
  await page
    .getByRole('navigation', { name: 'Shopping steps' })
    .getByRole('button', { name: /Pump Accessories\/Supplies/ })
    .click();
  const toast = page.getByRole('alert').filter({ hasText: 'Back pain after pregnancy?' });
  await expect(toast).toBeVisible();
  const header = page.getByRole('banner');
  const headerBox = await header.boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Shop' })).toBeVisible();
});

test('a plan whose deductible is not met says so instead of announcing savings', async ({ page }) => {
  const wizard = await startBreastPumpShopping(page, 'BRS-PMP');
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await addSpectraPump(page);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Unlock insurance pricing' }).first().click();
  await page.getByRole('button', { name: 'Enter my insurance details instead' }).click();
  await submitInsuranceDetails(page, DEMO_MEMBERS.deductible);

  const modal = page.getByRole('dialog', { name: 'Insurance Coverage Confirmed' });
  await expect(modal.getByText('Deductible still owed: $2,500.00')).toBeVisible();
  await expect(modal.getByText(/applied to your deductible/)).toBeVisible();
  await expect(modal.getByText(/lowers the price of other pumps/)).toBeHidden();
  await modal.getByRole('button', { name: 'Continue Shopping' }).click();

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Insurance Savings')).toBeVisible();
  await expect(summary.getByText('-$0.00')).toBeHidden();
  await expect(summary.getByText('$0.00', { exact: true }).first()).toBeVisible();
});
