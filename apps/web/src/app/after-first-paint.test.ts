import { describe, expect, it } from 'vitest';
import { applyStylesheetsTogether } from './after-first-paint';

const stylesheet = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return link;
};

describe("a pre-rendered page's stylesheets", () => {
  it('take effect together, only once every one has loaded or failed', () => {
    const links = ['/assets/index.css', '/assets/marketing-routes.css', '/assets/top-bar.css'].map(
      stylesheet,
    );
    applyStylesheetsTogether(links);
    expect(links.map((link) => link.media)).toEqual(['print', 'print', 'print']);
    expect(links.map((link) => link.fetchPriority)).toEqual(['high', 'high', 'high']);

    links[0]!.dispatchEvent(new Event('load'));
    links[2]!.dispatchEvent(new Event('error'));
    // An event a link sends twice does not count for another one.
    links[0]!.dispatchEvent(new Event('load'));
    expect(links.map((link) => link.media)).toEqual(['print', 'print', 'print']);

    links[1]!.dispatchEvent(new Event('load'));
    expect(links.map((link) => link.media)).toEqual(['all', 'all', 'all']);
  });
});
