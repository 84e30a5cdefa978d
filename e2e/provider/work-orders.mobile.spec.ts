import { expect, test } from '../support/fixtures';
import { addHcpcsCode } from './work-order-helpers';

test('the work orders dashboard and form work on a phone', async ({ page, loginAs }, testInfo) => {
  await loginAs('provider');
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  // Below 48em each work order is a card: nothing scrolls sideways.
  await expect(page.getByRole('list', { name: 'Work orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Work orders' })).toHaveCount(0);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('dashboard-mobile.png'), fullPage: true });

  await page.getByLabel('Search by patient name or DoB').fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('A search can be at most 200 characters long')).toBeVisible();

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

test('the oxygen part of the work order form on a phone', async ({ page, loginAs }, testInfo) => {
  await loginAs('provider');
  await page.goto('/work_orders/new');
  await addHcpcsCode(page, 'E1390', 'E1390 — Stationary Oxygen Concentrator');
  const panel = page.getByRole('region', { name: /^E1390/ });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(
    panel.getByText("Please provide either the Patient's PO2 or Arterial Saturation Level to proceed."),
  ).toBeVisible();
  await panel.screenshot({ path: testInfo.outputPath('oxygen-message-mobile.png') });
  await panel.getByLabel('Arterial saturation (%)').fill('92');
  await expect(panel.getByText('CMS requirements not met')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: testInfo.outputPath('oxygen-warning-mobile.png') });
});
