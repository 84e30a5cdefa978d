import { PRESCRIPTION_TEXTS } from '@dme/shared/insurance/prescription-messages';
import { PRIOR_AUTH_NOTICE_TEXT } from '@dme/shared/orders/prior-authorization';
import type { Page } from '@playwright/test';
import {
  addSpectraPump,
  DEMO_MEMBERS,
  enterInsuranceManually,
  startBreastPumpShopping,
  submitInsuranceDetails,
} from '../insurance/insurance-helpers';
import { createWorkOrder } from '../provider/dashboard-helpers';
import { expect, newestMailTime, readMail, test, waitForMail } from '../support/fixtures';
import {
  fillShippingForm,
  orderNumberOf,
  pageAs,
  SUPPLIER_EMAIL,
  shot,
  trackingLinkFromMail,
} from './order-helpers';

const PRICE_PROMISES = /pricing is kept|keep your insurance pricing|needs a copy of your prescription/;
const DECIDED_SUBJECT = 'Your insurance decided on your prior authorization';

/** The top bar's prescription button: inside the menu on a phone. */
async function openPrescriptionStatus(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Prescription on file' }).click();
}

/** The notice an order its plan must approve shows, with each of its lines. */
async function expectNotice(page: Page, title: string, lines: string[]) {
  const notice = page.getByRole('region', { name: title });
  await expect(notice).toBeVisible();
  for (const line of lines) await expect(notice.getByText(line)).toBeVisible();
}

const AWAITING_LINES = [PRIOR_AUTH_NOTICE_TEXT.mustApprove, PRIOR_AUTH_NOTICE_TEXT.ifRefused];

/**
 * Issue 48 item 3: a plan that requires prior authorisation (demo member CLN-100-005) is told the
 * same way at every step; the $0 order says it waits on the plan — on the confirmation, the
 * e-mail and the page its link opens — and a refusal stops the shipment and is told by e-mail.
 */
export function priorAuthorizationJourneys() {
  test('a $0 order of a plan that approves first: one story from the prescription step to the refusal', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const phone = testInfo.project.name === 'mobile' ? { width: 390, height: 844 } : undefined;
    const email = `avery.${testInfo.project.name}.${Date.now()}@example.com`;
    // A work order of its own: the prior authorisation is kept on the work order.
    const provider = await pageAs(browser, request, 'provider');
    const { referralCode } = await createWorkOrder(provider, 'Avery Stone', email);
    await provider.context().close();

    // The prescription step: the provider's prescription is on file, so nothing asks for a copy.
    await startBreastPumpShopping(page, referralCode);
    await enterInsuranceManually(page);
    await submitInsuranceDetails(page, DEMO_MEMBERS.requiresAuthorization);
    const unlocked = page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' });
    await expect(unlocked.getByText(PRESCRIPTION_TEXTS.insuranceNoteOnFile)).toBeVisible();
    await expect(unlocked.getByText(PRICE_PROMISES)).toHaveCount(0);
    await shot(page, `prior-auth-unlocked-${testInfo.project.name}`);
    await unlocked
      .getByRole('button', { name: /Continue Shopping|Keep My Pump/ })
      .first()
      .click();
    await openPrescriptionStatus(page);
    const verified = page.getByRole('dialog', { name: 'Prescription Verified' });
    await expect(verified.getByText(PRESCRIPTION_TEXTS.verifiedPriorAuth)).toBeVisible();
    await expect(page.getByText(PRICE_PROMISES)).toHaveCount(0);
    await shot(page, `prior-auth-verified-${testInfo.project.name}`);
    await verified.getByRole('button', { name: 'Continue Shopping' }).click();

    await addSpectraPump(page);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('$0.00');
    await summary.getByRole('button', { name: 'Continue' }).click();
    const form = await fillShippingForm(page, email);
    const suppliersBefore = await newestMailTime(request, SUPPLIER_EMAIL);
    await form.getByRole('button', { name: 'Place Order' }).click();
    const number = await orderNumberOf(page);

    // The confirmation says it waits on the plan, when she hears, and what a refusal means.
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expectNotice(page, PRIOR_AUTH_NOTICE_TEXT.awaitingTitle, [
      ...AWAITING_LINES,
      PRIOR_AUTH_NOTICE_TEXT.noWindow,
    ]);
    await shot(page, `prior-auth-confirmation-${testInfo.project.name}`);

    // So does the order e-mail, and the page its link opens in another browser.
    const mail = await waitForMail(request, email, 0, (m) => m.subject === `Your Carelane order ${number}`);
    for (const line of [PRIOR_AUTH_NOTICE_TEXT.awaitingTitle, ...AWAITING_LINES])
      expect(mail.text).toContain(line);
    const link = new URL(/See your order: (\S+)/.exec(mail.text)?.[1] ?? '');
    const elsewhere = await browser.newContext(phone ? { viewport: phone } : {});
    const linked = await elsewhere.newPage();
    await linked.goto(`${link.pathname}${link.search}`);
    await expectNotice(linked, PRIOR_AUTH_NOTICE_TEXT.awaitingTitle, AWAITING_LINES);

    // The supplier cannot ship it before the plan approves.
    const tracking = await trackingLinkFromMail(request, suppliersBefore);
    const supplier = await pageAs(browser, request, 'supplier', phone);
    await supplier.goto(tracking.path);
    await supplier
      .getByRole('textbox', { name: 'Tracking Number Link' })
      .fill('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await supplier.getByRole('group', { name: 'Ready to ship' }).getByRole('checkbox').first().check();
    await supplier.getByRole('button', { name: 'Submit' }).click();
    await expect(
      supplier.getByRole('alert').filter({ hasText: PRIOR_AUTH_NOTICE_TEXT.shipAwaiting }),
    ).toBeVisible();

    // The plan refuses: the supplier records it, the patient is told by e-mail and the order shows it.
    const decidedBefore = await newestMailTime(request, email);
    await supplier.goto('/');
    await supplier.getByRole('button', { name: `Manage ${tracking.number}` }).click();
    await supplier.getByRole('menuitem', { name: 'Set prior auth status' }).click();
    const dialog = supplier.getByRole('dialog', { name: /^Prior authorization/ });
    await dialog.getByRole('combobox', { name: 'Prior auth status' }).click();
    await supplier.getByRole('option', { name: 'Rejected' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(supplier.getByText('Prior authorization: Rejected')).toBeVisible();

    const decided = await waitForMail(request, email, decidedBefore, (m) => m.subject === DECIDED_SUBJECT);
    expect(decided.text).toContain(PRIOR_AUTH_NOTICE_TEXT.notApproved);
    await linked.reload();
    await expectNotice(linked, PRIOR_AUTH_NOTICE_TEXT.notApprovedTitle, [PRIOR_AUTH_NOTICE_TEXT.notApproved]);
    await shot(linked, `prior-auth-refused-${testInfo.project.name}`);
    expect((await readMail(request, email)).filter((m) => m.subject === DECIDED_SUBJECT)).toHaveLength(1);
    await elsewhere.close();
  });
}
