/** Account security limits of DESIGN §4–§5, in one place. */
export const AUTH_LIMITS = {
  /** The tenth failed password locks the account (checked in one atomic statement, users.repo). */
  maxFailedSignIns: 10,
  lockoutMs: 60 * 60_000,
  /** The per-account limiter's window (its size is the SIGN_IN_ATTEMPTS_PER_ACCOUNT setting). */
  accountWindowMs: 15 * 60_000,
  codeTtlMs: 10 * 60_000,
  maxCodeAttempts: 5,
  sessionTtlMs: 14 * 24 * 60 * 60_000,
  /** Sliding expiry is written at most this often, so signed-in reads do not each write a row. */
  sessionRefreshEveryMs: 60 * 60_000,
  trustedDeviceTtlMs: 30 * 24 * 60 * 60_000,
  resetLinkTtlMs: 60 * 60_000,
  resetSessionTtlMs: 30 * 60_000,
  oneTimeSignInLinkTtlMs: 15 * 60_000,
} as const;

export const shouldExtendSession = (expiresAt: Date, now: Date) =>
  expiresAt.getTime() - now.getTime() < AUTH_LIMITS.sessionTtlMs - AUTH_LIMITS.sessionRefreshEveryMs;

/**
 * Reset and sign-in links may only send the browser to our own pages (no open redirect): the
 * origin must be allowed and the path one of the app's pages for that purpose.
 */
export function isAllowedRedirect(
  url: string,
  allowedOrigins: readonly string[],
  allowedPaths: readonly string[],
) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return allowedOrigins.includes(parsed.origin) && allowedPaths.includes(parsed.pathname);
}

export const PASSWORD_RESET_PAGES = ['/auth/password_reset', '/patients/password_reset'] as const;
