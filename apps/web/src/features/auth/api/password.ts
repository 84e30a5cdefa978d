import {
  PASSWORD_MESSAGES,
  type passwordRecoveryBodySchema,
  passwordRecoveryReplySchema,
  type passwordResetBodySchema,
} from '@dme/shared/auth/password-recovery';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { hasStatus, unavailableMessage } from '../../../lib/api-errors';

/** POST /auth/password: e-mails a reset link; the reply is the same whether or not the e-mail is known. */
export const requestPasswordReset = async (body: z.infer<typeof passwordRecoveryBodySchema>) =>
  passwordRecoveryReplySchema.parse(await apiRequest('/auth/password', { method: 'POST', body }));

export const usePasswordRecovery = () => useMutation({ mutationFn: requestPasswordReset });

/** The values a reset link carries; they sign the PUT as request headers. */
export interface ResetLinkCredentials {
  accessToken: string | null;
  client: string | null;
  uid: string | null;
  expiry: string | null;
}

export interface PasswordResetInput {
  body: z.infer<typeof passwordResetBodySchema>;
  credentials: ResetLinkCredentials;
}

export async function resetPassword({ body, credentials }: PasswordResetInput) {
  const headers = Object.fromEntries(
    [
      ['access-token', credentials.accessToken],
      ['client', credentials.client],
      ['uid', credentials.uid],
      ['expiry', credentials.expiry],
    ].filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return passwordRecoveryReplySchema.parse(
    await apiRequest('/auth/password', { method: 'PUT', body, headers }),
  );
}

export const usePasswordReset = () => useMutation({ mutationFn: resetPassword });

/** Spec §8 "Password recovery failure": the server's errors joined with spaces; a 503 to try again shortly. */
export function recoveryErrorMessage(error: unknown): string {
  const unavailable = unavailableMessage(error);
  if (unavailable) return unavailable;
  const errors = error instanceof ApiError ? error.data.errors : undefined;
  return errors?.length ? errors.join(' ') : PASSWORD_MESSAGES.recoveryFailed;
}

/** Spec §8 "Password reset failure"; a 503 to try again shortly. */
export function resetErrorMessage(error: unknown): string {
  if (hasStatus(error, 401)) return PASSWORD_MESSAGES.resetUnauthorized;
  return unavailableMessage(error) ?? PASSWORD_MESSAGES.somethingWentWrong;
}
