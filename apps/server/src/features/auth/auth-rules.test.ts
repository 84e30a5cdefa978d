import { describe, expect, it } from 'vitest';
import {
  AUTH_LIMITS,
  afterFailedPassword,
  isAllowedRedirect,
  isCodeUsable,
  isLocked,
  shouldExtendSession,
} from './auth-rules';

const now = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('lockout', () => {
  it.each([
    [0, 1, false],
    [8, 9, false],
  ])('after %i failures, one more counts %i and does not lock', (before, after, locked) => {
    expect(afterFailedPassword(before, now)).toEqual({ failedSignInCount: after, lockedUntil: null, locked });
  });

  it('locks for an hour on the tenth failure and resets the counter', () => {
    expect(afterFailedPassword(9, now)).toEqual({
      failedSignInCount: 0,
      lockedUntil: later(3_600_000),
      locked: true,
    });
  });

  it.each([
    [null, false],
    [later(-1), false],
    [later(1), true],
  ])('isLocked(%s) is %s', (lockedUntil, expected) => {
    expect(isLocked(lockedUntil, now)).toBe(expected);
  });
});

describe('one-time codes', () => {
  it.each([
    [later(1), 0, true],
    [later(1), AUTH_LIMITS.maxCodeAttempts - 1, true],
    [later(1), AUTH_LIMITS.maxCodeAttempts, false],
    [now, 0, false],
  ])('expiring %s with %i attempts is usable: %s', (expiresAt, attempts, expected) => {
    expect(isCodeUsable({ expiresAt, attempts }, now)).toBe(expected);
  });
});

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
