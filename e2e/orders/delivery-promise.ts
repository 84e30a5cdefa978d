import { DELIVERY_MESSAGES, formatCutoff, formatDeliveryDay } from '@dme/shared/delivery/api';
import { promiseDelivery } from '@dme/shared/delivery/delivery-promise';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInAsAdmin } from '../operations/ops-helpers';
import { expect, newestMailTime, test, waitForMail } from '../support/fixtures';
import {
  fillFreeCart,
  fillShippingForm,
  orderNumberOf,
  recordTracking,
  SUPPLIER_EMAIL,
  shot,
  trackingLinkFromMail,
} from './order-helpers';

const GOLDEN_STATE = 'Golden State Medical Supply';
/** The cut-off the journey gives the demo supplier, on its clock, and the demo's own to go back to. */
const TERMS = { sameDayCutoff: '19:30', timeZone: 'America/Los_Angeles' };
const DEMO_CUTOFF = '14:00';
/** Downtown Los Angeles: only the demo supplier ships pumps to California. */
const ZIP = '90012';

/** What the shop and the cart promise now, by the same rule the server keeps. */
function promiseNow() {
  const promise = promiseDelivery(new Date(), TERMS);
  return promise.isSameDay && promise.orderBy
    ? DELIVERY_MESSAGES.sameDay(ZIP, formatCutoff(promise.orderBy, TERMS.timeZone))
    : DELIVERY_MESSAGES.expected(ZIP, formatDeliveryDay(promise.deliveryDate));
}

/** The demo supplier's row of the console's list (a card on a phone). */
const demoSupplierEntry = (page: Page) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: GOLDEN_STATE });

/** The console's supplier form: saves `cutoff` as the demo supplier's, its clock left on Los Angeles. */
async function setDemoCutoff(page: Page, cutoff: string) {
  await page.getByRole('button', { name: `Edit ${GOLDEN_STATE}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${GOLDEN_STATE}` });
  await form.getByLabel('Same-day cut-off').fill(cutoff);
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Pacific (Los Angeles)');
  await form.getByRole('button', { name: 'Save supplier' }).click();
  await expect(form).toBeHidden();
}

async function consoleAsAdmin(
  browser: Browser,
  request: APIRequestContext,
  phone?: { width: number; height: number },
) {
  const admin = await (await browser.newContext(phone ? { viewport: phone } : {})).newPage();
  await signInAsAdmin(admin, request);
  return admin;
}

/**
 * Issue 48 item 4: the demo supplier's same-day cut-off, set in the console, is what the shop and
 * the cart promise for the patient's ZIP code; the order page her e-mail links to shows a guest the
 * status, the supplier and how to reach it, the day promised and, once shipped, the tracking link.
 */
