/**
 * A dead e-mailed reset link or one-time sign-in link lands on its page with `?link=<reason>`, so
 * the page says why at once instead of failing after the user typed.
 */
export const DEAD_LINK_PARAM = 'link';
/** The query value a one-time sign-in link (and a launch from an EHR) hands its new session in. */
export const USER_DATA_PARAM = 'user_data';
/** Where such a link goes once signed in (a path of this site). */
export const RETURN_TO_PARAM = 'return_to';
// A plain list, not a zod enum: the sign-in page reads it before it loads zod (issue 18).
const DEAD_LINK_REASONS = ['used', 'expired', 'unknown'] as const;
export type DeadLinkReason = (typeof DEAD_LINK_REASONS)[number];

export const DEAD_LINK_MESSAGES = {
  passwordReset: {
    used: 'This password reset link has already been used. Please request a new one.',
    expired: 'This password reset link has expired. Please request a new one.',
    unknown: 'This password reset link is not valid. Please request a new one.',
  },
  oneTimeSignIn: {
    used: 'This sign-in link has already been used. Please sign in with your email and password.',
    expired: 'This sign-in link has expired. Please sign in with your email and password.',
    unknown: 'This sign-in link is not valid. Please sign in with your email and password.',
  },
} as const satisfies Record<string, Record<DeadLinkReason, string>>;

/** Reads the `link` query value; anything else is no notice. */
export const deadLinkReasonOf = (value: string | null): DeadLinkReason | null =>
  DEAD_LINK_REASONS.find((reason) => reason === value) ?? null;
