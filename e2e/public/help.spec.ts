import { expect, test } from '../support/fixtures';

test('a help request reaches the support desk by e-mail', async ({ page, request }) => {
  const subject = `Pump delivery question ${Date.now()}`;
  await page.goto('/team');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await dialog.getByLabel('Name').fill('Ada Patient');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill('My breast pump has not arrived yet.');
  await dialog.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
    'Thanks! Our support team will get back to you shortly.',
  );

  const mail: { to: string; subject: string; text: string }[] = await (
    await request.get('/dev/mail.json')
  ).json();
  expect(mail[0]).toMatchObject({ to: 'support@carelane.example', subject: `Support request: ${subject}` });
  expect(mail[0]?.text).toContain('Ada Patient <ada@example.com>');
  expect(mail[0]?.text).toContain('My breast pump has not arrived yet.');

  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
