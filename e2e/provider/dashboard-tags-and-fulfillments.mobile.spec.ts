import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createWorkOrder } from './dashboard-helpers';

const RUN = Date.now().toString(36).toUpperCase();
const DISPLAY_STATUSES = ['Awaiting Patient', 'Supplier Processing', 'Out For Delivery', 'Delivered'];
const PRIOR_AUTH_STATUSES = ['Not Required', 'Pending', 'Submitted', 'Approved', 'Rejected', 'Cancelled'];

/** Every element under `root` whose text is cut (an ellipsis or hidden overflow), with its text. */
async function clippedTexts(root: Locator) {
  return root.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((node) => node instanceof HTMLElement && node.scrollWidth > node.clientWidth + 1)
      .filter((node) => getComputedStyle(node).overflowX !== 'visible')
      // Text only for screen readers (VisuallyHidden) is a 1 px box on purpose.
      .filter((node) => node.getBoundingClientRect().width > 1)
      .map((node) => (node as HTMLElement).innerText),
  );
}

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('every status and prior-auth tag of the provider dashboard shows its whole text on a phone', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('provider');
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  // Six rows to carry the four display statuses and the six prior-auth statuses.
  for (let index = 0; index < 6; index++)
    await createWorkOrder(page, `Tia Tag ${RUN} ${index}`, `tag${index}.${RUN.toLowerCase()}@example.com`);
  // The server derives the statuses from orders and shipments; the list reply is rewritten so that
  // every text the tags can show is on screen at once.
  await page.route(/\/api\/consultations\?/, async (route) => {
    const response = await route.fetch();
    const reply = await response.json();
    reply.data.forEach((row: Record<string, unknown>, index: number) => {
      row.display_status = DISPLAY_STATUSES[index % DISPLAY_STATUSES.length];
      row.prior_auth_status = PRIOR_AUTH_STATUSES[index % PRIOR_AUTH_STATUSES.length];
    });
    await route.fulfill({ response, json: reply });
  });
  await page.reload();

  // Below 48em each work order is a card: every tag is on screen without a sideways scroll.
  const cards = page.getByRole('list', { name: 'Work orders' });
  for (const status of [...DISPLAY_STATUSES, ...PRIOR_AUTH_STATUSES])
    await expect(cards.getByText(status, { exact: true }).first()).toBeVisible();
  expect(await clippedTexts(cards)).toEqual([]);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await cards.getByRole('listitem').nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('provider-tags-mobile.png') });

  const fulfillments = page.getByRole('region', { name: 'Fulfillments' });
  await fulfillments.scrollIntoViewIfNeeded();
  expect(await clippedTexts(fulfillments)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('provider-fulfillments-mobile.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'Work orders' });
  await expect(table).toBeVisible();
  expect(await clippedTexts(table)).toEqual([]);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: testInfo.outputPath('provider-dashboard-desktop.png'), fullPage: true });
});

test('a supplier on a phone sees each fulfillment whole and reaches its actions', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('supplier');
  await expect(page.getByRole('heading', { name: 'Fulfillments' })).toBeVisible();
  const manage = page.getByRole('button', { name: /^Manage / });
  await expect(manage.first()).toBeVisible();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);

  // Each fulfillment's tracker and Manage button come on screen by scrolling down only: nothing
  // hides beyond a sideways-scrolling box.
  for (const control of [
    ...(await manage.all()),
    ...(await page.getByRole('link', { name: /^Tracker for / }).all()),
  ]) {
    await control.evaluate((element) => {
      const { top } = element.getBoundingClientRect();
      window.scrollBy(0, top - window.innerHeight / 3);
    });
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  const list = page.getByRole('list', { name: 'Fulfillments' });
  expect(await clippedTexts(list)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('supplier-fulfillments-mobile.png'), fullPage: true });

  await manage.first().click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('supplier-menu-mobile.png') });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'Fulfillments' });
  await expect(table).toBeVisible();
  expect(await clippedTexts(table)).toEqual([]);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: testInfo.outputPath('supplier-fulfillments-desktop.png'), fullPage: true });
});
