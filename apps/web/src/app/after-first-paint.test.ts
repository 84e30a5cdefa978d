import { describe, expect, it, vi } from 'vitest';
import { applyStylesheetsTogether, insertInBatches } from './after-first-paint';

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

describe("a pre-rendered page's files", () => {
  const element = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild!;
  };

  it('go in with its scripts and stylesheets first, then its module preloads a dozen per task', () => {
    vi.useFakeTimers();
    try {
      document.head.replaceChildren();
      const preloads = Array.from({ length: 30 }, (_, index) =>
        element(`<link rel="modulepreload" href="/assets/chunk-${index}.js">`),
      );
      const script = element('<script type="module" src="/assets/index.js"></script>');
      const sheet = element('<link rel="stylesheet" href="/assets/index.css">');
      insertInBatches([...preloads.slice(0, 10), script, sheet, ...preloads.slice(10)]);
      const inHead = () => [...document.head.children];

      expect(inHead().slice(0, 2)).toEqual([script, sheet]);
      expect(inHead()).toHaveLength(2 + 12);
      vi.advanceTimersToNextTimer();
      expect(inHead()).toHaveLength(2 + 24);
      vi.advanceTimersToNextTimer();
      expect(inHead().slice(2)).toEqual(preloads);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      document.head.replaceChildren();
    }
  });
});
