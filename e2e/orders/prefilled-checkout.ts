import { expect, test } from '../support/fixtures';
import { DEMO_PATIENT, fillFreeCart, fillShippingForm, orderNumberOf, pageAs, shot } from './order-helpers';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 48 item 5: a signed-in patient's next checkout (and a reorder, which checks out through the
 * same form) starts from the contact and address of her last order, in any browser, editable; a
 * guest's starts empty.
 */
export function prefilledCheckoutJourneys() {
  test("a signed-in patient's next checkout starts from her last order's address and contact", async ({
    page,
    browser,
    request,
    loginAs,
  }, testInfo) => {
    test.setTimeout(180_000);
    const unit = `Suite ${testInfo.project.name} ${Date.now() % 100_000}`;
    await loginAs('patient');
    await fillFreeCart(page);
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const first = await fillShippingForm(page, DEMO_PATIENT);
    await first.getByRole('textbox', { name: 'Address Line 2' }).fill(unit);
    await first.getByRole('button', { name: 'Place Order' }).click();
    await orderNumberOf(page);

    // Another browser, signed in as her: the form is filled in.
    const again = await pageAs(
      browser,
      request,
      'patient',
      testInfo.project.name === 'mobile' ? PHONE : undefined,
    );
    await fillFreeCart(again);
    await again
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const form = again.getByRole('region', { name: 'Shipping information' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await expect(field('Address Line 1')).toHaveValue('350 S Grand Ave');
    await expect(field('Address Line 2')).toHaveValue(unit);
    await expect(field('Name')).toHaveValue('Jordan Lee');
    await expect(field('Email')).toHaveValue(DEMO_PATIENT);
    await expect(field('City')).toHaveValue('Los Angeles');
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('California');
    await expect(field('Zip code')).toHaveValue('90071');
    await shot(again, `prefilled-shipping-${testInfo.project.name}`);

    // Editable: what she changes is what is ordered.
    await field('Address Line 2').fill(`${unit} B`);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await orderNumberOf(again);
    await expect(again.getByRole('region', { name: 'Order summary' })).toContainText(
      `350 S Grand Ave, ${unit} B`,
    );
    await again.context().close();
  });

  test("a guest's checkout starts empty", async ({ page }) => {
    await fillFreeCart(page);
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const form = page.getByRole('region', { name: 'Shipping information' });
    for (const name of ['Name', 'Email', 'Address Line 1', 'City', 'Zip code'])
      await expect(form.getByRole('textbox', { name, exact: true })).toHaveValue('');
  });
}
