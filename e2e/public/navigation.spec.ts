import { expect, test } from '../support/fixtures';

test.describe('public pages', () => {
  test('the top bar and footer lead to every public page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your new best friend for finding DME');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'For Providers' }).click();
    await expect(page).toHaveURL('/providers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The future of DME prescription & care');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/providers/signup',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/providers/signin',
    );

    await nav.getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Download the desktop app' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', /^mailto:/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'support@carelane.example' })).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('an unknown address goes to the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your new best friend for finding DME');
  });

  test('the web app can be installed: a manifest with icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ name: 'Carelane', display: 'standalone', start_url: '/' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  });
});
