import { expect, test } from '../support/fixtures';

/** Demo prior auths in each deadline state (apps/server/src/db/seed/demo-prior-auths.ts). */
const IN_TIME = 'Helen Brooks';
const OVERDUE = 'Walter Price';

test('the provider sees when each payer must decide, and which decisions are overdue', async ({
  page,
  loginAs,
}, testInfo) => {
  // The first dashboard load also asks payers for prior-auth news: slow on a shared runner.
  test.setTimeout(180_000);
  await loginAs('provider');
  const table = page.getByRole('table', { name: 'Work orders' });
  await expect(table.getByText(IN_TIME)).toBeVisible({ timeout: 90_000 });
  const inTime = table.locator('tr', { hasText: IN_TIME });
  const overdue = table.locator('tr', { hasText: OVERDUE });
  await expect(inTime.getByText(/^Payer decision due /)).toBeVisible();
  await expect(overdue.getByText(/^Payer decision overdue \(due .*\) · Expedited request$/)).toBeVisible();
  await expect(table.getByText('No federal decision deadline')).toBeVisible();
  await overdue.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('dashboard-prior-auth-1280.png'), fullPage: true });

  await overdue.getByRole('link', { name: /View work order/ }).click();
  const card = page.getByRole('region', { name: 'Prior authorization' });
  await expect(card.getByText(/^Submitted to the payer .* \(expedited request\)$/)).toBeVisible();
  await expect(card.getByText(/^Payer decision overdue/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('work-order-prior-auth-1280.png'), fullPage: false });
});
