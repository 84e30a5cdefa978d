import { expect, test } from '../support/fixtures';
import { skipInsurance, startWithCode } from './shop-helpers';

test('a referral patient shops the guided steps and edits the cart', async ({ page }) => {
  const wizard = await startWithCode(page, 'BRS-PMP');
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(wizard.getByRole('radio', { name: 'Breast Pump' })).toBeChecked();
  await expect(next).toBeDisabled();
  await wizard.getByRole('combobox', { name: 'When is your baby due?' }).click();
  await page.getByRole('option').nth(2).click();
  await next.click();
  // One kind of pump only: the category step is skipped.
  await skipInsurance(page);

  await expect(page.getByRole('heading', { name: 'Breast Pumps' })).toBeVisible();
  await expect(page.getByText('Save up to 100% on your prescription DME')).toBeVisible();
  await expect(
    page.getByText('Items ship to Los Angeles, CA. Shipping is calculated at checkout.'),
  ).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Search products' }).fill('spectra');
  await expect(page).toHaveURL(/query=spectra/);
  await expect(page.getByRole('link', { name: /Elvie Stride/ })).toBeHidden();
  await expect(page.getByRole('link', { name: /Spectra S2 Plus/ })).toBeVisible();
  await filters.getByRole('checkbox', { name: 'Medela' }).click();
  await expect(page).toHaveURL(/brands=Medela/);
  await expect(page.getByText('No products match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByRole('link', { name: /Elvie Stride/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Shopping steps' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(
    page.getByText('Please make your product selection in this step before moving forward.'),
  ).toBeVisible();

  await page.getByRole('link', { name: /Spectra S1 Plus/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Spectra S1 Plus Double Electric Breast Pump' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Standard kit, 24 mm flanges' }).click();
  await expect(page.getByRole('button', { name: 'Standard kit, 24 mm flanges' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText('Spectra S1 Plus Double Electric Breast Pump was added to your cart'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  const box = page.getByRole('region', { name: 'Shopping step' });
  await expect(box.getByText('STEP 1')).toBeVisible();
  await box.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Pump Accessories/Supplies' })).toBeVisible();

  await page.getByRole('link', { name: /Spectra Replacement Tubing/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  await expect(box.getByText('STEP 2')).toBeVisible();
  await box.getByRole('button', { name: 'Review Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Cart (2 items)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Quantity of Spectra Replacement Tubing' }).click();
  await page.getByRole('option', { name: '2' }).click();
  await expect(page.getByRole('heading', { name: 'Cart (3 items)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Spectra Replacement Tubing' }).click();
  await expect(page.getByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
  await page.getByRole('button', { name: /^Remove Spectra S1 Plus/ }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a wrong code is refused on /code and from a shop address', async ({ page }) => {
  await page.goto('/code');
  await expect(
    page.getByRole('heading', { name: 'Save up to 100% on your medical equipment' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Patient referral code is required.')).toBeVisible();
  await page.getByPlaceholder('XXX-XXX').fill('zzzzzz');
  await expect(page.getByPlaceholder('XXX-XXX')).toHaveValue('ZZZ-ZZZ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/could not find that referral code/i)).toBeVisible();

  await page.goto('/shop?code=ZZZ-ZZZ');
  await expect(page).toHaveURL(/\/code$/);
  await expect(page.getByText(/could not find that referral code/i)).toBeVisible();
  await expect(page.getByPlaceholder('XXX-XXX')).toHaveValue('ZZZ-ZZZ');
});

for (const [answer, firstStep, machineShown] of [
  ["I don't own a machine", 'CPAP Machine', true],
  ['I own one', 'CPAP Masks', false],
] as const) {
  test(`a CPAP patient who answers "${answer}"`, async ({ page }) => {
    const wizard = await startWithCode(page, 'CPA-PAP');
    await expect(wizard.getByRole('radio', { name: 'Respiratory Care' })).toBeChecked();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('heading', { name: 'What do you need?' })).toBeVisible();
    await expect(wizard.getByRole('radio', { name: 'CPAP Machine', exact: true })).toBeChecked();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard.getByRole('radio', { name: new RegExp(`^${answer}`) }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await skipInsurance(page);

    await expect(page.getByRole('heading', { name: firstStep })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Shopping steps' });
    await expect(steps.getByRole('button', { name: /CPAP Masks/ })).toBeVisible();
    await expect(steps.getByRole('button', { name: /CPAP Machine/ })).toHaveCount(machineShown ? 1 : 0);
  });
}
