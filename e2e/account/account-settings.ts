import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  newestMailTime,
  readMail,
  signInThroughUi,
  test,
  waitForCode,
} from '../support/fixtures';

const NEW_PASSWORD = 'Brand-New-Passw0rd!';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/screens/account-settings-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

/** A patient of her own, so that changing the password and the address leaves the demo accounts alone. */
async function freshPatient(request: APIRequestContext) {
  const email = `settings.${Date.now()}@example.com`;
  const created = await request.post('/api/patients', {
    data: { user: { email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } },
  });
  expect(created.status()).toBe(200);
  return email;
}

/** A top bar's link or button, behind the menu button on a phone. */
async function pressInTopBar(page: Page, role: 'link' | 'button', name: string) {
  const target = page.getByRole(role, { name }).filter({ visible: true });
  const menu = page.getByRole('button', { name: 'Open menu' });
  // Whichever the page shows once drawn: the entry itself, or (on a phone) the menu holding it. A
  // signed-in frame drops a press made before the app starts: the menu is pressed until it opens.
  await expect(target.or(menu).first()).toBeVisible();
  if (await menu.isVisible())
    await expect(async () => {
      if (await menu.isVisible()) await menu.click();
      await expect(target).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  await target.click();
}

/**
 * Account Settings for every role (issue 48 item 2): the password (the current one first; other
 * devices then end), the e-mail address (a code to the new one, the old one told), the signed-in
 * devices, and a patient's messages.
 */
export function accountSettingsJourneys() {
  test('a patient changes her password and e-mail, ends another device and chooses her messages', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = await freshPatient(request);
    await signInThroughUi(page, request, { email, password: DEMO_PASSWORD, signInPath: '/patients/signin' });
    await page.goto('/account_settings');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();

    // The same account on another browser, then ended from here.
    const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await otherContext.newPage();
    await signInThroughUi(other, request, { email, password: DEMO_PASSWORD, signInPath: '/patients/signin' });
    await page.reload();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await shot(page, 'devices');
    await devices.getByRole('button', { name: /^End session on / }).click();
    await expect(devices.getByText('That device was signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await other.goto('/account_settings');
    await expect(other).toHaveURL(/\/patients\/signin/);

    // The password: the current one first; every other device then ends, this one stays.
    await signInThroughUi(other, request, { email, password: DEMO_PASSWORD, signInPath: '/patients/signin' });
    const password = page.getByRole('form', { name: 'Password' });
    await password.getByLabel('Current password').fill('Wrong-Passw0rd!');
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    await password.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Current password is incorrect')).toBeVisible();
    await password.getByLabel('Current password').fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(
      password.getByText('Your password has been changed. Every other device was signed out.'),
    ).toBeVisible();
    await other.goto('/order_history');
    await expect(other).toHaveURL(/\/patients\/signin/);
    await otherContext.close();

    // The e-mail address: a code to the new one; only then does it change, and the old one is told.
    const newEmail = `moved.${Date.now()}@example.com`;
    const address = page.getByRole('region', { name: 'E-mail address' });
    await address.getByRole('button', { name: 'Change e-mail address' }).click();
    await address.getByLabel('New e-mail address').fill(newEmail);
    await address.getByLabel('Current password').fill(NEW_PASSWORD);
    const asked = await newestMailTime(request, newEmail);
    await address.getByRole('button', { name: 'Send code' }).click();
    await expect(address.getByText(`We sent a 6-digit code to ${newEmail}.`, { exact: false })).toBeVisible();
    await shot(page, 'email-code');
    await address.getByLabel('Verification code').fill(await waitForCode(request, newEmail, asked));
    await address.getByRole('button', { name: 'Confirm new address' }).click();
    await expect(
      address.getByText(`Your e-mail address is now ${newEmail}.`, { exact: false }),
    ).toBeVisible();
    const [notice] = await readMail(request, email);
    expect(notice?.subject).toBe('The e-mail address of your Carelane account was changed');
    expect(notice?.text).not.toContain(newEmail);
    // Still signed in, under the new address.
    await page.reload();
    await expect(page.getByRole('region', { name: 'E-mail address' }).getByText(newEmail)).toBeVisible();

    // Messages: what she agreed to, the unsubscribe page's choices in one place.
    const emails = page.getByRole('region', { name: 'E-mails', exact: true });
    await expect(emails.getByText(`On: they go to ${newEmail}.`)).toBeVisible();
    await emails.getByRole('button', { name: 'Stop e-mails' }).click();
    await expect(
      emails.getByText('You will get no more order updates or supply reminders by e-mail at this address.'),
    ).toBeVisible();
    await expect(emails.getByRole('button', { name: 'Stop e-mails' })).toHaveCount(0);
    await page.reload();
    await expect(emails.getByText('Off: no order updates or supply reminders by e-mail.')).toBeVisible();
    await expect(emails.getByRole('button', { name: 'Stop e-mails' })).toHaveCount(0);
    await emails.getByRole('button', { name: 'Resume e-mails' }).click();
    await expect(
      emails.getByText('E-mails are on again: order updates and supply reminders will come to this address.'),
    ).toBeVisible();
    await expect(
      page.getByText('Texts are about your orders: you can choose a number once you have placed an order.'),
    ).toBeVisible();
    await shot(page, 'patient');
  });

  test('a provider reaches Account Settings from the top bar and sees this device', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await pressInTopBar(page, 'link', 'Account settings');
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Signed-in devices' }).getByText('This device'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Messages' })).toHaveCount(0);
    const password = page.getByRole('form', { name: 'Password' });
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Current password is required')).toBeVisible();
    await shot(page, 'provider');
  });

  test('a supplier and an admin reach Account Settings from their own frames', async ({
    page,
    request,
    loginAs,
  }) => {
    await loginAs('supplier');
    await pressInTopBar(page, 'link', 'Account settings');
    await expect(page).toHaveURL('/settings');
    await expect(
      page.getByRole('region', { name: 'E-mail address' }).getByText('supplier@demo.test'),
    ).toBeVisible();
    await shot(page, 'supplier');
    await pressInTopBar(page, 'button', 'Sign out');
    await expect(page).toHaveURL('/suppliers/signin');

    await signInThroughUi(page, request, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      signInPath: '/ops/signin',
    });
    const consoleMenu = page.getByRole('button', { name: 'Console menu' });
    if (await consoleMenu.isVisible()) await consoleMenu.click();
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Account settings' })
      .click();
    await expect(page).toHaveURL('/ops/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Signed-in devices' }).getByText('This device'),
    ).toBeVisible();
    await shot(page, 'admin');
  });
}
