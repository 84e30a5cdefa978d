import { z } from 'zod';
import { emailField } from '../validation/fields';

/** POST /auth/sign_in. The code is empty until the server answers `otp: "prompt"`. */
export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(128),
  otpAttempt: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email')
    .optional()
    .or(z.literal('')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const roleSchema = z.object({
  resourceType: z.enum(['Provider', 'Supplier', 'Patient', 'Admin']),
  resourceUuid: z.string().nullable(),
  isTestAccount: z.boolean(),
  isEhrProvider: z.boolean(),
});

/** The user record of a sign-in reply (spec §3 "User"); the tokens travel in headers. */
export const sessionUserSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string(),
  uid: z.string(),
  role: roleSchema,
  isPatient: z.boolean(),
  isProvider: z.boolean(),
  isSupplier: z.boolean(),
});
export type SessionUserReply = z.infer<typeof sessionUserSchema>;

/**
 * 200 `{ data }` with access headers when signed in; 200 `{ otp: "prompt" }` when a code was
 * e-mailed; 401 `{ otp: "invalid", error }` for a wrong code (error `invalidCode`) or a code that can no
 * longer succeed (error `codeNoLongerValid`: out of tries, expired or used); 429 `{ error }` when
 * the account is throttled.
 */
export const signInReplySchema = z.object({
  data: sessionUserSchema.optional(),
  otp: z.enum(['prompt', 'invalid']).optional(),
  error: z.string().optional(),
});

export { SIGN_IN_MESSAGES } from './sign-in-messages';

/** A sign-in completed from an encoded `user_data` query parameter (EHR one-time links). */
export const userDataParamSchema = z.object({
  user: sessionUserSchema,
  accessToken: z.string(),
  client: z.string(),
  uid: z.string(),
  expiry: z.string(),
});
