import { PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { addSpectraPump, startBreastPumpShopping } from '../insurance/insurance-helpers';
import { skipInsurance } from '../patient/shop-helpers';
import { expect, test, waitForMail } from '../support/fixtures';
import { orderNumberOf, shot } from './order-helpers';

const BUYER = 'casey.morgan@demo.test';

test('a payment page replaced by a newer checkout says so; the order e-mail link opens the order in another browser', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await startBreastPumpShopping(page, 'BRS-PMP');
  await skipInsurance(page);
  await addSpectraPump(page);
  await page.goto('/cart');
  await expect(page.getByText('You will be taken to a separate page to pay securely')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  const firstPage = page.url();

  // Back in the cart the patient adds tubing and checks out again: the first page is replaced.
  const [tubing] = (await (await page.request.get('/api/product_variants?hcpcs_codes[]=A4281')).json()) as {
    uuid: string;
  }[];
  const added = await page.request.post('/api/cart_items', {
    data: { cart_item: { product_variant_uuid: tubing?.uuid, quantity: 1 } },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  const livePage = page.url();
  expect(livePage).not.toBe(firstPage);

  await page.goto(firstPage);
  await expect(page.getByRole('heading', { name: PAYMENT_MESSAGES.supersededTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(PAYMENT_MESSAGES.superseded);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await shot(page, 'payment-replaced-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'payment-replaced-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(livePage);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Name').fill('Casey Morgan');
  await page.getByLabel('Email').fill(BUYER);
  await page.getByLabel('Address Line 1').fill('200 N Spring St');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('Zip code').fill('90012');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const number = await orderNumberOf(page);
  await expect(page.getByRole('region', { name: 'Fulfilled by Golden State Medical Supply' })).toContainText(
    'Spectra Replacement Tubing',
  );

  // The order e-mail's "See your order" link opens the order in a browser that never ordered.
  const mail = await waitForMail(request, BUYER, 0);
  const link = /See your order: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link).toContain(`/orders/${number}?access=`);
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(new URL(link).pathname + new URL(link).search);
  await expect(elsewhere.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(elsewhere.getByText(number)).toBeVisible();
  // Without the signature the same address is refused, as before.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/orders/${number}`);
  await expect(stranger.getByText('Invalid order confirmation number')).toBeVisible();
});
