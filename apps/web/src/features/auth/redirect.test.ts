import { describe, expect, it } from 'vitest';
import { redirectFromState, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/order_history', '/order_history'],
    ['/shop?query=pump#top', '/shop?query=pump#top'],
    ['/work_orders/abc', '/work_orders/abc'],
    ['/a/../insurance_information', '/insurance_information'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['https://evil.example/shop'],
    ['//evil.example/shop'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['shop'],
    [''],
    [null],
    [42],
    ['/patients/signin'],
    ['/providers/signup/ABC'],
    ['/auth/password_reset?x=1'],
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('reads the router state a guard leaves', () => {
    expect(redirectFromState({ from: '/order_history' })).toBe('/order_history');
    expect(redirectFromState(null)).toBeNull();
    expect(redirectFromState({ from: 'https://evil.example' })).toBeNull();
  });
});
