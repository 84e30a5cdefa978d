import type { SignInInput } from '@dme/shared/auth/sign-in';
import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in-messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { unavailableMessage } from '../../../lib/api-errors';
import type { AuthSession } from '../../../lib/auth-session';
import { sessionFromReply } from './session';

export type SignInResult = { status: 'signedIn'; session: AuthSession } | { status: 'codeSent' };

/**
 * POST /auth/sign_in. Without a code the server either signs in (trusted device) or e-mails a
 * fresh 6-digit code and answers `otp: "prompt"`; with a code it signs in or answers 401.
 */
export async function signIn({ email, password, otpAttempt }: SignInInput): Promise<SignInResult> {
  const { response, data } = await apiFetch('/auth/sign_in', {
    method: 'POST',
    body: { email, password, otpAttempt: otpAttempt || undefined },
  });
  // The schemas (and zod) load with the first reply, not with the pre-rendered sign-in page.
  const { signInReplySchema } = await import('@dme/shared/auth/sign-in');
  const reply = signInReplySchema.parse(data);
  if (reply.otp === 'prompt') return { status: 'codeSent' };
  return { status: 'signedIn', session: sessionFromReply(response.headers, reply.data) };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });

const THROTTLE_MESSAGES: readonly string[] = [
  SIGN_IN_MESSAGES.tooManyCodes,
  SIGN_IN_MESSAGES.tooManyAttempts,
];

/** A 401 for a code that can no longer succeed (out of tries, expired or used): offer a new one. */
export const isCodeNoLongerValid = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  error.data.error === SIGN_IN_MESSAGES.codeNoLongerValid;

/** Spec §8: the sign-in messages by reply, plus the per-account limits and the 503 the spec does not show. */
export function signInErrorMessage(error: unknown): string {
  const unavailable = unavailableMessage(error);
  if (unavailable) return unavailable;
  if (
    error instanceof ApiError &&
    error.status === 429 &&
    THROTTLE_MESSAGES.includes(error.data.error ?? '')
  ) {
    return error.data.error ?? SIGN_IN_MESSAGES.somethingWentWrong;
  }
  if (!(error instanceof ApiError) || error.status !== 401) return SIGN_IN_MESSAGES.somethingWentWrong;
  if (isCodeNoLongerValid(error)) return SIGN_IN_MESSAGES.codeNoLongerValid;
  if (error.data.otp === 'invalid') return SIGN_IN_MESSAGES.invalidCode;
  if (error.data.error === SIGN_IN_MESSAGES.lockout) return SIGN_IN_MESSAGES.lockout;
  return SIGN_IN_MESSAGES.invalidCredentials;
}
