import { DEMO_PASSWORD, expect, newestMailTime, test, waitForCode } from '../support/fixtures';

test.describe('sign-in with an e-mailed code', () => {
  test('a provider signs in with the code from the e-mail and signs out', async ({ page, request }) => {
    const email = 'provider@demo.test';
    const after = await newestMailTime(request, email);
    await page.goto('/providers/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Verification code').fill(await waitForCode(request, email, after));
    await signIn.click();

    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logged In!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new order' })).toHaveAttribute(
      'href',
      '/work_orders/new',
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/providers/signin');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toHaveCount(0);
  });

  test('a wrong code is refused, and a new code can be asked for', async ({ page, request }) => {
    const email = 'provider@demo.test';
    await page.goto('/providers/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid code, please try again.')).toBeVisible();

    const after = await newestMailTime(request, email);
    await page.getByRole('button', { name: "Didn't receive the email? Click here to resend." }).click();
    await expect(page.getByText("We've sent you a new code")).toBeVisible();
    const code = await waitForCode(request, email, after);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  });

  test('a code out of tries says it is no longer valid and offers a new one', async ({ page, request }) => {
    const email = 'supplier@demo.test';
    const after = await newestMailTime(request, email);
    await page.goto('/suppliers/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = await waitForCode(request, email, after);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel('Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Invalid code, please try again.')).toBeVisible();
      await page.getByLabel('Verification code').fill('');
    }
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This code is no longer valid.' });
    await expect(alert).toBeVisible();

    const resent = await newestMailTime(request, email);
    await alert.getByRole('button', { name: 'Send me a new code' }).click();
    await expect(page.getByText("We've sent you a new code")).toBeVisible();
    await page.getByLabel('Verification code').fill(await waitForCode(request, email, resent));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Sign out' }).click();
  });

  test("a signed-in provider's page paints as the dashboard before any script, never as the landing page", async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    // The HTML as the server sends it, and painted with every script held back.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Work Orders');
    expect(html).not.toContain('Enter your referral code');
    const noScripts = await page.context().newPage();
    await noScripts.route('**/*.js', (route) => route.abort());
    await noScripts.goto('/work_orders/new');
    await expect(noScripts.getByRole('heading', { name: 'Standard Work Order Form' })).toBeVisible();
    await noScripts.close();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/providers/signin');
    expect(await (await page.request.get('/')).text()).toContain('Enter your referral code');
  });

  test('a wrong password says so', async ({ page }) => {
    await page.goto('/suppliers/signin');
    await page.getByLabel('Email').fill('supplier@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Passw0rd!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test('a supplier lands on the fulfillments dashboard and signs out to the supplier page', async ({
    page,
    loginAs,
  }) => {
    await loginAs('supplier');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Fulfillments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new order' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/suppliers/signin');
  });

  test('an EHR provider has no Add new order', async ({ page, loginAs }) => {
    await loginAs('ehrProvider');
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new order' })).toHaveCount(0);
  });

  test('a patient is signed in and kept away from the sign-in pages', async ({ page, loginAs }) => {
    await loginAs('patient');
    const role = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('auth-session') ?? 'null')?.user.role.resourceType);
    expect(await role()).toBe('Patient');
    await page.goto('/patients/signin');
    await expect(page).not.toHaveURL(/signin/);
  });

  test('the first visit to / does not load the auth chunk', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const loadsAuth = () => scripts.some((url) => /\/auth-routes[-.]/.test(url));

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(loadsAuth()).toBe(false);

    await page.goto('/providers/signin');
    await expect(page.getByRole('heading', { name: 'Provider Sign In' })).toBeVisible();
    // The pre-rendered page paints first and asks for its scripts after that paint.
    await expect.poll(loadsAuth).toBe(true);
  });
});
