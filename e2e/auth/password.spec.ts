import {
  DEMO_PASSWORD,
  expect,
  newestMailTime,
  signInThroughUi,
  test,
  waitForCode,
  waitForMail,
} from '../support/fixtures';

test('a forgotten password is reset from the e-mailed link', async ({
  page: signupPage,
  browser,
  request,
}) => {
  // Two sign-ups' worth of e-mailed codes and a reset: longer than one page's journey.
  test.setTimeout(120_000);
  // A fresh patient, so that the demo accounts keep their password for the other journeys.
  const email = `reset.${Date.now()}@example.com`;
  await signupPage.goto('/patients/signup');
  await signupPage.getByLabel('Email').fill(email);
  await signupPage.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await signupPage.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await signupPage.getByRole('checkbox', { name: /I agree to the/ }).check();
  const signedUp = await newestMailTime(request, email);
  await signupPage.getByRole('button', { name: 'Sign Up' }).click();
  await signupPage.getByLabel('Verification code').fill(await waitForCode(request, email, signedUp));
  await signupPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(signupPage).toHaveURL('/shop');

  // The forgetful user comes back on another browser.
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();

  await page.goto('/patients/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/patients/password_recovery');
  const after = await newestMailTime(request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('link', { name: 'Return to Sign In' })).toBeVisible();

  const mail = await waitForMail(request, email, after);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/patients\/password_reset\?/);

  const newPassword = 'Brand-New-Passw0rd!';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/patients/signin');

  // The used link says so at once, before anything is typed.
  await page.goto(link!);
  await expect(page.getByText('This password reset link has already been used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);

  await signInThroughUi(page, request, { email, password: newPassword, signInPath: '/patients/signin' });
  await expect(page).toHaveURL('/shop');
});

test('the provider recovery page sends the link and offers the way back', async ({ page }) => {
  await page.goto('/providers/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/password_recovery');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('link', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL('/providers/signin');
});

test('a provider reset link that is not valid is refused', async ({ page }) => {
  await page.goto('/auth/password_reset?access-token=forged&client=forged&uid=provider%40demo.test&expiry=1');
  await page.getByLabel('New password').fill('Brand-New-Passw0rd!');
  await page.getByLabel('Confirm password').fill('Brand-New-Passw0rd!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('You are not authorized to perform this action')).toBeVisible();
});
