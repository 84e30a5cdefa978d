import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, newestMailTime, test, waitForCode } from '../support/fixtures';

/** Signs in on the sign-in page already open (a fresh page.goto would drop the page to return to). */
async function signInHere(page: Page, request: APIRequestContext, email: string) {
  const after = await newestMailTime(request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A browser that already completed a code (trusted) signs in with the password alone.
  const codeStep = page.getByRole('heading', { name: 'Check your email' });
  await expect(codeStep.or(page.getByText('Logged In!'))).toBeVisible();
  if (await codeStep.isVisible()) {
    await page.getByLabel('Verification code').fill(await waitForCode(request, email, after));
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
}

test.describe('account rules seen in the browser', () => {
  test('ten wrong passwords lock the account, with the lockout message', async ({ page, request }) => {
    const email = `locked.${Date.now()}@example.com`;
    const created = await request.post('/api/patients', {
      data: { user: { email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } },
    });
    expect(created.status()).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await request.post('/auth/sign_in', { data: { email, password: `Wrong-Passw0rd-${attempt}` } });
    }
    await page.goto('/patients/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByText(
        'Your account has been locked due to an excessive number of unsuccessful sign in attempts. Please try again later.',
      ),
    ).toBeVisible();
  });

  test('the terms prompt is accepted once and stays gone; signed-in providers skip the sign-in page', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ehrProvider');
    const agree = page.getByRole('button', { name: 'I agree' });
    await expect(agree).toBeVisible();
    await agree.click();
    await expect(agree).toHaveCount(0);
    await page.context().clearCookies({ name: 'show_terms_prompt' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
    await expect(agree).toHaveCount(0);

    await page.goto('/providers/signin');
    await expect(page).toHaveURL('/');
  });

  test('an expired provider session lands on the provider sign-in page, and back after signing in', async ({
    page,
    request,
    loginAs,
  }) => {
    await loginAs('provider');
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
    // The token is changed on a page that runs no app: a reply of the dashboard's still in flight
    // would store the fresh token it carries over the expired one.
    await page.goto('/robots.txt');
    // The server no longer knows the token (as after expiry): the next call answers 401.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-session') ?? '{}');
      stored.credentials.accessToken = 'expired-token';
      localStorage.setItem('auth-session', JSON.stringify(stored));
    });
    await page.goto('/?page=1');
    await expect(page).toHaveURL('/providers/signin');
    await expect(page.getByText('Logged out due to inactivity')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Provider Sign In' })).toBeVisible();
    await signInHere(page, request, 'provider@demo.test');
    await expect(page).toHaveURL('/?page=1');
  });

  test('a patient asked to sign in for an account page returns to it', async ({ page, request }) => {
    await page.goto('/insurance_information');
    await expect(page).toHaveURL('/patients/signin');
    await signInHere(page, request, 'patient@demo.test');
    await expect(page).toHaveURL('/insurance_information');
  });
});
