import { SAMPLE_PDF } from '../insurance/insurance-helpers';
import { skipInsurance, startWithCode } from '../patient/shop-helpers';
import { expect, newestMailTime, test } from '../support/fixtures';
import { orderNumberOf, pageAs, SUPPLIER_EMAIL, shot, trackingLinkFromMail } from './order-helpers';

test('a CPAP machine is paid on the test-mode page (declined, then paid), with the assistance question and usage data', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const wizard = await startWithCode(page, 'CPA-PAP');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: /^I don't own a machine/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await skipInsurance(page);
  await page
    .getByRole('link', { name: /ResMed AirSense 11 AutoSet/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/payments\/test\//);
  await expect(page.getByText('Test mode.')).toBeVisible();
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Name').fill('Robert Nguyen');
  await page.getByLabel('Email').fill('robert.nguyen@demo.test');
  await page.getByLabel('Address Line 1').fill('200 N Spring St');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('Zip code').fill('90012');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await shot(page, 'payment-declined');

  const mailsBefore = await newestMailTime(request, SUPPLIER_EMAIL);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await orderNumberOf(page);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  const banner = page.getByRole('region', { name: 'Set-up assistance' });
  await expect(banner.getByRole('button', { name: 'Set-up assistance: Select...' })).toBeVisible();
  await shot(page, 'assistance-banner');
  await banner.getByRole('button', { name: 'Set-up assistance: Select...' }).click();
  await page.getByRole('menuitem', { name: 'No' }).click();
  await expect(page.getByText(/No problem\. If you need help later, write to us at/)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Set-up assistance: No' })).toBeVisible();
  await banner.getByRole('button', { name: 'Set-up assistance: No' }).click();
  await page.getByRole('menuitem', { name: 'Yes' }).click();
  await expect(page.getByText(/Our supplier partner will reach out after delivery/)).toBeVisible();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(banner).toBeHidden();

  // The provider asks for CPAP usage data; the supplier uploads it; the provider downloads it.
  const { number } = await trackingLinkFromMail(request, mailsBefore);
  const provider = await pageAs(browser, request, 'provider');
  const providerRow = provider
    .getByRole('table', { name: 'Fulfillments' })
    .getByRole('row')
    .filter({ hasText: number });
  await providerRow.getByRole('button', { name: `Request usage data for ${number}` }).click();
  await expect(providerRow.getByRole('button', { name: 'REQUESTED' })).toBeDisabled();
  await shot(provider, 'usage-requested');

  const supplier = await pageAs(browser, request, 'supplier');
  const supplierRow = supplier.getByRole('row').filter({ hasText: number });
  await supplierRow.getByRole('button', { name: `Manage ${number}` }).click();
  await supplier.getByRole('menuitem', { name: 'Upload usage data' }).click();
  const modal = supplier.getByRole('dialog', { name: /Usage data/ });
  await modal.locator('input[type=file]').setInputFiles({ ...SAMPLE_PDF, name: 'usage-report.pdf' });
  await modal.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(modal.getByRole('list', { name: 'Uploaded documents' })).toContainText('usage-report.pdf');
  await shot(supplier, 'usage-upload');
  await supplier.keyboard.press('Escape');

  await provider.reload();
  const download = providerRow.getByRole('button', { name: 'Download usage-report.pdf' });
  await expect(download).toBeVisible();
  const popup = provider.waitForEvent('popup');
  await download.click();
  const tab = await popup;
  await tab.waitForLoadState();
  await expect.poll(() => tab.url()).not.toBe('about:blank');
});
