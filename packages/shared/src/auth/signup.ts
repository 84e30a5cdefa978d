import { z } from 'zod';
import { emailField, requiredText, zipcodeField } from '../validation/fields';
import { isValidUsPhone } from '../validation/phone';
import { US_STATE_CODES } from '../validation/us-states';
import { isValidNpi } from './npi';
import {
  passwordConfirmationField,
  passwordField,
  termsAcceptedField,
  withMatchingPasswords,
} from './password';

const phone = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isValidUsPhone, `${label} must be a valid phone number`);

export const npiField = z
  .string({ error: 'NPI is required' })
  .trim()
  .min(1, 'NPI is required')
  .regex(/^\d{10}$/, 'NPI must be exactly 10 digits')
  .refine(isValidNpi, 'NPI is not valid, please check the number');

const userCredentials = z.object({
  email: emailField,
  password: passwordField,
  passwordConfirmation: passwordConfirmationField,
});

/** The provider signup form, flat as the user sees it (spec §5 "Provider signup"). */
export const providerSignupFormSchema = withMatchingPasswords(
  z.object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    phoneNumber: phone('Phone number'),
    faxNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidUsPhone(value), 'Fax number must be a valid phone number')
      .optional(),
    npi: npiField,
    pecos: z.boolean({ error: 'Please answer whether you are enrolled in PECOS' }),
    providerTypeId: z.coerce
      .number({ error: 'Provider type is required' })
      .int()
      .positive('Provider type is required'),
    practiceName: z.string().trim().max(200).optional(),
    streetLine1: requiredText('Street address', 200),
    streetLine2: z.string().trim().max(200).optional(),
    city: requiredText('City', 100),
    state: z.enum(US_STATE_CODES, { error: 'State is required' }),
    zipcode: zipcodeField,
    email: emailField,
    password: passwordField,
    passwordConfirmation: passwordConfirmationField,
    termsAccepted: termsAcceptedField,
  }),
);
export type ProviderSignupForm = z.infer<typeof providerSignupFormSchema>;

/** POST /api/providers: `{ provider, user, signupCode }` (spec §7). */
export const providerSignupBodySchema = z.object({
  provider: z.object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    npi: npiField,
    phoneNumber: phone('Phone number'),
    faxNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidUsPhone(value), 'Fax number must be a valid phone number')
      .nullish(),
    practiceName: z.string().trim().max(200).nullish(),
    providerTypeId: z.number().int().positive(),
    pecos: z.boolean(),
    addressAttributes: z.object({
      streetLine1: requiredText('Street address', 200),
      streetLine2: z.string().trim().max(200).nullish(),
      city: requiredText('City', 100),
      state: z.enum(US_STATE_CODES, { error: 'State is required' }),
      zipcode: zipcodeField,
    }),
  }),
  user: withMatchingPasswords(userCredentials),
  signupCode: z.string().trim().max(64).nullish(),
});
export type ProviderSignupBody = z.infer<typeof providerSignupBodySchema>;

/** GET /api/provider_registrations/{code}: what an admin prepared for the provider. */
export const providerRegistrationReplySchema = z.object({
  code: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  formalFullName: z.string().nullable(),
  email: z.string().nullable(),
  npi: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  faxNumber: z.string().nullable(),
  practiceName: z.string().nullable(),
  providerTypeId: z.number().nullable(),
  state: z.string().nullable(),
});

export const patientSignupFormSchema = withMatchingPasswords(
  userCredentials.extend({ termsAccepted: termsAcceptedField }),
);

/** POST /api/patients: `{ user: { email, password, passwordConfirmation } }`. */
export const patientSignupBodySchema = z.object({ user: withMatchingPasswords(userCredentials) });
export type PatientSignupBody = z.infer<typeof patientSignupBodySchema>;

export const providerTypeSchema = z.object({ id: z.number(), name: z.string() });
