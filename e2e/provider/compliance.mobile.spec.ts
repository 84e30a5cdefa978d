import { expect, test } from '../support/fixtures';
import { demoComplianceWorkOrder, expectComplianceCard, expectNoSidewaysScroll } from './compliance-helpers';

test('the compliance card and chart fit a 390 px phone, for the provider and the supplier', async ({
  page,
  loginAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAs('provider');
  const atRisk = await demoComplianceWorkOrder(page, 'at_risk');
  await page.goto(`/work_orders/${atRisk.uuid}`);
  const card = await expectComplianceCard(page, 'At risk');
  await expectNoSidewaysScroll(page);
  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await card.screenshot({ path: testInfo.outputPath('provider-card-390.png') });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs('supplier');
  const entry = page.getByRole('listitem').filter({ hasText: 'Linda Park' });
  await entry.getByRole('button', { name: /^Manage / }).click();
  await page.getByRole('menuitem', { name: 'Usage and compliance' }).click();
  await expectComplianceCard(page, 'At risk');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('supplier-compliance-390.png'), fullPage: true });
});
