/** The sign-in texts, apart from the schemas so that a page can show them without loading zod. */
export const SIGN_IN_MESSAGES = {
  lockout:
    'Your account has been locked due to an excessive number of unsuccessful sign in attempts. Please try again later.',
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid code, please try again.',
  somethingWentWrong: 'Something went wrong',
  loggedIn: 'Logged In!',
  codeResent: "We've sent you a new code",
  /** The code ran out of tries, expired or was used: another guess cannot succeed, a new code can. */
  codeNoLongerValid: 'This code is no longer valid. Please request a new code below.',
  /** 429: the account received its hourly number of codes. */
  tooManyCodes: 'Too many sign-in codes were requested for this account. Please try again in an hour.',
  /** 429: the per-account limiter (any address). */
  tooManyAttempts: 'Too many sign-in attempts for this account. Please try again in a few minutes.',
} as const;
