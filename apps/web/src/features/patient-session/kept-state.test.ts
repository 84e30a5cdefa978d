import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepsNothingTheServerCannotSee } from './kept-state';

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

describe('keepsNothingTheServerCannotSee', () => {
  it('is true for a browser that keeps nothing, as the server draws a first visit for', () => {
    expect(keepsNothingTheServerCannotSee()).toBe(true);
  });

  it.each([
    // biome-ignore lint/suspicious/noDocumentCookie: a chosen vertical, as the app keeps it.
    ['a cookie a script reads', () => (document.cookie = 'product_vertical_uuid=abc; path=/')],
    ["the referral code's copy", () => localStorage.setItem('referralCode', 'BRS-PMP')],
    ["the router's scroll positions", () => sessionStorage.setItem('react-router-scroll-positions', '{}')],
  ])('is true for a browser that keeps %s: the server sees it too', (_kept, keep) => {
    keep();
    expect(keepsNothingTheServerCannotSee()).toBe(true);
  });

  it.each([
    ["an older browser's patient state", () => localStorage.setItem('patient-session', '{}')],
    ['a signed-in session', () => localStorage.setItem('auth-session', '{}')],
    ["a tab's filters", () => sessionStorage.setItem('shop-filters', '{}')],
  ])('is false for a browser that keeps %s', (_kept, keep) => {
    keep();
    expect(keepsNothingTheServerCannotSee()).toBe(false);
  });

  it('is false when storage is refused', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(keepsNothingTheServerCannotSee()).toBe(false);
  });
});
