import { PRESCRIPTION_TEXTS } from '@dme/shared/insurance/prescription-messages';
import { expect, test } from '../support/fixtures';
import {
  addSpectraPump,
  DEMO_MEMBERS,
  enterInsuranceManually,
  SAMPLE_PDF,
  shot,
  startBreastPumpShopping,
  submitInsuranceDetails,
} from './insurance-helpers';

const SPECTRA = /Spectra S1 Plus/;

test('an active, fully covered member sees free prices on the shop, the product and the cart', async ({
  page,
}) => {
  const wizard = await startBreastPumpShopping(page, 'BRS-PMP');
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('link', { name: SPECTRA })).toContainText('$199.99');
  await addSpectraPump(page);

  await page.getByRole('button', { name: 'Unlock insurance pricing' }).click();
  const upload = page.getByRole('dialog', { name: 'Unlock insurance pricing' });
  await expect(upload.getByText('Drag files here or click to choose')).toBeVisible();
  await shot(page, 'upload');
  await upload.getByRole('button', { name: 'Enter my insurance details instead' }).click();
  await submitInsuranceDetails(page, DEMO_MEMBERS.activeFree);

  const unlocked = page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' });
  await expect(unlocked.getByText('CLN100001')).toBeVisible();
  await expect(unlocked.getByRole('button', { name: 'Keep My Pump' })).toBeVisible();
  await shot(page, 'unlocked');
  await unlocked.getByRole('button', { name: 'View Pumps' }).click();
  await expect(unlocked).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Breast Pumps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock insurance pricing' })).toBeHidden();

  const card = page.getByRole('link', { name: SPECTRA });
  await expect(card).toContainText('$0.00');
  await expect(card).toContainText('Retail price $199.99');
  await card.click();
  await expect(page.getByText('Price with insurance')).toBeVisible();
  await expect(page.getByRole('main').getByText('$0.00').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('-$199.99')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insurance savings available' })).toBeHidden();
  await shot(page, 'cart-free');
});

