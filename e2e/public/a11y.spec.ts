import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

for (const url of ['/', '/providers', '/team', '/privacy']) {
  test(`${url} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious).toEqual([]);
  });
}
