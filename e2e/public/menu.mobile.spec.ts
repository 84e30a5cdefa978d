import { expect, test } from '../support/fixtures';

test('on a phone the links live behind the hamburger', async ({ page }) => {
  await page.goto('/providers');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Help' })).toHaveAttribute('href', /^mailto:/);

  await menu.getByRole('link', { name: 'Our Team' }).click();
  await expect(page).toHaveURL('/team');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The people behind Carelane');

  await page.getByRole('button', { name: 'Open menu' }).click();
  // The drawer's own close button (the Burger behind it is named "Close menu" as well).
  await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
