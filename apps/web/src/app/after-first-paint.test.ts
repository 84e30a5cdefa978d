import { describe, expect, it, vi } from 'vitest';
import { appendInBatches, applyStylesheetsTogether, TAGS_PER_TASK } from './after-first-paint';

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

describe("a pre-rendered page's tags", () => {
  it('go in, in their order, a few per task', () => {
    vi.useFakeTimers();
    try {
      const parent = document.createElement('div');
      const tags = Array.from({ length: TAGS_PER_TASK * 2 + 1 }, (_, index) => {
        const link = document.createElement('link');
        link.id = `tag-${index}`;
        return link;
      });
      appendInBatches(parent, tags);
      expect(parent.children).toHaveLength(TAGS_PER_TASK);

      vi.advanceTimersToNextTimer();
      expect(parent.children).toHaveLength(TAGS_PER_TASK * 2);
      vi.advanceTimersToNextTimer();
      expect([...parent.children].map((tag) => tag.id)).toEqual(tags.map((tag) => tag.id));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
