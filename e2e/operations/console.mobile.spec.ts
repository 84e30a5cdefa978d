import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll, OPS_SCREENS, opsShot, signInAsAdmin } from './ops-helpers';

test('every console screen on a phone: cards, the nav in a drawer, no sideways scroll', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  for (const [name, path] of OPS_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await opsShot(page, `phone-${path.split('/').pop()}`);
  }
  await page.getByRole('button', { name: 'Console menu' }).click();
  await page.getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/ops\/suppliers$/);
  await expect(page.getByRole('list', { name: 'Suppliers' })).toContainText('Golden State Medical Supply');
  await page.getByRole('button', { name: 'Edit Golden State Medical Supply' }).click();
  await expectNoSidewaysScroll(page);
  await opsShot(page, 'phone-supplier-form');
});
