import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addHcpcsCode, todayIso } from './work-order-helpers';

/** The demo EHR runs beside the product on the next port (playwright.config.ts). */
const DEMO_EHR = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/ehr-launch-${name}.png`, fullPage: true });

/** Dr. Reyes signs in to the demo EHR and opens a patient's chart. */
async function openChart(page: Page, patient: string) {
  await page.goto(DEMO_EHR);
  await page.getByLabel('Demo clinician').selectOption('daniel-reyes');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: patient }).click();
  await expect(page.getByRole('heading', { name: patient, level: 1 })).toBeVisible();
}

/**
 * Issue 49: an EHR provider's order is written once, in the EHR — launched from the chart, the work
 * order opens pre-filled with where each value came from, the verdict reads them, and the signed
 * order lands back in the chart with its coverage information.
 */
export function ehrLaunchJourneys() {
  test('launch from the demo EHR → pre-filled work order → Meets → signed → the order in the chart', async ({
    page,
  }) => {
    await openChart(page, 'Harold James Bennett');
    // The demo EHR keeps the orders of the run's earlier journeys: this one adds one more.
    const cpapOrders = page.getByRole('region', { name: 'Orders', exact: true }).getByText('(HCPCS E0601)');
    const ordersBefore = await cpapOrders.count();
    await page.getByRole('button', { name: 'Launch Carelane' }).click();

    await expect(page).toHaveURL(/\/work_orders\/new\?ehr_launch=/);
    await expect(page.getByText('Pre-filled from Demo EHR')).toBeVisible();
    // The sign-in page it came through (pre-rendered) is gone, not left above the form.
    await expect(page.getByText('Provider Sign In')).toHaveCount(0);
    await expect(page.getByLabel('Patient name')).toHaveValue('Harold James Bennett');
    await expect(page.getByLabel('Member ID')).toHaveValue('CLN-100-001');
    await expect(page.getByText('From Demo EHR · Patient record').first()).toBeVisible();
    await shot(page, 'prefilled');

    await addHcpcsCode(page, 'E0601', 'E0601 — CPAP Device');
    const panel = page.getByRole('region', { name: /^E0601/ });
    await expect(panel.getByLabel('AHI or RDI (per hour)')).toHaveValue('31.4');
    await expect(panel.getByText(/^From Demo EHR · Encounter/)).toBeVisible();
    await expect(panel.getByTestId('coverage-E0601')).toHaveText('Meets LCD L33718 (PAP for OSA)');
    await shot(page, 'verdict');

    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/^I attest/).check();
    await page.getByRole('textbox', { name: 'Provider signature' }).fill('Daniel Reyes');
    await page.getByLabel('Signature date').fill(todayIso());
    await page.getByRole('button', { name: 'Submit work order' }).click();
    await expect(page.getByRole('heading', { name: 'Order submitted' })).toBeVisible();
    await expect(page.getByText('Ordered from')).toBeVisible();

    // Written back by the job runner within seconds: the chart's orders show it with its verdict.
    await page.goto(`${DEMO_EHR}/patients/harold-bennett`);
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await expect(async () => {
      await page.reload();
      await expect(cpapOrders).toHaveCount(ordersBefore + 1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(orders.getByText(/^Covered/).first()).toBeVisible();
    await shot(page, 'written-back');
  });

  test('an EHR provider opening the form by hand is told where orders come from', async ({
    loginAs,
    page,
  }) => {
    await loginAs('ehrProvider');
    await page.goto('/work_orders/new');
    await expect(page.getByText(/Your orders come from your EHR/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Launch from the demo EHR' })).toHaveAttribute(
      'href',
      DEMO_EHR,
    );
    await expect(page.getByRole('button', { name: 'Submit work order' })).toHaveCount(0);
    await shot(page, 'orders-come-from-the-ehr');
  });
}
