import { expect, test } from '../support/fixtures';
import { demoComplianceWorkOrder, expectComplianceCard, expectNoSidewaysScroll } from './compliance-helpers';

test('the provider sees the compliance card and usage chart on a delivered CPAP work order', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('provider');
  const compliant = await demoComplianceWorkOrder(page, 'compliant');
  await page.goto(`/work_orders/${compliant.uuid}`);
  const card = await expectComplianceCard(page, 'Compliant');
  await expect(card).toContainText(/of 30 nights ≥ 4 h/);
  await expect(card).toContainText('Compliant since');
  await expectNoSidewaysScroll(page);
  await card.screenshot({ path: testInfo.outputPath('provider-compliant-card.png') });

  const atRisk = await demoComplianceWorkOrder(page, 'at_risk');
  await page.goto(`/work_orders/${atRisk.uuid}`);
  const riskCard = await expectComplianceCard(page, 'At risk');
  await expect(riskCard).toContainText('Only with use every remaining night');
  await page.screenshot({ path: testInfo.outputPath('provider-at-risk.png'), fullPage: true });
});

test('the supplier opens usage and compliance from the fulfillment', async ({ page, loginAs }, testInfo) => {
  await loginAs('supplier');
  const row = page.getByRole('row', { name: /Daniel Brooks/ });
  await row.getByRole('button', { name: /^Manage / }).click();
  await page.getByRole('menuitem', { name: 'Usage and compliance' }).click();
  const dialog = page.getByRole('dialog', { name: /Usage and compliance — Daniel Brooks/ });
  await expect(dialog).toBeVisible();
  await expectComplianceCard(page, 'Compliant');
  await page.screenshot({ path: testInfo.outputPath('supplier-compliance.png') });
});
