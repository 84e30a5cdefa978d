import { expect, newestMailTime, test, waitForCode } from '../support/fixtures';

test('patient signup: the "Check your email" step fits a phone', async ({ page, request }) => {
  const email = `phone.patient.${Date.now()}@example.com`;
  const password = 'Signup-Passw0rd!';
  await page.goto('/patients/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const after = await newestMailTime(request, email);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/auth-signup-code-step-390.png', fullPage: true });

  await page.getByLabel('Verification code').fill(await waitForCode(request, email, after));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/shop');
});
