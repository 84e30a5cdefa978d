import { DEMO_PASSWORD, expect, test } from '../support/fixtures';

test.describe('account rules seen in the browser', () => {
  test('ten wrong passwords lock the account, with the lockout message', async ({ page, request }) => {
    const email = `locked.${Date.now()}@example.com`;
    const created = await request.post('/api/patients', {
      data: { user: { email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } },
    });
    expect(created.status()).toBe(201);
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
});