export function deliveryPromiseJourneys() {
  test('a same-day cut-off set in the console is promised in the shop and the cart, and kept on the order a guest follows', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const phone = testInfo.project.name === 'mobile' ? { width: 390, height: 844 } : undefined;
    const email = `follows.${testInfo.project.name}.${Date.now()}@example.com`;

    // The console: a cut-off the courier could not make is refused; one it can is saved.
    const admin = await consoleAsAdmin(browser, request, phone);
    await admin.getByRole('button', { name: `Edit ${GOLDEN_STATE}` }).click();
    const form = admin.getByRole('dialog', { name: `Edit ${GOLDEN_STATE}` });
    await form.getByLabel('Same-day cut-off').fill('21:00');
    await form.getByRole('button', { name: 'Save supplier' }).click();
    await expect(form.getByText('Cut-off must be between 6:00 AM and 8:00 PM')).toBeVisible();
    await shot(admin, `delivery-cutoff-refused-${testInfo.project.name}`);
    // The dialog's close button has no name of its own to press by: Escape closes it.
    await admin.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await setDemoCutoff(admin, TERMS.sameDayCutoff);
    await expect(demoSupplierEntry(admin)).toContainText('7:30 PM Pacific');

    try {
      // The cart asks for her ZIP code once and promises for it; the shop then says the same.
      await fillFreeCart(page);
      const delivery = page.getByRole('region', { name: 'Delivery' });
      await expect(delivery.getByText(DELIVERY_MESSAGES.promise)).toBeVisible();
      await delivery.getByRole('textbox', { name: 'Your ZIP code' }).fill('9001');
      await delivery.getByRole('button', { name: 'Check delivery' }).click();
      await expect(delivery.getByText('Zip code must be 5 digits')).toBeVisible();
      await delivery.getByRole('textbox', { name: 'Your ZIP code' }).fill(ZIP);
      await delivery.getByRole('button', { name: 'Check delivery' }).click();
      await expect(delivery).toContainText(promiseNow());
      await shot(page, `delivery-cart-${testInfo.project.name}`);
      await page.goto('/shop');
      await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(promiseNow());
      await shot(page, `delivery-shop-${testInfo.project.name}`);

      // She orders: the confirmation shows the status, the supplier, how to reach it and the day.
      await page.goto('/cart');
      await page
        .getByRole('region', { name: 'Order summary' })
        .getByRole('button', { name: 'Continue' })
        .click();
      const shipping = await fillShippingForm(page, email);
      await shipping.getByRole('textbox', { name: 'Zip code' }).fill(ZIP);
      const suppliersBefore = await newestMailTime(request, SUPPLIER_EMAIL);
      const promised = promiseDelivery(new Date(), TERMS);
      const expectedLine = DELIVERY_MESSAGES.expectedOn(
        formatDeliveryDay(promised.deliveryDate),
        promised.isSameDay,
      );
      await shipping.getByRole('button', { name: 'Place Order' }).click();
      const number = await orderNumberOf(page);
      const expectOrderPage = async (orderPage: Page, status: string) => {
        await expect(orderPage.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
        await expect(orderPage.getByText('Status:').locator('..')).toContainText(status);
        const part = orderPage.getByRole('region', { name: `Fulfilled by ${GOLDEN_STATE}` });
        await expect(part).toContainText(status);
        await expect(part.getByRole('link', { name: '(213) 555-0190' })).toHaveAttribute(
          'href',
          'tel:+12135550190',
        );
        await expect(part.getByRole('link', { name: SUPPLIER_EMAIL })).toHaveAttribute(
          'href',
          `mailto:${SUPPLIER_EMAIL}`,
        );
        return part;
      };
      const part = await expectOrderPage(page, 'Supplier Processing');
      await expect(part.getByText(expectedLine)).toBeVisible();
      await shot(page, `delivery-confirmation-${testInfo.project.name}`);

      // The e-mail says the day too, and its link opens the order for a guest in another browser.
      const mail = await waitForMail(request, email, 0, (m) => m.subject === `Your Carelane order ${number}`);
      expect(mail.text).toContain(expectedLine);
      const link = new URL(/See your order: (\S+)/.exec(mail.text)?.[1] ?? '');
      const guest = await (await browser.newContext(phone ? { viewport: phone } : {})).newPage();
      await guest.goto(`${link.pathname}${link.search}`);
      await expect(
        (await expectOrderPage(guest, 'Supplier Processing')).getByText(expectedLine),
      ).toBeVisible();

      // The supplier records its carrier's tracking: the guest's page follows it.
      const tracking = await trackingLinkFromMail(request, suppliersBefore);
      const supplier = await (await browser.newContext(phone ? { viewport: phone } : {})).newPage();
      await recordTracking(supplier, tracking.path);
      await guest.reload();
      await expectOrderPage(guest, 'Out For Delivery');
      const shipments = guest.getByRole('region', { name: 'Shipments' });
      await expect(shipments.getByText('UPS — tracked at www.ups.com')).toBeVisible();
      await expect(shipments.getByRole('link', { name: 'Track Shipment' })).toHaveAttribute(
        'href',
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
      await shot(guest, `delivery-guest-order-${testInfo.project.name}`);

      // A changed link opens nothing: the guest is sent to the shop, told why.
      const access = link.searchParams.get('access') ?? '';
      const forged = `${access.slice(0, -1)}${access.endsWith('A') ? 'B' : 'A'}`;
      await guest.goto(`${link.pathname}?access=${encodeURIComponent(forged)}`);
      await expect(guest).toHaveURL(/\/shop$/);
      await expect(guest.getByText('Invalid order confirmation number')).toBeVisible();
      await expect(guest.getByText(GOLDEN_STATE)).toHaveCount(0);
    } finally {
      await admin.reload();
      await setDemoCutoff(admin, DEMO_CUTOFF);
      await expect(demoSupplierEntry(admin)).toContainText('2:00 PM Pacific');
    }
  });
}
