import { expect, test } from '../support/fixtures';
import { cpapPanel, fillMildSleepStudy } from './coverage-form-helpers';
import { addHcpcsCode } from './work-order-helpers';

test('the coverage details and verdicts fit a phone', async ({ page, loginAs }, testInfo) => {
  await loginAs('provider');
  await page.goto('/work_orders/new');
  const panel = await cpapPanel(page);
  await fillMildSleepStudy(panel);
  await expect(panel.getByTestId('coverage-E0601')).toContainText('AHI/RDI 12 (5–14) needs one of');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: testInfo.outputPath('cpap-fails-mobile.png') });
  await panel.getByText('Hypertension', { exact: true }).click();
  await expect(panel.getByTestId('coverage-E0601')).toHaveText('Meets LCD L33718 (PAP for OSA)');
  await page.screenshot({ path: testInfo.outputPath('cpap-meets-mobile.png'), fullPage: true });

  await panel.getByRole('button', { name: 'Remove' }).click();
  await addHcpcsCode(page, 'E1390', 'E1390 — Stationary Oxygen Concentrator');
  const oxygen = page.getByRole('region', { name: /^E1390/ });
  await oxygen.getByLabel('Arterial saturation (%)').fill('89');
  await expect(oxygen.getByText('CMS requirements not met')).toBeVisible();
  await oxygen.getByRole('checkbox', { name: 'Tested during a hospital stay' }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await oxygen.screenshot({ path: testInfo.outputPath('oxygen-group-ii-mobile.png') });
});
