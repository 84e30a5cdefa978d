import { expect, test } from '../support/fixtures';
import { cpapPanel, fillMildSleepStudy } from './coverage-form-helpers';
import { addHcpcsCode } from './work-order-helpers';

test.beforeEach(async ({ loginAs, page }) => {
  await loginAs('provider');
  await page.goto('/work_orders/new');
  await expect(page.getByRole('heading', { name: 'Standard Work Order Form' })).toBeVisible();
});

test('a CPAP line shows the failing LCD L33718 criterion, then Meets once a condition is chosen', async ({
  page,
}, testInfo) => {
  const panel = await cpapPanel(page);
  const verdict = panel.getByTestId('coverage-E0601');
  await expect(verdict).toContainText('Missing: Face-to-face evaluation date');

  await fillMildSleepStudy(panel);
  await expect(verdict).toContainText('Does not meet LCD L33718 (PAP for OSA)');
  await expect(verdict).toContainText('AHI/RDI 12 (5–14) needs one of: excessive daytime sleepiness');
  await expect(page.getByRole('button', { name: /^E0601/ })).toContainText('Not met');
  await panel.screenshot({ path: testInfo.outputPath('cpap-fails.png') });

  await panel.getByText('Hypertension', { exact: true }).click();
  await expect(verdict).toHaveText('Meets LCD L33718 (PAP for OSA)');
  await expect(page.getByRole('button', { name: /^E0601/ })).toContainText('Meets');
  await page.screenshot({ path: testInfo.outputPath('cpap-meets.png'), fullPage: true });
});

test('the oxygen warning fires for a saturation that does not qualify, not for one that does', async ({
  page,
}, testInfo) => {
  await addHcpcsCode(page, 'E1390', 'E1390 — Stationary Oxygen Concentrator');
  const panel = page.getByRole('region', { name: /^E1390/ });
  const saturation = panel.getByLabel('Arterial saturation (%)');
  const warning = panel.getByText('CMS requirements not met');

  await saturation.fill('87');
  // Past the 500 ms debounce, still nothing: 87 % qualifies (Group I, saturation ≤ 88 %).
  await expect(panel.getByTestId('coverage-E1390')).not.toContainText('does not qualify');
  await page.waitForTimeout(800);
  await expect(warning).toBeHidden();

  await saturation.fill('90');
  await expect(warning).toBeVisible();
  await expect(panel.getByTestId('coverage-E1390')).toContainText(
    'Saturation 90 % does not qualify: PaO2 must be at most 59 mm Hg or saturation at most 89 %',
  );
  await panel.screenshot({ path: testInfo.outputPath('oxygen-warning.png') });
});
