import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  addSpectraPump,
  DEMO_MEMBERS,
  enterInsuranceManually,
  startBreastPumpShopping,
  submitInsuranceDetails,
} from '../insurance/insurance-helpers';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoRole,
  signInThroughUi,
  waitForMail,
} from '../support/fixtures';

export const SUPPLIER_EMAIL = DEMO_ACCOUNTS.supplier.email;
export const DEMO_PATIENT = DEMO_ACCOUNTS.patient.email;

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/orders-${name}.png`, fullPage: true });

/** A signed-in page of `role` in its own browser context, beside the patient's. */
export async function pageAs(
  browser: Browser,
  request: APIRequestContext,
  role: DemoRole,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInThroughUi(page, request, { ...DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
  return page;
}

/** The BRS-PMP referral patient with the fully covering demo member: a free cart with one pump. */
export async function fillFreeCart(page: Page) {
  await startBreastPumpShopping(page, 'BRS-PMP');
  await enterInsuranceManually(page);
  await submitInsuranceDetails(page, DEMO_MEMBERS.activeFree);
  const unlocked = page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' });
  await unlocked
    .getByRole('button', { name: /Continue Shopping|View Pumps/ })
    .first()
    .click();
  await expect(unlocked).toBeHidden();
  await addSpectraPump(page);
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$0.00');
}

/** Fills the Shipping information form (free carts). */
export async function fillShippingForm(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Shipping information' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Jordan Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Address Line 1' }).fill('350 S Grand Ave');
  await form.getByRole('textbox', { name: 'Address Line 2' }).fill('Apt 12');
  await form.getByRole('textbox', { name: 'City' }).fill('Los Angeles');
  // A click that lands while the page above the form still settles can close the list instead of
  // picking (seen once under load): the pick is tried again until the field shows it.
  const state = form.getByRole('combobox', { name: 'State' });
  await expect(async () => {
    await state.fill('Califo');
    await page.getByRole('option', { name: 'California' }).click({ timeout: 2_000 });
    await expect(state).toHaveValue('California', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await form.getByRole('textbox', { name: 'Zip code' }).fill('90071');
  return form;
}

/** The order number of the confirmation page the browser is on. */
export async function orderNumberOf(page: Page) {
  await expect(page).toHaveURL(/\/orders\/[A-Z0-9]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/**
 * The tracking link of the newest supplier e-mail after `after`: its path (with the signed token),
 * the fulfillment number and the token.
 */
export async function trackingLinkFromMail(request: APIRequestContext, after: number) {
  const mail = await waitForMail(request, SUPPLIER_EMAIL, after);
  const href = /Record tracking here: (\S+)/.exec(mail.text)?.[1];
  if (!href) throw new Error(`No tracking link in: ${mail.text}`);
  const url = new URL(href);
  const number = url.searchParams.get('fulfillment');
  const access = url.searchParams.get('access');
  if (!number || !access) throw new Error(`The tracking link lacks its number or token: ${href}`);
  return { path: `${url.pathname}${url.search}`, number, access };
}

/** The supplier records a tracking link for the first unshipped item through the e-mailed link. */
export async function recordTracking(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Order Tracking Form' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Tracking Number Link' })
    .fill('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await page.getByRole('group', { name: 'Ready to ship' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Tracking link added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipment recorded' })).toBeVisible();
}
