import { PASSWORD_CHANGE_MESSAGES } from '@dme/shared/auth/account-settings';
import { DEAD_LINK_PARAM } from '@dme/shared/auth/links';
import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import type { Database } from '../../db/client';
import { DomainError, unauthenticated } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import { pingDatabase } from '../health/health.repo';
import { enqueueMail } from '../mail/mail.service';
import { passwordResetMail } from './auth-mail';
import { AUTH_LIMITS, isAllowedRedirect, PASSWORD_RESET_PAGES } from './auth-rules';
import { checkPasswordWithLockout, hashPassword, type SignInSettings } from './sign-in.service';
import {
  createSignInLink,
  issueAuthToken,
  redeemSignInLink,
  revokeAllSessions,
  revokeOtherSessions,
  type TokenKind,
} from './tokens.repo';
import { findUserByEmail, findUserById, findUserWithProfile, updateUser } from './users.repo';

export const RECOVERY_MESSAGE =
  'If an account exists for that e-mail, you will receive an e-mail with instructions on how to reset your password in a few minutes.';
export const REDIRECT_NOT_ALLOWED = 'Redirect URL is not allowed.';

interface LinkSettings {
  publicUrl: string;
  allowedOrigins: readonly string[];
}

/** Sign-in pages by role: where a reset returns to (return_url). */
const SIGN_IN_PAGE = {
  provider: '/providers/signin',
  supplier: '/suppliers/signin',
  patient: '/patients/signin',
  admin: '/ops/signin',
} as const;
export const signInPageOf = (role: string) =>
  SIGN_IN_PAGE[role as keyof typeof SIGN_IN_PAGE] ?? SIGN_IN_PAGE.provider;

/** Password recovery pages by role (spec §2: patients have their own). */
export const recoveryPageOf = (role: string) =>
  role === 'patient' ? '/patients/password_recovery' : '/auth/password_recovery';

/**
 * Same reply, and the same time, whether or not the e-mail has an account: the reply is decided
 * before anything about the address is looked up, and the look-up and the mail happen after it
 * (`work`, which the route does not wait for). Without that, a known address answered in twice
 * the time of an unknown one (issue 12 item 11).
 */
export async function requestPasswordReset(
  db: Database,
  settings: LinkSettings,
  input: { email: string; redirectUrl: string },
  now = new Date(),
): Promise<{ message: string; work: Promise<void> }> {
  if (!isAllowedRedirect(input.redirectUrl, settings.allowedOrigins, PASSWORD_RESET_PAGES)) {
    throw new DomainError('validation', REDIRECT_NOT_ALLOWED, { errors: [REDIRECT_NOT_ALLOWED] });
  }
  // With the database away the e-mail cannot be sent: answer 503 now rather than promise it. The
  // same round trip for every address, asking nothing about this one (issue 47 item 3).
  await pingDatabase(db);
  return { message: RECOVERY_MESSAGE, work: mailResetLink(db, settings, input, now) };
}

async function mailResetLink(
  db: Database,
  settings: LinkSettings,
  input: { email: string; redirectUrl: string },
  now: Date,
) {
  // Let the reply go first: nothing below may change what or when the caller is answered.
  await new Promise((resolve) => setImmediate(resolve));
  const user = await findUserByEmail(db, input.email);
  if (!user || user.role === 'admin') return;
  await db.transaction(async (tx) => {
    const token = await createSignInLink(
      tx,
      user.id,
      'password_reset',
      new Date(now.getTime() + AUTH_LIMITS.resetLinkTtlMs),
    );
    const link = new URL('/auth/password/edit', settings.publicUrl);
    link.searchParams.set('reset_password_token', token);
    link.searchParams.set('redirect_url', input.redirectUrl);
    await enqueueMail(tx, [passwordResetMail(user.email, link.toString())]);
    await recordAudit(tx, { actorUserId: user.id, action: 'password.reset_requested' });
  });
}

/**
 * The e-mailed link: a live token becomes short-lived reset credentials handed to the reset page
 * in the query, as devise_token_auth does; a dead one lands there with `link=<reason>`, so the page
 * says at once that the link was used or expired instead of refusing after the user typed.
 */
