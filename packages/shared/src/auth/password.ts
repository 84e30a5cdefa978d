import { z } from 'zod';

export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special case character';

/** At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character. */
export const isStrongPassword = (value: string) =>
  value.length >= 8 &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  /\d/.test(value) &&
  /[^A-Za-z0-9]/.test(value);

export const passwordField = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .max(128, 'Password must be at most 128 characters')
  .refine(isStrongPassword, PASSWORD_RULE_MESSAGE);

export const passwordConfirmationField = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password');

/** Adds the "Password doesn't match" rule to any object with password and passwordConfirmation. */
export const withMatchingPasswords = <
  T extends z.ZodType<{ password: string; passwordConfirmation: string }>,
>(
  schema: T,
) =>
  schema.refine((value) => value.password === value.passwordConfirmation, {
    message: "Password doesn't match",
    path: ['passwordConfirmation'],
  });

export const termsAcceptedField = z.literal(true, { error: 'Required field' });
