import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepsNothingForTheSite } from './first-visit';

const clearCookies = () => {
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what it set.
    document.cookie = `${part.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('keepsNothingForTheSite', () => {
  it('is true for a browser that keeps nothing, as the server draws a first visit for', () => {
    expect(keepsNothingForTheSite()).toBe(true);
  });

  it.each([
    ['stored state', () => localStorage.setItem('patient-session', '{}')],
    ["a tab's filters", () => sessionStorage.setItem('shop-filters', '{}')],
    // biome-ignore lint/suspicious/noDocumentCookie: a chosen vertical, as the app keeps it.
    ['a cookie a script reads', () => (document.cookie = 'product_vertical_uuid=abc; path=/')],
  ])('is false for a browser that keeps %s', (_kept, keep) => {
    keep();
    expect(keepsNothingForTheSite()).toBe(false);
  });

  it('is false when storage is refused', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(keepsNothingForTheSite()).toBe(false);
  });
});
