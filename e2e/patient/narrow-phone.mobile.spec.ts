import { fillFreeCart } from '../orders/order-helpers';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll, expectNotCovered, helpLauncher } from './layout-helpers';

const PRICE = /^\$\d[\d,]*\.\d\d$/;
/** The page's own fields and buttons, not the promotion's close button. */
const FIELDS_AND_BUTTONS = ['input', 'textarea', 'button']
  .map((tag) => `${tag}:not([role="alert"] *)`)
  .join(', ');

// The narrowest phones still sold (issue 48 item 7): at rest, at the top of a page and at its end,
// the help launcher and the promotion cover no field, price or button.
test.use({ viewport: { width: 320, height: 640 } });

const atTopAndEnd = async (page: import('@playwright/test').Page, check: () => Promise<void>) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await check();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await check();
};

test('at 320 px the shop, the cart and the shipping form keep fields, prices and buttons clear', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fillFreeCart(page);
  await expectNoSidewaysScroll(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await atTopAndEnd(page, () =>
    expectNotCovered(helpLauncher(page), summary.locator('p, a, button, div:not(:has(*))')),
  );

  await summary.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('region', { name: 'Shipping information' });
  await expect(form).toBeVisible();
  await expectNoSidewaysScroll(page);
  await atTopAndEnd(page, async () => {
    await expectNotCovered(helpLauncher(page), form.locator('label, button'));
    await expectNotCovered(helpLauncher(page), page.getByRole('main').getByText(PRICE));
  });

  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Breast Pumps' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await atTopAndEnd(page, () =>
    expectNotCovered(helpLauncher(page), page.getByRole('main').getByText(PRICE)),
  );
});

test('at 320 px the back-brace promotion is part of the page, over nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await fillFreeCart(page);
  await page.goto('/shop');
  await page
    .getByRole('navigation', { name: 'Shopping steps' })
    .getByRole('button', { name: /Pump Accessories\/Supplies/ })
    .click();
  const promotion = page.getByRole('alert').filter({ hasText: 'Back pain after pregnancy?' });
  await expect(promotion).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNotCovered(promotion, page.getByRole('main').locator(FIELDS_AND_BUTTONS));
  await expectNotCovered(promotion, page.getByRole('main').getByText(PRICE));
  await atTopAndEnd(page, () =>
    expectNotCovered(helpLauncher(page), page.getByRole('main').getByText(PRICE)),
  );
});
