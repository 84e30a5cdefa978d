import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, isAllowedRedirect, shouldExtendSession } from './auth-rules';

const now = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('sliding sessions', () => {
  it('does not rewrite a freshly extended session', () => {
    expect(shouldExtendSession(later(AUTH_LIMITS.sessionTtlMs - 1000), now)).toBe(false);
  });
  it('extends once the refresh interval has passed', () => {
    expect(
      shouldExtendSession(later(AUTH_LIMITS.sessionTtlMs - AUTH_LIMITS.sessionRefreshEveryMs - 1), now),
    ).toBe(true);
  });
});

describe('redirect allowlist', () => {
  const origins = ['https://app.example'];
  const pages = ['/auth/password_reset'];
  it.each([
    ['https://app.example/auth/password_reset', true],
    ['https://app.example/auth/password_reset?x=1', true],
    ['https://evil.example/auth/password_reset', false],
    ['https://app.example.evil.example/auth/password_reset', false],
    ['https://app.example/elsewhere', false],
    ['javascript:alert(1)', false],
    ['/auth/password_reset', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAllowedRedirect(url, origins, pages)).toBe(expected);
  });
});
