import { describe, expect, it } from 'vitest';
import { WEB_PAGES } from './pages.ts';

describe('the pages the web bench measures', () => {
  it('are named once each (rows are matched by name)', () => {
    const names = WEB_PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('end on their own pathname, without the query', () => {
    expect(WEB_PAGES.find((page) => page.path === '/shop?code=BRS-PMP')?.landsOn).toBe('/shop');
    expect(WEB_PAGES.find((page) => page.path === '/ops/faxes')?.landsOn).toBe('/ops/faxes');
  });

  it('check, for every page that needs a state, that the state held', () => {
    expect(WEB_PAGES.filter((page) => page.state !== null && page.landmark === null)).toEqual([]);
  });
});
