import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating help launcher present on every page. */
export const helpLauncher = (page: Page) => page.getByRole('button', { name: 'Help', exact: true });

/** Fails when `cover` (a fixed element) lies over any of the visible `targets`, naming the first one. */
export async function expectNotCovered(cover: Locator, targets: Locator) {
  const coverBox = await cover.boundingBox();
  expect(coverBox, 'the covering element is on the page').not.toBeNull();
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box || !coverBox) continue;
    const text = (await target.textContent())?.trim().slice(0, 60);
    expect(overlaps(coverBox, box), `"${text}" is covered`).toBe(false);
  }
}

/** The page does not scroll sideways: nothing is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

/** The element shows its whole text: nothing cut by its own box, and it ends inside the screen. */
export async function expectWholeText(element: Locator) {
  await expect(element).toBeVisible();
  const fits = await element.evaluate((node) => {
    const el = node as HTMLElement;
    // Every descendant, too: a clipped label inside a button is still clipped.
    const all = [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))];
    return all.every((each) => each.scrollWidth <= each.clientWidth + 1 || each.clientWidth === 0);
  });
  expect(fits, `"${await element.textContent()}" is cut off`).toBe(true);
  const box = await element.boundingBox();
  const screenWidth = await element.page().evaluate(() => window.innerWidth);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(screenWidth);
}
