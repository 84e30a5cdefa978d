import { type SessionUserReply, SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { randomDigits } from '../../lib/secure-token';
import { recordAudit } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import { attachGuestOrdersToAccount } from '../orders/orders.repo';
import { signInCodeMail } from './auth-mail';
import { AUTH_LIMITS } from './auth-rules';
import { toSessionUser } from './session-user';
import {
  type CodeTarget,
  claimCodeAttempt,
  codeMatches,
  type IssuedCredentials,
  issueAuthToken,
  issueSignInCode,
  isTrustedDevice,
  trustDevice,
  useSignInCode,
} from './tokens.repo';
import {
  findUserByEmail,
  findUserWithProfile,
  markEmailVerified,
  reserveSignInAttempt,
  settleSuccessfulPassword,
  type UserRow,
} from './users.repo';

/** The per-account limits that settings may raise (the end-to-end run signs the demo accounts in often). */
export type SignInSettings = Pick<Config, 'SIGN_IN_ATTEMPTS_PER_ACCOUNT' | 'SIGN_IN_CODES_PER_HOUR'>;

const DEFAULT_SIGN_IN_SETTINGS: SignInSettings = {
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: 20,
  SIGN_IN_CODES_PER_HOUR: 5,
};

export interface SignInInput {
  email: string;
  password: string;
  otpAttempt?: string | undefined;
  trustedDeviceToken?: string | undefined;
  ipAddress?: string;
  /** Named in the account's list of signed-in sessions. */
  userAgent?: string | undefined;
}

export type SignInOutcome =
  | {
      kind: 'signed_in';
      user: SessionUserReply;
      credentials: IssuedCredentials & { uid: string };
      trustedDeviceToken?: string;
    }
  | { kind: 'code_sent' }
  | { kind: 'invalid_code' }
  | { kind: 'code_no_longer_valid' };

// Verifying against a fixed hash when the e-mail is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash('decoy-password-for-unknown-emails');
  return decoyHash;
};

/** As slow as checking a real password, for paths that must not be told apart by timing. */
const verifyDecoyPassword = async (password: string) => {
  await verify(await decoy(), password);
};

export const hashPassword = (password: string) => hash(password);

/**
 * Stores a fresh 6-digit code of the target's purpose for the user (replacing any earlier one)
 * and answers it for the caller to mail, within the hourly cap of codes per account and purpose;
 * past it the caller is told to wait (429) instead of receiving a new budget.
 */
export async function issueEmailedCode(
  db: DbOrTx,
  userId: string,
  now: Date,
  settings: SignInSettings,
  target: CodeTarget,
  tooManyMessage: string,
) {
  const code = randomDigits(6);
  const issued = await issueSignInCode(
    db,
    userId,
    code,
    new Date(now.getTime() + AUTH_LIMITS.codeTtlMs),
    settings.SIGN_IN_CODES_PER_HOUR,
    now,
    target,
  );
  if (!issued) throw new DomainError('throttled', tooManyMessage);
  return code;
}

/** E-mails the user a fresh sign-in code (see `issueEmailedCode`). */
export async function sendSignInCode(
  db: DbOrTx,
  user: { id: string; email: string },
  now: Date,
  settings: SignInSettings = DEFAULT_SIGN_IN_SETTINGS,
) {
  const code = await issueEmailedCode(
    db,
    user.id,
    now,
    settings,
    { purpose: 'sign_in' },
    SIGN_IN_MESSAGES.tooManyCodes,
  );
  await enqueueMail(db, [signInCodeMail(user.email, code)]);
}

/** Starts a signed-in session for the user and describes them as the sign-in reply does. */
export async function startSession(db: DbOrTx, userId: string, now: Date, userAgent?: string) {
  const profile = await findUserWithProfile(db, userId);
  if (!profile) throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.invalidCredentials);
  const credentials = await issueAuthToken(
    db,
    userId,
    'session',
    new Date(now.getTime() + AUTH_LIMITS.sessionTtlMs),
    userAgent,
  );
  return { user: toSessionUser(profile), credentials: { ...credentials, uid: profile.user.email } };
}

/**
 * Checks a user's password under the lockout rules, race-free: the attempt is reserved (counted)
 * atomically before the slow argon2 check, so of any burst only the first ten are ever checked
 * and the tenth failure locks the account; a right password clears the count. Throws the
 * spec's 401 messages, or 429 when the per-account limiter is full.
 */
