import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughUi } from '../support/fixtures';

export const ADMIN = { email: 'admin@demo.test', password: DEMO_PASSWORD, signInPath: '/ops/signin' };

export const OPS_SCREENS = [
  ['Suppliers', '/ops/suppliers'],
  ['Signup codes', '/ops/signup_codes'],
  ['Prior auths', '/ops/prior_auths'],
  ['Requests', '/ops/requests'],
  ['Audit log', '/ops/audit_log'],
  ['Eligibility checks', '/ops/eligibility'],
] as const;

export const opsShot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/ops-${name}.png`, fullPage: true });

/** The admin signs in like everyone else: password, then the e-mailed code. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await signInThroughUi(page, request, ADMIN);
  await expect(page).toHaveURL(/\/ops\/suppliers$/);
}

/** Nothing on the page is wider than the window (no sideways scroll). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
