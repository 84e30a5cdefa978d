import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The help launcher of every page: floating from 48em, in the top bar on a phone. */
export const helpLauncher = (page: Page) => page.getByRole('button', { name: 'Help', exact: true });

/**
 * Fails when `cover` (a fixed element) lies over the text of any visible `targets`, naming the
 * first. Only the lines of text count, not the boxes around them: a full-width paragraph whose
 * words end far left of the launcher is not covered.
 */
export async function expectNotCovered(cover: Locator, targets: Locator) {
  const coverBox = await cover.boundingBox();
  expect(coverBox, 'the covering element is on the page').not.toBeNull();
  if (!coverBox) return;
  // In the top bar (Help on a phone) it floats over nothing: the page scrolls below the bar.
  if (await cover.evaluate((node) => node.closest('header') !== null)) return;
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const lines: Box[] = await target.evaluate((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const rects: Box[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 1 && rect.height > 1)
            rects.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
        }
      }
      return rects;
    });
    const text = (await target.textContent())?.trim().slice(0, 60);
    expect(
      lines.some((line) => overlaps(coverBox, line)),
      `"${text}" is covered`,
    ).toBe(false);
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
    // Every descendant, too: a clipped label inside a button is still clipped. Text kept only
    // for screen readers (a 1px box) is not on screen to be cut.
    const all = [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))];
    return all.every((each) => each.clientWidth <= 1 || each.scrollWidth <= each.clientWidth + 1);
  });
  expect(fits, `"${await element.textContent()}" is cut off`).toBe(true);
  const box = await element.boundingBox();
  const screenWidth = await element.page().evaluate(() => window.innerWidth);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(screenWidth);
}
