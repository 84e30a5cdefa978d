import { z } from 'zod';

/**
 * A dead e-mailed reset link or one-time sign-in link lands on its page with `?link=<reason>`, so
 * the page says why at once instead of failing after the user typed.
 */
export const DEAD_LINK_PARAM = 'link';
export const deadLinkReasonSchema = z.enum(['used', 'expired', 'unknown']);
export type DeadLinkReason = z.infer<typeof deadLinkReasonSchema>;

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
export const deadLinkReasonOf = (value: string | null): DeadLinkReason | null => {
  const parsed = deadLinkReasonSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