export async function checkPasswordWithLockout(
  db: Database,
  user: UserRow,
  password: string,
  settings: SignInSettings,
  ipAddress: string | undefined,
  now: Date,
) {
  const limits = {
    maxFailures: AUTH_LIMITS.maxFailedSignIns,
    lockoutMs: AUTH_LIMITS.lockoutMs,
    maxPerWindow: settings.SIGN_IN_ATTEMPTS_PER_ACCOUNT,
    windowMs: AUTH_LIMITS.accountWindowMs,
  };
  const reserved = await reserveSignInAttempt(db, user.id, limits, now);
  if (!reserved) {
    const current = await findUserByEmail(db, user.email);
    if (current?.lockedUntil && current.lockedUntil > now) {
      throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.lockout);
    }
    throw new DomainError('throttled', SIGN_IN_MESSAGES.tooManyAttempts);
  }

  if (await verify(user.passwordHash, password)) {
    if (!(await settleSuccessfulPassword(db, user.id, reserved.lockedUntil, now))) {
      throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.lockout);
    }
    return;
  }
  const locked = reserved.lockedUntil !== null;
  await recordAudit(db, {
    actorUserId: user.id,
    action: locked ? 'sign_in.locked' : 'sign_in.failed',
    ipAddress,
  });
  throw new DomainError(
    'unauthenticated',
    locked ? SIGN_IN_MESSAGES.lockout : SIGN_IN_MESSAGES.invalidCredentials,
  );
}

/**
 * The password always comes first; then a browser this user trusts signs straight in, and any
 * other browser must bring the e-mailed code (DESIGN §5). A completed code proves the address:
 * the account is marked verified and, for a patient, the guest orders placed with that address
 * become theirs, in the same transaction.
 */
export async function signIn(
  db: Database,
  input: SignInInput,
  now = new Date(),
  settings: SignInSettings = DEFAULT_SIGN_IN_SETTINGS,
): Promise<SignInOutcome> {
  const user = await findUserByEmail(db, input.email);
  // Admins sign in here too (the operations console), with the same code step and session rules.
  if (!user) {
    await verifyDecoyPassword(input.password);
    throw new DomainError('unauthenticated', SIGN_IN_MESSAGES.invalidCredentials);
  }
  await checkPasswordWithLockout(db, user, input.password, settings, input.ipAddress, now);

  return db.transaction(async (tx): Promise<SignInOutcome> => {
    let trustedDeviceToken: string | undefined;
    if (!(await isTrustedDevice(tx, user.id, input.trustedDeviceToken, now))) {
      if (!input.otpAttempt) {
        await sendSignInCode(tx, user, now, settings);
        return { kind: 'code_sent' };
      }
      const { outcome } = await redeemEmailedCode(tx, user.id, input.otpAttempt, now);
      if (outcome !== 'ok') {
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'sign_in.invalid_code',
          ipAddress: input.ipAddress,
        });
        return { kind: outcome };
      }
      await markEmailVerified(tx, user.id, now);
      if (user.role === 'patient') await attachGuestOrdersToAccount(tx, user.id, user.email);
      trustedDeviceToken = await trustDevice(
        tx,
        user.id,
        new Date(now.getTime() + AUTH_LIMITS.trustedDeviceTtlMs),
      );
    }

    const session = await startSession(tx, user.id, now, input.userAgent);
    await recordAudit(tx, { actorUserId: user.id, action: 'sign_in.succeeded', ipAddress: input.ipAddress });
    return { kind: 'signed_in', ...session, ...(trustedDeviceToken ? { trustedDeviceToken } : {}) };
  });
}

export type CodeOutcome =
  | { outcome: 'ok'; newEmail: string | null }
  | { outcome: 'invalid_code' | 'code_no_longer_valid' };

/**
 * One guess at the user's live code of that purpose: only guesses that won one of its tries are
 * compared at all, and a right one is used once. Run it in a transaction that commits whatever it
 * answers, so a wrong guess stays counted. An `ok` names the address an e-mail change code proves.
 */
export async function redeemEmailedCode(
  tx: DbOrTx,
  userId: string,
  guess: string,
  now: Date,
  purpose: CodeTarget['purpose'] = 'sign_in',
): Promise<CodeOutcome> {
  const code = await claimCodeAttempt(tx, userId, AUTH_LIMITS.maxCodeAttempts, now, purpose);
  if (!code) return { outcome: 'code_no_longer_valid' };
  if (!codeMatches(userId, guess, code.codeHash)) return { outcome: 'invalid_code' };
  if (!(await useSignInCode(tx, code.id, now))) return { outcome: 'code_no_longer_valid' };
  return { outcome: 'ok', newEmail: code.newEmail };
}
