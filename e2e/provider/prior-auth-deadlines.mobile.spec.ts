import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone the deadline and the reason for no date are on screen, without sideways scroll', async ({
  page,
  loginAs,
}, testInfo) => {
  // The first dashboard load also asks payers for prior-auth news: slow on a shared runner.
  test.setTimeout(180_000);
  await loginAs('provider');
  const cards = page.getByRole('list', { name: 'Work orders' });
  await expect(cards.getByText('Walter Price')).toBeVisible({ timeout: 90_000 });
  const overdue = cards.getByRole('listitem').filter({ hasText: 'Walter Price' });
  await overdue.getByText(/^Payer decision overdue/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('dashboard-prior-auth-390.png'), fullPage: false });

  await overdue.getByRole('link', { name: /View work order/ }).click();
  const card = page.getByRole('region', { name: 'Prior authorization' });
  await expect(card.getByText(/^Payer decision overdue/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('work-order-prior-auth-390.png'), fullPage: false });

  await page.goBack();
  const uncovered = cards.getByRole('listitem').filter({ hasText: 'No federal decision deadline' });
  await uncovered.getByRole('img', { name: /CMS-0057-F requires a decision/ }).click();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('dashboard-no-deadline-tooltip-390.png'),
    fullPage: false,
  });
});
