import { expect, test } from '../support/fixtures';

test('the work orders dashboard and form work on a phone', async ({ page, loginAs }, testInfo) => {
  await loginAs('provider');
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Work orders' });
  await expect(table).toBeVisible();
  // The table scrolls sideways inside its container; the page itself does not.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('dashboard-mobile.png'), fullPage: true });

  await page
    .getByRole('link', { name: /^View work order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Order submitted' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('work-order-mobile.png'), fullPage: true });

  await page.goto('/work_orders/new');
  await expect(page.getByRole('heading', { name: 'Standard Work Order Form' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('form-mobile.png'), fullPage: true });
});
