import type { Locator, Page } from '@playwright/test';
import { addHcpcsCode } from './work-order-helpers';

export const cpapPanel = async (page: Page) => {
  await addHcpcsCode(page, 'E0601', 'E0601 — CPAP Device');
  return page.getByRole('region', { name: /^E0601/ });
};

/** A sleep study that meets every LCD L33718 criterion except the condition an AHI of 5–14 needs. */
export async function fillMildSleepStudy(panel: Locator) {
  await panel.getByLabel('Face-to-face evaluation').fill('2026-10-01');
  await panel.getByLabel('Sleep test date').fill('2026-10-08');
  await panel.getByText('Home sleep test', { exact: true }).click();
  await panel.getByLabel('AHI or RDI (per hour)').fill('12');
  await panel.getByLabel('Events recorded').fill('48');
}
