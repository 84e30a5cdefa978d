import { expect, test } from '../support/fixtures';
import {
  DEMO_MEMBERS,
  enterInsuranceManually,
  shot,
  startBreastPumpShopping,
  submitInsuranceDetails,
} from './insurance-helpers';

test('the insurance modal fits a phone screen', async ({ page }) => {
  await startBreastPumpShopping(page, 'BRS-PMP');
  await enterInsuranceManually(page);
  await shot(page, 'mobile-form');
  await submitInsuranceDetails(page, DEMO_MEMBERS.activeFree);
  await expect(page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' })).toBeVisible();
  await shot(page, 'mobile-unlocked');
  await page.getByRole('button', { name: 'Continue Shopping' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Prescription on file' }).click();
  await expect(page.getByRole('dialog', { name: 'Prescription Verified' })).toBeVisible();
  await shot(page, 'mobile-prescription');
});
