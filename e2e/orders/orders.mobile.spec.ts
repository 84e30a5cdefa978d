import { expect, newestMailTime, test } from '../support/fixtures';
import {
  DEMO_PATIENT,
  fillFreeCart,
  fillShippingForm,
  pageAs,
  SUPPLIER_EMAIL,
  shot,
  trackingLinkFromMail,
} from './order-helpers';

const PHONE = { width: 390, height: 844 };

test('on a phone: shipping form, confirmation, tracking form, history and fulfillments', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await fillFreeCart(page);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Continue' }).click();
  const form = await fillShippingForm(page, DEMO_PATIENT);
  await shot(page, 'mobile-shipping');
  const mailsBefore = await newestMailTime(request, SUPPLIER_EMAIL);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await shot(page, 'mobile-confirmation');

  const link = await trackingLinkFromMail(request, mailsBefore);
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Order Tracking Form' })).toBeVisible();
  await shot(page, 'mobile-tracking-form');

  const patient = await pageAs(browser, request, 'patient', PHONE);
  await patient.goto('/order_history');
  await expect(patient.getByRole('region', { name: 'Pending Shipment' })).toBeVisible();
  // Below 62em the account sidebar gives way to the page.
  await expect(patient.getByRole('navigation', { name: 'Account' })).toBeHidden();
  await shot(patient, 'mobile-history');

  const supplier = await pageAs(browser, request, 'supplier', PHONE);
  await expect(supplier.getByRole('list', { name: 'Fulfillments' })).toBeVisible();
  await shot(supplier, 'mobile-fulfillments');
});
