import { isValidNpi } from '@dme/shared/auth/npi';
import { expect, newestMailTime, test, waitForCode, waitForMail } from '../support/fixtures';

const PASSWORD = 'Signup-Passw0rd!';

/** A valid NPI no other run has used: nine digits from the clock, then the matching check digit. */
function freshNpi() {
  const base = `1${String(Date.now()).slice(-8)}`;
  const npi = Array.from({ length: 10 }, (_, digit) => `${base}${digit}`).find(isValidNpi);
  if (!npi) throw new Error('no check digit fits');
  return npi;
}

test.describe('signups', () => {
  test('a provider signs up and signs in with the e-mailed code', async ({ page, request }) => {
    const email = `new.provider.${Date.now()}@example.com`;
    await page.goto('/providers/signup');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('NPI').fill(freshNpi());
    await page.getByRole('combobox', { name: 'Provider type' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Phone number').pressSequentially('5551234567');
    await expect(page.getByLabel('Phone number')).toHaveValue('(555) 123-4567');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Practice name').fill('Harbor Family Practice');
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Albany');
    await page.getByRole('combobox', { name: 'State' }).fill('New Y');
    await page.getByRole('option', { name: 'New York' }).click();
    await page.getByLabel('Zip code').fill('12207');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();

    const after = await newestMailTime(request, email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByLabel('Verification code').fill(await waitForCode(request, email, after));
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
    await expect(page.getByText('Signed in as')).toContainText('Grace');
  });

  test('a provider signup shows what the server refuses', async ({ page }) => {
    await page.goto('/providers/signup/NO-SUCH-CODE');
    await expect(page.getByText('Signup code not found')).toBeVisible();
    await expect(page.getByText('Please enter your information below to get started.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Required field')).toBeVisible();
  });

  test('a patient signs up, proves the e-mail with the code, and is in the shop', async ({
    page,
    request,
  }) => {
    const email = `new.patient.${Date.now()}@example.com`;
    await page.goto('/patients/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    const after = await newestMailTime(request, email);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(
      page.getByRole('button', { name: "Didn't receive the email? Click here to resend." }),
    ).toBeVisible();
    await expect(page).toHaveURL('/patients/signup');
    await page.screenshot({ path: 'test-results/screens/auth-signup-code-step-1280.png', fullPage: true });

    await page.getByLabel('Verification code').fill(await waitForCode(request, email, after));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByText('Logged In!')).toBeVisible();
  });

  test('an e-mail already in use gets the same code step; its owner is told by e-mail', async ({
    page,
    request,
  }) => {
    const after = await newestMailTime(request, 'patient@demo.test');
    await page.goto('/patients/signup');
    await page.getByLabel('Email').fill('patient@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const notice = await waitForMail(request, 'patient@demo.test', after);
    expect(notice.subject).toBe('Someone tried to create a Carelane account with your e-mail');
  });
});
