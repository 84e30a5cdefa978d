import { z } from 'zod';
import { emailField } from '../validation/fields';
import { passwordConfirmationField, passwordField, withMatchingPasswords } from './password';

export const passwordRecoveryFormSchema = z.object({ email: emailField });

/** POST /auth/password: the reset link is sent to the API, which redirects to `redirectUrl`. */
export const passwordRecoveryBodySchema = z.object({ email: emailField, redirectUrl: z.string().max(2000) });

export const passwordRecoveryReplySchema = z.object({ message: z.string() });

/**
 * PUT /auth/password, signed with the reset link's access-token, client, uid and expiry. A
 * signed-in session (not a reset link) must also send `currentPassword`.
 */
export const passwordResetBodySchema = withMatchingPasswords(
  z.object({
    password: passwordField,
    passwordConfirmation: passwordConfirmationField,
    currentPassword: z.string().max(128).optional(),
  }),
);

export const PASSWORD_MESSAGES = {
  recoveryFailed: "We're sorry, but something went wrong.",
  resetUnauthorized: 'You are not authorized to perform this action',
  somethingWentWrong: 'Something went wrong',
} as const;
