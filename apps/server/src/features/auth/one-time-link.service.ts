import { DEAD_LINK_PARAM, USER_DATA_PARAM } from '@dme/shared/auth/links';
import { snakeKeys } from '@dme/shared/wire/case';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.repo';
import { AUTH_LIMITS } from './auth-rules';
import { signInPageOf } from './password.service';
import { startSession } from './sign-in.service';
import { createSignInLink, redeemSignInLink } from './tokens.repo';
import { findUserByEmail, findUserById } from './users.repo';

/** For the admin command: a link that signs the user in once, within 15 minutes. */
export async function createOneTimeSignInLink(
  db: Database,
  publicUrl: string,
  email: string,
  now = new Date(),
) {
  const user = await findUserByEmail(db, email);
  if (!user || user.role === 'admin')
    throw new Error(`No provider, supplier or patient with e-mail ${email}`);
  const token = await createSignInLink(
    db,
    user.id,
    'one_time_sign_in',
    new Date(now.getTime() + AUTH_LIMITS.oneTimeSignInLinkTtlMs),
  );
  return new URL(`/auth/one_time_sign_in/${token}`, publicUrl).toString();
}

/**
 * Redeems the link and hands the new session to the sign-in page in the `user_data` query value
 * (spec §7), which the page reads and removes at once; a dead link lands on the sign-in page of
 * its user's role with `link=<reason>`, which the page explains.
 */
export async function redeemOneTimeSignInLink(
  db: Database,
  token: string,
  userAgent?: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const redeemed = await redeemSignInLink(tx, token, 'one_time_sign_in', now);
    if ('reason' in redeemed) {
      const owner = redeemed.userId ? await findUserById(tx, redeemed.userId) : undefined;
      return `${signInPageOf(owner?.role ?? 'provider')}?${DEAD_LINK_PARAM}=${redeemed.reason}`;
    }
    const { userId } = redeemed;
    const { user, credentials } = await startSession(tx, userId, now, userAgent);
    await recordAudit(tx, { actorUserId: userId, action: 'sign_in.one_time_link' });
    const userData = snakeKeys({
      user,
      accessToken: credentials.accessToken,
      client: credentials.client,
      uid: credentials.uid,
      expiry: String(Math.floor(credentials.expiresAt.getTime() / 1000)),
    });
    const page = signInPageOf(user.role.resourceType.toLowerCase());
    return `${page}?${USER_DATA_PARAM}=${Buffer.from(JSON.stringify(userData)).toString('base64url')}`;
  });
}
