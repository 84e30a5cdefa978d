import { type SessionUserReply, SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import { hash, verify } from '@node-rs/argon2';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { randomDigits } from '../../lib/secure-token';
import { recordAudit } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import { signInCodeMail } from './auth-mail';
import { AUTH_LIMITS, afterFailedPassword, isCodeUsable, isLocked } from './auth-rules';
import { toSessionUser } from './session-user';
import {
  codeMatches,
  countCodeAttempt,
  deleteSignInCode,
  findSignInCode,
  type IssuedCredentials,
  issueAuthToken,
  isTrustedDevice,
  replaceSignInCode,
  trustDevice,
} from './tokens.repo';
import { findUserByEmail, findUserWithProfile, updateUser } from './users.repo';

export interface SignInInput {
  email: string;
  password: string;
  otpAttempt?: string | undefined;
  trustedDeviceToken?: string | undefined;
  ipAddress?: string;
}

export type SignInOutcome =
  | {
      kind: 'signed_in';
      user: SessionUserReply;
      credentials: IssuedCredentials & { uid: string };
      trustedDeviceToken?: string;
    }
  | { kind: 'code_sent' }
  | { kind: 'invalid_code' };

// Verifying against a fixed hash when the e-mail is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash('decoy-password-for-unknown-emails');
  return decoyHash;
};

export const hashPassword = (password: string) => hash(password);

/** Sends a fresh 6-digit code to the user (replacing any earlier one). */
export async function sendSignInCode(db: DbOrTx, user: { id: string; email: string }, now: Date) {
  const code = randomDigits(6);
  await replaceSignInCode(db, user.id, code, new Date(now.getTime() + AUTH_LIMITS.codeTtlMs));
  await enqueueMail(db, [signInCodeMail(user.email, code)]);
}

/** Starts a signed-in session for the user and describes them as the sign-in reply does. */
export async function startSession(db: DbOrTx, userId: string, now: Date) {
  const profile = await findUserWithProfile(db, userId);
  if (!profile) throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.invalidCredentials);
  const credentials = await issueAuthToken(
    db,
    userId,
    'session',
    new Date(now.getTime() + AUTH_LIMITS.sessionTtlMs),
  );
  return { user: toSessionUser(profile), credentials: { ...credentials, uid: profile.user.email } };
}

/**
 * The password always comes first; then a browser this user trusts signs straight in, and any
 * other browser must bring the e-mailed code (DESIGN §5).
 */
export async function signIn(db: Database, input: SignInInput, now = new Date()): Promise<SignInOutcome> {
  const user = await findUserByEmail(db, input.email);
  if (!user || user.role === 'admin') {
    await verify(await decoy(), input.password);
    throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.invalidCredentials);
  }
  if (isLocked(user.lockedUntil, now)) throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.lockout);

  if (!(await verify(user.passwordHash, input.password))) {
    const next = afterFailedPassword(user.failedSignInCount, now);
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        failedSignInCount: next.failedSignInCount,
        lockedUntil: next.lockedUntil,
      });
      await recordAudit(tx, {
        actorUserId: user.id,
        action: next.locked ? 'sign_in.locked' : 'sign_in.failed',
        ipAddress: input.ipAddress,
      });
    });
    throw new DomainError(
      'unauthenticated',
      next.locked ? SIGN_IN_MESSAGES.lockout : SIGN_IN_MESSAGES.invalidCredentials,
    );
  }

  return db.transaction(async (tx): Promise<SignInOutcome> => {
    if (user.failedSignInCount > 0) await updateUser(tx, user.id, { failedSignInCount: 0 });

    let trustedDeviceToken: string | undefined;
    if (!(await isTrustedDevice(tx, user.id, input.trustedDeviceToken, now))) {
      if (!input.otpAttempt) {
        await sendSignInCode(tx, user, now);
        return { kind: 'code_sent' };
      }
      const code = await findSignInCode(tx, user.id);
      if (!code || !isCodeUsable(code, now) || !codeMatches(user.id, input.otpAttempt, code.codeHash)) {
        if (code) await countCodeAttempt(tx, code.id, code.attempts + 1);
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'sign_in.invalid_code',
          ipAddress: input.ipAddress,
        });
        return { kind: 'invalid_code' };
      }
      await deleteSignInCode(tx, user.id);
      trustedDeviceToken = await trustDevice(
        tx,
        user.id,
        new Date(now.getTime() + AUTH_LIMITS.trustedDeviceTtlMs),
      );
    }

    const session = await startSession(tx, user.id, now);
    await recordAudit(tx, { actorUserId: user.id, action: 'sign_in.succeeded', ipAddress: input.ipAddress });
    return { kind: 'signed_in', ...session, ...(trustedDeviceToken ? { trustedDeviceToken } : {}) };
  });
}
