import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The demo work orders of each verdict (apps/server/src/db/seed/demo-coverage.ts). */
const MEETS = 'Helen Brooks';
const FAILS_PAP = 'Walter Price';
const FAILS_OXYGEN = 'Rosa Alvarez';

async function chooseCoverage(page: Page, option: string) {
  // A Mantine Select also labels its option list: the input is the one to click.
  await page.getByLabel('Coverage', { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: option }).click();
}

test('the provider filters the dashboard to the orders that will not qualify and reads why', async ({
  page,
  loginAs,
}, testInfo) => {
  test.setTimeout(240_000);
  await loginAs('provider');
  const table = page.getByRole('table', { name: 'Work orders' });
  // The first load also refreshes prior authorisations from the payer: slow on a loaded runner.
  await expect(table.getByText(MEETS)).toBeVisible({ timeout: 90_000 });
  await expect(table.getByText('Meets coverage').first()).toBeVisible();
  await expect(table.getByText('Missing information').first()).toBeVisible();

  await chooseCoverage(page, 'Will not qualify');
  await expect(page).toHaveURL(/coverage=does_not_meet/);
  await expect(table.getByText(FAILS_PAP)).toBeVisible();
  await expect(table.getByText(FAILS_OXYGEN)).toBeVisible();
  await expect(table.getByText(MEETS)).toHaveCount(0);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(await table.getByText('Will not qualify').count());
  await page.screenshot({ path: testInfo.outputPath('dashboard-will-not-qualify-1280.png'), fullPage: true });

  // A reload keeps the filter: it lives in the URL and the server answers it.
  await page.reload();
  await expect(table.getByText(FAILS_PAP)).toBeVisible();
  await expect(table.getByText(MEETS)).toHaveCount(0);

  await table.getByRole('link', { name: `View work order for ${FAILS_PAP}`, exact: false }).click();
  const coverage = page.getByRole('region', { name: 'Coverage', exact: true });
  await expect(coverage.getByText('Will not qualify')).toBeVisible();
  await expect(coverage.getByText('E0601: LCD L33718 (PAP for OSA)')).toBeVisible();
  await expect(coverage.getByText(/AHI\/RDI 12 \(5–14\) needs one of: .*hypertension/)).toBeVisible();
  await expect(coverage.getByText(/under coverage rules \d{4}-\d{2}-\d{2}\.\d+/)).toBeVisible();
  await coverage.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath('work-order-will-not-qualify-1280.png'),
    fullPage: true,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(coverage.getByText('Will not qualify')).toBeVisible();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await coverage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('work-order-will-not-qualify-390.png'), fullPage: true });

  await page.goBack();
  await chooseCoverage(page, 'Meets coverage');
  // At 390 px each work order is a card.
  const cards = page.getByRole('list', { name: 'Work orders' });
  await expect(cards.getByText(MEETS)).toBeVisible();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('dashboard-meets-390.png'), fullPage: true });
  await cards.getByRole('link', { name: `View work order for ${MEETS}`, exact: false }).click();
  await expect(
    page
      .getByRole('region', { name: 'Coverage', exact: true })
      .getByText('E0601: Meets LCD L33718 (PAP for OSA)'),
  ).toBeVisible();
});

test('the supplier sees the coverage verdict on the fulfillment before shipping', async ({
  page,
  loginAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAs('supplier');
  const table = page.getByRole('table', { name: 'Fulfillments' });
  // The demo fulfillment (Jordan Lee's breast pump) was ordered without a due date or plan window;
  // journeys before this one may have added newer breast-pump orders above it.
  const row = table.getByRole('row').filter({ hasText: 'Jordan Lee' }).filter({ hasText: 'E0603' }).last();
  await expect(row.getByText('Missing information')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('E0603: ACA §2713 (Breast pump, preventive care)')).toBeVisible();
  await expect(row.getByText(/Due date$/)).toBeVisible();
  // The supplier's Manage menu stays within the width beside the verdict: no sideways scroll at
  // 1280. (The row itself may sit below the fold when earlier journeys added fulfillments.)
  const manage = row.getByRole('button', { name: /^Manage / });
  await expect(manage).toBeVisible();
  const box = await manage.boundingBox();
  expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: testInfo.outputPath('supplier-fulfillments-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: 'Fulfillments' })
    .getByRole('listitem')
    .filter({ hasText: 'Jordan Lee' })
    .filter({ hasText: 'E0603' })
    .last();
  await expect(card.getByText('Missing information')).toBeVisible();
  await expect(card.getByText(/Due date$/)).toBeVisible();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('supplier-fulfillments-390.png') });
});
