import type { ProviderSignupBody, ProviderSignupForm } from '@dme/shared/auth/signup';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';

const orNull = (value: string | undefined) => value?.trim() || null;

/** The flat form as the `{ provider, user, signupCode }` body of POST /api/providers. */
export const toProviderSignupBody = (
  form: ProviderSignupForm,
  signupCode: string | null,
): ProviderSignupBody => ({
  provider: {
    firstName: form.firstName,
    lastName: form.lastName,
    npi: form.npi,
    phoneNumber: form.phoneNumber,
    faxNumber: orNull(form.faxNumber),
    practiceName: orNull(form.practiceName),
    providerTypeId: form.providerTypeId,
    pecos: form.pecos,
    addressAttributes: {
      streetLine1: form.streetLine1,
      streetLine2: orNull(form.streetLine2),
      city: form.city,
      state: form.state,
      zipcode: form.zipcode,
    },
  },
  user: { email: form.email, password: form.password, passwordConfirmation: form.passwordConfirmation },
  signupCode,
});

/** 201 `{ data: { uuid }, otp: "prompt" }`: the account exists and a sign-in code was e-mailed. */
export const signUpProvider = (body: ProviderSignupBody) =>
  apiRequest<{ data: { uuid: string }; otp?: string }>('/api/providers', { method: 'POST', body });

export const useProviderSignup = () => useMutation({ mutationFn: signUpProvider });

/** Spec §8 "Signup failure": 400 shows the server's error, anything else "Something went wrong". */
export function signupErrorMessage(error: unknown): string {
  return errorMessage(error, 'Something went wrong', (status) => status === 400);
}
