import { expect, test } from '../support/fixtures';

for (const url of ['/', '/providers']) {
  test(`Learn More on ${url} scrolls to the Why section`, async ({ page }) => {
    await page.goto(url);
    const why = page.locator('#why');
    const heading = why.getByRole('heading', { level: 2 });
    await expect(heading).not.toBeInViewport();
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(heading).toBeInViewport();
    await expect(why).toBeFocused();
    // The section's top stops just below the sticky top bar.
    await expect
      .poll(() => why.evaluate((section) => Math.round(section.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(80);
  });
}

test('the testimonial dots switch the slide', async ({ page }) => {
  await page.goto('/');
  // The carousel loads as its section nears the screen.
  await page.getByRole('heading', { name: 'Loved by patients and families' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const quotes = carousel.locator('blockquote');
  const dots = carousel.getByRole('tab');
  await expect(quotes).toHaveCount(3);
  await expect(dots).toHaveCount(3);
  await expect(quotes.nth(0)).toBeInViewport({ ratio: 0.9 });

  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(quotes.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(quotes.nth(0)).not.toBeInViewport();

  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(quotes.nth(2)).toBeInViewport({ ratio: 0.9 });
});
