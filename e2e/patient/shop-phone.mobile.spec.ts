import { startBreastPumpShopping } from '../insurance/insurance-helpers';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll, expectNotCovered, expectWholeText, helpLauncher } from './layout-helpers';

const PRICE = /^\$\d[\d,]*\.\d\d$/;

test('on a phone the shop, a product page and the cart keep prices and buttons clear', async ({ page }) => {
  const wizard = await startBreastPumpShopping(page, 'BRS-PMP', { asTextedLink: true });
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Breast Pumps' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The phone's filter bar (hydrated after the page's first pass) opens its brand list.
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Brand' }).click();
  await expect(page.getByRole('checkbox', { name: 'Spectra' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Spectra' })).toBeHidden();

  // Every step name shows whole, and the help launcher covers no price of the grid.
  const steps = page.getByRole('navigation', { name: 'Shopping steps' });
  for (const step of await steps.getByRole('listitem').getByRole('button').all()) await expectWholeText(step);
  await expectNotCovered(helpLauncher(page), page.getByRole('main').getByText(PRICE));

  // The cart and its count are in the header, not only inside the menu.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('link', { name: /Spectra S1 Plus/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const box = page.getByRole('region', { name: 'Shopping step' });
  await expectNotCovered(helpLauncher(page), box.getByRole('button'));
  await box.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Pump Accessories/Supplies' })).toBeVisible();

  // The last step's box: "Review Cart" keeps its words beside the help launcher.
  await page.getByRole('link', { name: /Spectra Replacement Tubing/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  const reviewCart = box.getByRole('button', { name: 'Review Cart' });
  await expectWholeText(reviewCart);
  expect((await reviewCart.boundingBox())?.width).toBeGreaterThan(80);
  await expectNotCovered(helpLauncher(page), box.getByRole('button'));
  await expectNotCovered(helpLauncher(page), page.getByRole('main').getByText(PRICE));
  await expectNoSidewaysScroll(page);

  await reviewCart.click();
  await expect(page.getByRole('heading', { name: 'Cart (2 items)' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The launcher stays put while the page scrolls; the frame leaves room for it at the bottom, so
  // at the end of the cart every line of the summary is clear of it.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectNotCovered(helpLauncher(page), summary.locator('p, a, button, div:not(:has(*))'));

  // One item: the summary ends in the first screen, its payment note clear of the launcher.
  await page.getByRole('button', { name: 'Remove Spectra Replacement Tubing' }).click();
  await expect(page.getByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNotCovered(helpLauncher(page), summary.locator('p, a, button, div:not(:has(*))'));
});

test('the same referral link opened again keeps the cart and skips onboarding', async ({ page }) => {
  const wizard = await startBreastPumpShopping(page, 'BRS-PMP');
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('link', { name: /Spectra S1 Plus/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/shop?code=BRS-PMP');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Breast Pumps' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeHidden();

  await page.goto('/code');
  await page.getByPlaceholder('XXX-XXX').fill('BRSPMP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Carelane' })).toBeHidden();
});
