import { expect, type Page } from '@playwright/test';
import { authHeaders } from './dashboard-helpers';

/** The demo work order (and its fulfillment) in a compliance state, found through the dashboard's filter. */
export async function demoComplianceWorkOrder(page: Page, state: 'compliant' | 'at_risk') {
  const headers = await authHeaders(page);
  const list = await (await page.request.get(`/api/consultations?compliance=${state}`, { headers })).json();
  const [workOrder] = list.data as { uuid: string; patient_name: string }[];
  expect(workOrder, `a demo work order that is ${state}`).toBeTruthy();
  return workOrder as { uuid: string; patient_name: string };
}

/** The card is on screen with its verdict, a drawn chart with the 4-hour line and the facts. */
export async function expectComplianceCard(page: Page, state: string) {
  const card = page.getByRole('region', { name: 'CPAP compliance' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('compliance-state')).toHaveText(state);
  // A bar per reported night (a night without use is a bar of height 0) and the one 4-hour line.
  await expect(card.locator('.recharts-surface').first()).toBeVisible();
  expect(await card.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(30);
  await expect(card.locator('.recharts-reference-line')).toHaveCount(1);
  for (const label of ['Verdict', 'Best 30 nights', 'Days left', 'Average AHI', 'Average leak (95th pct.)'])
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  await expect(card.getByText('Re-evaluation due')).toBeVisible();
  return card;
}

/** Nothing runs off the side of the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