test('a card upload falls through to the form; a deductible to meet means retail prices', async ({
  page,
}) => {
  const wizard = await startBreastPumpShopping(page, 'BRS-PMP');
  await wizard.getByRole('button', { name: 'Upload Insurance Card' }).click();
  const upload = page.getByRole('dialog', { name: 'Unlock insurance pricing' });
  await upload.locator('input[type=file]').setInputFiles({ ...SAMPLE_PDF, name: 'insurance-card.pdf' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Enter your insurance details' });
  await expect(form.getByText("We couldn't read your card. Please enter your details below.")).toBeVisible();
  await submitInsuranceDetails(page, DEMO_MEMBERS.deductible);
  // Covered, but nothing is cheaper until the deductible is met: no "Pricing Unlocked" (issue 13 item 4).
  const covered = page.getByRole('dialog', { name: 'Insurance Coverage Confirmed' });
  await expect(covered.getByText('CLN100002')).toBeVisible();
  await expect(covered.getByText('Deductible still owed: $2,500.00')).toBeVisible();
  await covered.getByRole('button', { name: 'Continue Shopping' }).click();

  const card = page.getByRole('link', { name: SPECTRA });
  await expect(card).toContainText('$199.99');
  await expect(card).not.toContainText('Retail price');
  await card.click();
  await expect(
    page.getByRole('img', {
      name: 'When the price with insurance equals the retail price, your deductible has not been met yet.',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Proceed to Checkout' }),
  ).toBeVisible();
});

test('a member whose plan needs prior authorisation unlocks pricing and is told the plan approves first', async ({
  page,
}) => {
  await startBreastPumpShopping(page, 'BRS-PMP');
  await enterInsuranceManually(page);
  await submitInsuranceDetails(page, DEMO_MEMBERS.requiresAuthorization);
  const unlocked = page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' });
  // The provider's prescription is on file: the plan's approval is asked with it (issue 48 item 3).
  await expect(unlocked.getByText(PRESCRIPTION_TEXTS.insuranceNoteOnFile)).toBeVisible();
  await unlocked.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page.getByRole('link', { name: SPECTRA })).toContainText('$0.00');
});

test('an inactive member confirms the details, then asks for help with more information', async ({
  page,
}) => {
  await startBreastPumpShopping(page, 'BRS-PMP');
  await enterInsuranceManually(page);
  await submitInsuranceDetails(page, DEMO_MEMBERS.inactive);
  const failed = page.getByRole('dialog', { name: 'Coverage not confirmed' });
  await expect(
    failed.getByText("Please confirm that the information you've entered is correct"),
  ).toBeVisible();
  await expect(failed.getByRole('link', { name: 'support@carelane.example' })).toBeVisible();
  await shot(page, 'plan-error');
  await failed.getByRole('button', { name: 'Provide Additional Information' }).click();

  const more = page.getByRole('dialog', { name: 'Additional information' });
  await expect(more.getByLabel('Full name')).toHaveValue('Jamie Rivera');
  await expect(more.getByLabel('Medical group')).toHaveValue('-');
  await more.getByRole('button', { name: 'Next' }).click();

  const contact = page.getByRole('dialog', { name: 'We can help' });
  await contact.getByRole('textbox', { name: 'Email' }).fill('jamie.rivera@example.com');
  await contact.getByLabel('Phone number').fill('2135550199');
  await contact.getByLabel('Physician name').fill('Dr. Ada Park');
  await contact.getByRole('button', { name: 'Request Help' }).click();
  await expect(contact.getByText('Please confirm to continue')).toBeVisible();
  await contact.getByRole('checkbox').check();
  await contact.getByRole('button', { name: 'Request Help' }).click();

  const onIt = page.getByRole('dialog', { name: "We're On It" });
  await expect(onIt.getByText(/reach out to jamie.rivera@example.com/)).toBeVisible();
});

test('unsupported plans and carriers lead to the contact form with their message', async ({ page }) => {
  await startBreastPumpShopping(page, 'BRS-PMP');
  await enterInsuranceManually(page);
  await submitInsuranceDetails(page, DEMO_MEMBERS.unsupported);
  const contact = page.getByRole('dialog', { name: 'We can help' });
  await expect(
    contact.getByText(/this product is not contracted with your insurance plan yet/),
  ).toBeVisible();
  await shot(page, 'contact');
  await contact.getByRole('button', { name: 'Close' }).click();

  const reopen = async () => {
    await page.getByRole('button', { name: 'Unlock insurance pricing' }).click();
    await page.getByRole('button', { name: 'Enter my insurance details instead' }).click();
  };
  await reopen();
  await submitInsuranceDetails(page, DEMO_MEMBERS.stateExchange);
  await expect(contact.getByText(/not yet contracted with your state exchange plan/)).toBeVisible();
  await contact.getByRole('button', { name: 'Close' }).click();

  await reopen();
  const form = page.getByRole('dialog', { name: 'Enter your insurance details' });
  await form.getByRole('combobox', { name: 'Insurance carrier' }).click();
  await page.getByRole('option', { name: 'Molina Healthcare' }).click();
  await expect(contact.getByText(/none of our supplier partners is in network/)).toBeVisible();
  await contact.getByRole('button', { name: 'Close' }).click();

  await reopen();
  await form.getByRole('combobox', { name: 'Insurance carrier' }).click();
  await page.getByRole('option', { name: 'Other insurance carrier' }).click();
  await expect(contact.getByText(/your insurance carrier is not in our system yet/)).toBeVisible();
  await contact.getByLabel('Insurance carrier name').fill('Tiny Mutual Health');
  await contact.getByRole('textbox', { name: 'Email' }).fill('jamie.rivera@example.com');
  await contact.getByLabel('Phone number').fill('2135550199');
  await contact.getByLabel('Physician name').fill('Dr. Ada Park');
  await contact.getByRole('checkbox').check();
  await contact.getByRole('button', { name: 'Request Help' }).click();
  await expect(page.getByRole('dialog', { name: "We're On It" })).toBeVisible();
  await shot(page, 'on-it');
});
