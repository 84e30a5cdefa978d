import type { Browser, Page } from '@playwright/test';
import { expect, newestMailTime, test, waitForMail } from '../support/fixtures';
import {
  DEMO_PATIENT,
  fillFreeCart,
  fillShippingForm,
  SUPPLIER_EMAIL,
  trackingLinkFromMail,
} from './order-helpers';

const UPS_LINK = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The screen at both widths the tracking pages are used at: a desk, and the supplier's phone. */
async function shotAtWidths(page: Page, name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `test-results/screens/tracking-link-${name}-${size.width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** A browser of its own, signed in as nobody: the supplier opening the e-mail on another device. */
const stranger = async (browser: Browser) => (await browser.newContext({ viewport: WIDTHS[0] })).newPage();

async function recordFirstItem(page: Page) {
  await page.getByRole('textbox', { name: 'Tracking Number Link' }).fill(UPS_LINK);
  await page.getByRole('group', { name: 'Ready to ship' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Tracking link added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipment recorded' })).toBeVisible();
}

test("the supplier's e-mailed tracking link records one shipment; opened again it only shows the items", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A free pump and a box of milk bags: two items, so one is left after the first shipment.
  await fillFreeCart(page);
  const [bags] = await (await page.request.get('/api/product_variants?hcpcs_codes[]=K1005')).json();
  const added = await page.request.post('/api/cart_items', {
    data: { cart_item: { product_variant_uuid: bags.uuid, quantity: 1 } },
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$0.00');
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Continue' }).click();
  const form = await fillShippingForm(page, DEMO_PATIENT);
  const supplierMailsBefore = await newestMailTime(request, SUPPLIER_EMAIL);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // The supplier's e-mail carries the number and the signed token.
  const link = await trackingLinkFromMail(request, supplierMailsBefore);
  expect(link.path).toMatch(new RegExp(`^/tracking\\?fulfillment=${link.number}&access=\\d+\\.\\d+\\.`));

  const supplier = await stranger(browser);
  await supplier.goto(link.path);
  await expect(supplier.getByRole('heading', { name: 'Order Tracking Form' })).toBeVisible();
  await expect(supplier.getByRole('group', { name: 'Ready to ship' }).getByRole('checkbox')).toHaveCount(2);
  await shotAtWidths(supplier, 'form');
  const patientMailsBefore = await newestMailTime(request, DEMO_PATIENT);
  await recordFirstItem(supplier);
  await expect(supplier.getByRole('region', { name: 'Not Shipped' }).getByRole('listitem')).toHaveCount(1);
  await shotAtWidths(supplier, 'success');

  // The patient is told who carries it and which site the link opens.
  const shipped = await waitForMail(
    request,
    DEMO_PATIENT,
    patientMailsBefore,
    (mail) => mail.subject === 'Your Carelane order has shipped',
  );
  expect(shipped.text).toContain(`UPS — track it at www.ups.com: ${UPS_LINK}`);

  // The same e-mailed link, opened again: the items read-only, and where to go to record another.
  const again = await stranger(browser);
  await again.goto(link.path);
  await expect(again.getByText('This link has already recorded a shipment')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Supplier sign in' })).toHaveAttribute(
    'href',
    '/suppliers/signin',
  );
  await expect(again.getByRole('region', { name: 'Shipped', exact: true }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(again.getByRole('textbox', { name: 'Tracking Number Link' })).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await shotAtWidths(again, 'used-link');

  // The number without the token shows nothing: back to the home page with the invalid-link toast.
  const bare = await stranger(browser);
  await bare.goto(`/tracking?fulfillment=${link.number}`);
  await expect(bare.getByText('Invalid fulfillment link')).toBeVisible();
  await expect(bare).toHaveURL(/\/$/);
  await expect(bare.getByText(/Spectra|Lansinoh/)).toHaveCount(0);
  await shotAtWidths(bare, 'bare-number');

  // The success page's Submit Another carries the link's next token, which records the other item.
  const beforeSecond = await newestMailTime(request, DEMO_PATIENT);
  await supplier.getByRole('link', { name: 'Submit Another' }).click();
  await expect(supplier).toHaveURL(new RegExp(`/tracking\\?fulfillment=${link.number}&access=`));
  expect(new URL(supplier.url()).searchParams.get('access')).not.toBe(link.access);
  await recordFirstItem(supplier);
  await expect(supplier.getByRole('region', { name: 'Not Shipped' }).getByText('None')).toBeVisible();
  await waitForMail(
    request,
    DEMO_PATIENT,
    beforeSecond,
    (mail) => mail.subject === 'Your Carelane order has shipped',
  );
});
