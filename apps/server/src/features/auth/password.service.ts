import type { Database } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import { passwordResetMail } from './auth-mail';
import { AUTH_LIMITS, isAllowedRedirect, PASSWORD_RESET_PAGES } from './auth-rules';
import { hashPassword } from './sign-in.service';
import { createSignInLink, issueAuthToken, redeemSignInLink, revokeAllSessions } from './tokens.repo';
import { findUserByEmail, findUserWithProfile, updateUser } from './users.repo';

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
} as const;
export const signInPageOf = (role: string) =>
  SIGN_IN_PAGE[role as keyof typeof SIGN_IN_PAGE] ?? SIGN_IN_PAGE.provider;

/** Same reply whether or not the e-mail has an account, so nobody can probe for accounts. */
export async function requestPasswordReset(
  db: Database,
  settings: LinkSettings,
  input: { email: string; redirectUrl: string },
  now = new Date(),
) {
  if (!isAllowedRedirect(input.redirectUrl, settings.allowedOrigins, PASSWORD_RESET_PAGES)) {
    throw new DomainError('validation', REDIRECT_NOT_ALLOWED, { errors: [REDIRECT_NOT_ALLOWED] });
  }
  const user = await findUserByEmail(db, input.email);
  if (!user || user.role === 'admin') return RECOVERY_MESSAGE;
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
  return RECOVERY_MESSAGE;
}

/**
 * The e-mailed link: a live token becomes short-lived reset credentials handed to the reset page
 * in the query, as devise_token_auth does; anything else lands on the page without them (401 there).
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
    const userId = await redeemSignInLink(tx, input.token, 'password_reset', now);
    const profile = userId ? await findUserWithProfile(tx, userId) : undefined;
    if (!profile) return;
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

/** Sets the new password and signs the user out everywhere (every session and trusted browser). */
export async function changePassword(db: Database, userId: string, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
      passwordHash,
      passwordChangedAt: now,
      failedSignInCount: 0,
      lockedUntil: null,
    });
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, { actorUserId: userId, action: 'password.changed' });
  });
}
