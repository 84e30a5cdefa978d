import type { Page } from '@playwright/test';
import { fillShippingForm } from '../orders/order-helpers';
import { DEMO_ACCOUNTS, expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { pathOf, resupplyMail, UNSUBSCRIBE_LINK } from './resupply-mail';

const PATIENT = DEMO_ACCOUNTS.patient.email;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/resupply-${name}.png`, fullPage: true });

test('a resupply e-mail link reorders exactly the eligible supplies, priced with the insurance, through the checkout, once', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const text = await resupplyMail(request);
  // Due after 3 months: the mask and heated tubing; the filters' reminder window has passed.
  expect(text).toContain('ResMed AirFit F20 Full Face Mask');
  expect(text).toContain('ResMed ClimateLineAir 11 Heated Tubing');
  expect(text).not.toMatch(/Filter/);

  // The demo patient agreed to texts: the text beside the e-mail says nothing a lock screen may not.
  const texts = (await (await request.get('/dev/sms.json')).json()) as { to: string; body: string }[];
  expect(texts.map((sms) => sms.body)).toContain(
    'Carelane: items from your order can be reordered now. Details are in your e-mail. Reply STOP to opt out.',
  );

  const reorderPath = pathOf(text, /https?:\/\/\S+\/resupply\?\S+/);
  await page.goto(reorderPath);
  await expect(page.getByRole('heading', { name: 'Your supplies are in your cart' })).toBeVisible();
  await expect(page.getByText('priced with your insurance as your plan answered today')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await shot(page, 'reorder-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'reorder-390');

  // The patient's own agreement to texts: a bad number is refused with a clear message.
  const texting = page.getByRole('form').or(page.locator('form')).filter({ hasText: 'Get a text' });
  await texting.getByRole('textbox', { name: 'Mobile number' }).fill('123');
  await texting.getByRole('checkbox').check();
  await texting.getByRole('button', { name: 'Text me' }).click();
  await expect(texting.getByText('Enter a valid US mobile number')).toBeVisible();
  await texting.getByRole('textbox', { name: 'Mobile number' }).fill('(213) 555-0188');
  await texting.getByRole('button', { name: 'Text me' }).click();
  await expect(page.getByText('Text messages on')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Review and check out' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('$0.00');
  await expect(page.getByRole('main')).toContainText('ResMed AirFit F20 Full Face Mask');
  await expect(page.getByRole('main')).toContainText('ResMed ClimateLineAir 11 Heated Tubing');
  await shot(page, 'cart-1280');
  await summary.getByRole('button', { name: 'Continue' }).click();
  const form = await fillShippingForm(page, PATIENT);
  await form.getByRole('button', { name: 'Place Order' }).click();
  // A loaded two-core runner takes a while to place the order and load its page.
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
    timeout: 45_000,
  });
  await shot(page, 'ordered-1280');

  // The link again, in another browser: the reminder became this order, so it fills no cart and says so.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const again = await other.newPage();
  await again.goto(reorderPath);
  await expect(again.getByRole('heading', { name: 'Already reordered' })).toBeVisible();
  await expect(again.getByText(/^You reordered these on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(again.getByText('Status: Supplier Processing')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expectNoSidewaysScroll(again);
  await again.screenshot({ path: 'test-results/screens/resupply-reordered-390.png', fullPage: true });
  await again.setViewportSize({ width: 1280, height: 800 });
  await again.screenshot({ path: 'test-results/screens/resupply-reordered-1280.png', fullPage: true });
  await other.close();
});

test('the e-mail’s unsubscribe link stops e-mails; a forged reorder link opens nothing', async ({
  page,
  request,
}) => {
  const text = await resupplyMail(request);
  await page.goto(pathOf(text, UNSUBSCRIBE_LINK));
  await expect(page.getByRole('heading', { name: 'Messages about your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop e-mails' }).click();
  await expect(
    page.getByText('You will get no more order updates or supply reminders by e-mail'),
  ).toBeVisible();
  await shot(page, 'unsubscribed-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'unsubscribed-390');

  const forged = pathOf(text, /https?:\/\/\S+\/resupply\?\S+/).replace(
    /access=\d+\.[\w-]+/,
    `access=1999999999.${'A'.repeat(43)}`,
  );
  await page.goto(forged);
  await expect(page.getByText('This reorder link is not valid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await shot(page, 'forged-390');
});
