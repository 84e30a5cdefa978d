import { expect, test } from '../support/fixtures';
import {
  addSpectraPump,
  enterInsuranceManually,
  startBreastPumpShopping,
  submitInsuranceDetails,
} from './insurance-helpers';

const NOT_CONFIRMED = 'Coverage active; DME benefits not confirmed by the plan';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a plan that answers only in general says so and prices as an estimate (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await startBreastPumpShopping(page, 'BRS-PMP');
    await enterInsuranceManually(page);
    await submitInsuranceDetails(page, 'CLN-100-008');
    const result = page.getByRole('dialog', { name: /Insurance Pricing/ });
    await expect(result.getByText(NOT_CONFIRMED)).toBeVisible();
    await expect(result.getByText(/covers this equipment/)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`insurance-result-${viewport.width}.png`) });
    await result.getByRole('button', { name: 'Continue Shopping' }).click();

    await addSpectraPump(page);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Estimated Total')).toBeVisible();
    await expect(summary.getByText(NOT_CONFIRMED)).toBeVisible();
    await expect(summary.getByRole('button', { name: /Proceed to Checkout|Continue/ })).toBeEnabled();
    await summary.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: testInfo.outputPath(`cart-estimate-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
