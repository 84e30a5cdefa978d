import { expectNoSidewaysScroll } from '../patient/layout-helpers';
import { test } from '../support/fixtures';

for (const url of ['/', '/providers', '/team']) {
  test(`${url} does not scroll sideways on a phone`, async ({ page }) => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSidewaysScroll(page);
  });
}
