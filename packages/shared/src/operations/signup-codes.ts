import { z } from 'zod';
import { isValidNpi } from '../auth/npi';
import { US_STATE_CODES } from '../validation/us-states';
import { opsListQueryFields, opsPageSchema } from './lists';

export const SIGNUP_CODE_ROUTES = {
  list: '/api/ops/signup_codes',
  create: '/api/ops/signup_codes',
  revoke: '/api/ops/signup_codes/:id/revoke',
} as const;

/** open: usable; used: a provider signed up with it; revoked: an admin withdrew it. */
export const SIGNUP_CODE_STATES = ['open', 'used', 'revoked'] as const;
export type SignupCodeState = (typeof SIGNUP_CODE_STATES)[number];

export const signupCodeListQuerySchema = z.object({
  ...opsListQueryFields,
  state: z.enum(SIGNUP_CODE_STATES).optional(),
});
export type SignupCodeListQuery = z.infer<typeof signupCodeListQuerySchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().or(z.literal(''));

/** POST /api/ops/signup_codes: what prefills the provider's signup form; every field may stay blank. */
export const signupCodeCreateSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Must be a valid email address'))
    .optional()
    .or(z.literal('')),
  npi: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidNpi(value), 'NPI must be 10 digits with a valid check digit')
    .optional(),
  practiceName: optionalText(200),
  state: z.enum(US_STATE_CODES, { error: 'Choose a state from the list' }).optional().or(z.literal('')),
});
export type SignupCodeCreate = z.infer<typeof signupCodeCreateSchema>;

export const signupCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** The page the provider opens: /providers/signup/{code}. */
  link: z.string(),
  state: z.enum(SIGNUP_CODE_STATES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  npi: z.string().nullable(),
  practiceName: z.string().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type SignupCode = z.infer<typeof signupCodeSchema>;

export const signupCodeListReplySchema = opsPageSchema(signupCodeSchema);
export type SignupCodeListReply = z.infer<typeof signupCodeListReplySchema>;

export const SIGNUP_CODE_MESSAGES = {
  notFound: 'Signup code not found',
  alreadyUsed: 'A provider already signed up with this code',
} as const;