export async function redeemPasswordResetLink(
  db: Database,
  settings: LinkSettings,
  input: { token: string; redirectUrl: string },
  now = new Date(),
) {
  if (!isAllowedRedirect(input.redirectUrl, settings.allowedOrigins, PASSWORD_RESET_PAGES)) {
    throw new DomainError('validation', REDIRECT_NOT_ALLOWED);
  }
  const target = new URL(input.redirectUrl);
  await db.transaction(async (tx) => {
    const redeemed = await redeemSignInLink(tx, input.token, 'password_reset', now);
    const profile = 'reason' in redeemed ? undefined : await findUserWithProfile(tx, redeemed.userId);
    if (!profile) {
      target.searchParams.set(DEAD_LINK_PARAM, 'reason' in redeemed ? redeemed.reason : 'unknown');
      return;
    }
    const credentials = await issueAuthToken(
      tx,
      profile.user.id,
      'password_reset',
      new Date(now.getTime() + AUTH_LIMITS.resetSessionTtlMs),
    );
    target.searchParams.set('access-token', credentials.accessToken);
    target.searchParams.set('client', credentials.client);
    target.searchParams.set('uid', profile.user.email);
    target.searchParams.set('expiry', String(Math.floor(credentials.expiresAt.getTime() / 1000)));
    target.searchParams.set('return_url', signInPageOf(profile.user.role));
  });
  return target.toString();
}

export { PASSWORD_CHANGE_MESSAGES };

/**
 * Sets the new password. Credentials from an e-mailed reset link are the proof (the spec's reset
 * flow) and sign the user out everywhere, every trusted browser forgotten. A signed-in session
 * must give the current password as well — a stolen token alone cannot take the account over; a
 * wrong one counts towards the lockout — and stays signed in: every other session ends, and every
 * trusted browser but this one is forgotten. Answers the reply's message.
 */
export async function changePassword(
  db: Database,
  caller: { userId: string; kind: TokenKind; tokenId: string },
  input: { password: string; currentPassword?: string | undefined },
  settings: SignInSettings,
  device: { trustedDeviceToken?: string | undefined } = {},
  now = new Date(),
) {
  const isSignedIn = caller.kind !== 'password_reset';
  if (isSignedIn) await checkCurrentPassword(db, caller.userId, input.currentPassword, settings, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, caller.userId, {
      passwordHash,
      passwordChangedAt: now,
      failedSignInCount: 0,
      lockedUntil: null,
    });
    const sessionsEnded = isSignedIn
      ? await revokeOtherSessions(
          tx,
          caller.userId,
          { tokenId: caller.tokenId, deviceToken: device.trustedDeviceToken },
          true,
        )
      : await revokeAllSessions(tx, caller.userId);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'password.changed',
      details: { via: isSignedIn ? 'account_settings' : 'reset_link', sessionsEnded },
    });
  });
  return isSignedIn ? PASSWORD_CHANGE_MESSAGES.changed : PASSWORD_CHANGE_MESSAGES.reset;
}

/**
 * The signed-in user's current password, under the sign-in lockout rules (attempts reserved
 * atomically, the tenth failure locks). A wrong one is a 422 form error, not a 401: a 401 would
 * sign the browser out (spec §8).
 */
export async function checkCurrentPassword(
  db: Database,
  userId: string,
  currentPassword: string | undefined,
  settings: SignInSettings,
  now: Date,
) {
  if (!currentPassword) {
    throw new DomainError('validation', PASSWORD_CHANGE_MESSAGES.currentPasswordRequired);
  }
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  try {
    await checkPasswordWithLockout(db, user, currentPassword, settings, undefined, now);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'unauthenticated') {
      const locked = error.message === SIGN_IN_MESSAGES.lockout;
      throw new DomainError(
        'unprocessable',
        locked ? error.message : PASSWORD_CHANGE_MESSAGES.currentPasswordWrong,
      );
    }
    throw error;
  }
}
