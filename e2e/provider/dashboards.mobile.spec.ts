import { expect, test } from '../support/fixtures';
import { createWorkOrder } from './dashboard-helpers';

const RUN = Date.now().toString(36).toUpperCase();

test('the provider dashboard on a phone', async ({ page, loginAs }, testInfo) => {
  await loginAs('provider');
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  const contact = `phone.${RUN.toLowerCase()}@example.com`;
  await createWorkOrder(page, `Pia Phone ${RUN}`, contact);
  await createWorkOrder(page, `Pia Phone ${RUN}`, contact);
  await page.reload();
  // On a phone each work order is a card, and each card names its patient.
  const cards = page.getByRole('list', { name: 'Work orders' }).getByRole('listitem');
  await expect(cards.nth(0)).toContainText(`Pia Phone ${RUN}`);
  await expect(cards.nth(1)).toContainText(`Pia Phone ${RUN}`);
  await expect(page.getByRole('list', { name: 'Fulfillments' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('dashboard-grouped-mobile.png'), fullPage: true });
});

test('the supplier fulfillments on a phone', async ({ page, loginAs }, testInfo) => {
  await loginAs('supplier');
  await expect(page.getByRole('list', { name: 'Fulfillments' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('supplier-fulfillments-mobile.png'), fullPage: true });
  await page
    .getByRole('button', { name: /^Manage / })
    .first()
    .click();
  await page.screenshot({ path: testInfo.outputPath('supplier-menu-mobile.png') });
});
