import { z } from 'zod';
import { emailField } from '../validation/fields';
import { passwordConfirmationField, passwordField, withMatchingPasswords } from './password';

/** The texts of Account Settings' password, e-mail and session calls (issue 48 item 2). */
export const PASSWORD_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  changed: 'Your password has been changed. Every other device was signed out.',
  reset: 'Your password has been changed. Please sign in with your new password.',
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  sameAddress: 'That is already the e-mail address of your account.',
  codeSent: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it below to confirm the change. The code expires in 10 minutes.`,
  tooManyCodes: 'Too many codes were requested for this account. Please try again in an hour.',
  invalidCode: 'Invalid code, please try again.',
  codeNoLongerValid: 'This code is no longer valid. Please ask for a new code.',
  addressUnavailable: 'This e-mail address cannot be used. Please choose another.',
  changed: (email: string) => `Your e-mail address is now ${email}. Every other device was signed out.`,
} as const;

export const SESSION_MESSAGES = {
  notFound: 'That session has already ended.',
  isCurrent: 'This is the device you are using: sign out to end its session.',
} as const;

const currentPasswordField = z
  .string({ error: PASSWORD_CHANGE_MESSAGES.currentPasswordRequired })
  .min(1, PASSWORD_CHANGE_MESSAGES.currentPasswordRequired)
  .max(128, 'Password must be at most 128 characters');

/**
 * The Change password form: the current password first, then the new one under the product's
 * password rules. It is a `PUT /auth/password` body (`passwordResetBodySchema`) whose current
 * password is required.
 */
export const changePasswordFormSchema = withMatchingPasswords(
  z.object({
    currentPassword: currentPasswordField,
    password: passwordField,
    passwordConfirmation: passwordConfirmationField,
  }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/account/email_change: the new address, proven next by the code e-mailed to it. */
export const emailChangeRequestSchema = z.object({
  email: emailField,
  currentPassword: currentPasswordField,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The same reply whether or not another account holds the address (nothing is revealed). */
export const emailChangeRequestReplySchema = z.object({ email: z.string(), message: z.string() });

/** POST /api/account/email_change/confirm. */
export const emailChangeConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from the email' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

/** The account's address now; the access headers of the reply carry it as the new `uid`. */
export const emailChangeConfirmReplySchema = z.object({ email: z.string(), message: z.string() });

/** One signed-in session as Account Settings lists it. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome on macOS", from the User-Agent the session signed in with. */
  device: z.string(),
  lastUsedAt: z.iso.datetime(),
  signedInAt: z.iso.datetime(),
  /** The session making this call ("This device"). */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsReplySchema = z.array(accountSessionSchema);

export const sessionParamsSchema = z.object({ id: z.uuid(SESSION_MESSAGES.notFound) });

export const endedSessionsReplySchema = z.object({ ended: z.number().int() });
