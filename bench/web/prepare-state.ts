// The state a measured page needs, prepared as a person would: through the product's own screens
// on the bench's fresh demo database (the demo accounts and members of the README), the way the
// e2e journeys do it (e2e/support/fixtures.ts signInThroughUi, e2e/orders/order-helpers.ts
// fillFreeCart), with Playwright's own waits instead of the test runner's assertions.
import type { Page } from '@playwright/test';
import type { PageState } from './pages.ts';

const DEMO_PASSWORD = 'Demo-Passw0rd!';
/** The simulated payer's fully covering member (README "Demo insurance members"): a free cart. */
const FULLY_COVERED_MEMBER = 'CLN-100-001';

const ACCOUNTS = {
  provider: { email: 'provider@demo.test', signInPath: '/providers/signin' },
  supplier: { email: 'supplier@demo.test', signInPath: '/suppliers/signin' },
  admin: { email: 'admin@demo.test', signInPath: '/ops/signin' },
} as const;

interface Mail {
  to: string;
  text: string;
  created_at: string;
}

const CODE = /\b(\d{6})\b/;

/** The development outbox's mail to `to`, newest first (`/dev/mail.json`, DESIGN §6). */
async function mailTo(baseUrl: string, to: string): Promise<Mail[]> {
  const reply = await fetch(`${baseUrl}/dev/mail.json`);
  if (!reply.ok) throw new Error(`/dev/mail.json answered ${reply.status}`);
  return ((await reply.json()) as Mail[]).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The newest 6-digit code e-mailed to `to` after `after` (ms), waited for up to 20 s. */
async function waitForCode(baseUrl: string, to: string, after: number) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await mailTo(baseUrl, to)).find(
      (candidate) => Date.parse(candidate.created_at) > after && CODE.test(candidate.text),
    );
    if (mail) return CODE.exec(mail.text)?.[1] ?? '';
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no one-time code was e-mailed to ${to}`);
}

/**
 * Signs in through the form: password, then (a browser the server does not trust yet) the
 * e-mailed one-time code, read from the outbox. Resolves once the browser left the sign-in page.
 */
async function signIn(page: Page, baseUrl: string, role: keyof typeof ACCOUNTS) {
  const { email, signInPath } = ACCOUNTS[role];
  const after = Date.parse((await mailTo(baseUrl, email))[0]?.created_at ?? '') || 0;
  await page.goto(`${baseUrl}${signInPath}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const codeStep = page.getByRole('heading', { name: 'Check your email' });
  await codeStep.or(page.getByText('Logged In!')).first().waitFor();
  if (await codeStep.isVisible()) {
    await page.getByLabel('Verification code').fill(await waitForCode(baseUrl, email, after));
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await page.waitForURL((url) => !url.pathname.endsWith(signInPath));
}

/**
 * A patient who opened her texted link (`/shop?code=BRS-PMP`), answered the welcome wizard,
 * entered the fully covering demo member, and put two items in the cart: the Spectra S1 Plus pump
 * and, at the journey's next step, its replacement tubing. Ends on the cart, which shows both at
 * $0.00.
 */
/**
 * A new patient's texted link (`/shop?code=BRS-PMP`) with the welcome wizard's first steps answered:
 * it stands at the insurance step. Answers the wizard.
 */
export async function answerWelcomeSteps(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/shop?code=BRS-PMP`);
  await page.waitForURL(/\/shop$/);
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: 'Breast Pump' }).check();
  // The keyboard picks the due date: on a phone the dropdown moves while the modal settles.
  await wizard.getByRole('combobox', { name: 'When is your baby due?' }).click();
  await page.getByRole('option').nth(2).waitFor();
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
  await wizard.getByRole('button', { name: 'Next' }).click();
  return wizard;
}

async function preparePatient(page: Page, baseUrl: string) {
  const wizard = await answerWelcomeSteps(page, baseUrl);
  await wizard.getByRole('heading', { name: 'Unlock insurance pricing' }).waitFor();
  await wizard.getByRole('button', { name: 'Enter Insurance Manually' }).click();

  const details = page.getByRole('dialog', { name: 'Enter your insurance details' });
  await details.getByRole('combobox', { name: 'Insurance carrier' }).click();
  await page.getByRole('option', { name: 'Aetna', exact: true }).click();
  await details.getByLabel('Member ID').fill(FULLY_COVERED_MEMBER);
  await details.getByLabel('First name').fill('Jamie');
  await details.getByLabel('Last name').fill('Rivera');
  await details.getByLabel('Patient date of birth').fill('1991-04-12');
  await details.getByRole('button', { name: 'Check My Coverage' }).click();
  const unlocked = page.getByRole('dialog', { name: 'Insurance Pricing Unlocked' });
  await unlocked
    .getByRole('button', { name: /Continue Shopping|View Pumps/ })
    .first()
    .click();
  await unlocked.waitFor({ state: 'hidden' });

  await page.getByRole('link', { name: /Spectra S1 Plus/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
  await page.getByRole('region', { name: 'Shopping step' }).getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Pump Accessories/Supplies' }).waitFor();
  await page.getByRole('link', { name: /Spectra Replacement Tubing/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();

  await page.goto(`${baseUrl}/cart`);
  await page.getByRole('heading', { name: 'Cart (2 items)' }).waitFor();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByText('$0.00').first().waitFor();
}

/** Puts the browser of `page` in `state`; throws, saying where, when the product refused. */
export async function prepareState(page: Page, baseUrl: string, state: PageState) {
  if (state === 'patient') await preparePatient(page, baseUrl);
  else await signIn(page, baseUrl, state);
}
