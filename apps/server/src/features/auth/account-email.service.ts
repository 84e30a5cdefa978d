import { EMAIL_CHANGE_MESSAGES } from '@dme/shared/auth/account-settings';
import { maskEmail } from '@dme/shared/shop/masked-contact';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { uniqueViolationOf } from '../../lib/safe-error-log';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import { attachGuestOrdersToAccount } from '../orders/orders.repo';
import { emailChangeCodeMail, emailChangedMail, emailInUseMail } from './auth-mail';
import { checkCurrentPassword, signInPageOf } from './password.service';
import {
  type CodeOutcome,
  issueEmailedCode,
  redeemEmailedCode,
  type SignInSettings,
} from './sign-in.service';
import { revokeOtherSessions } from './tokens.repo';
import { findUserByEmail, findUserById, moveAccountEmail, normalizeEmail } from './users.repo';

export interface EmailChangeSettings extends SignInSettings {
  PUBLIC_URL: string;
  SUPPORT_EMAIL: string;
}

/** The signed-in caller: the user and the session making the call. */
export type AccountCaller = Pick<AuthContext, 'userId' | 'tokenId'>;

/**
 * Step one of an e-mail change: the current password (a stolen session alone cannot move the
 * account to another inbox and then reset its password), then a code to the NEW address, in the
 * sign-in code's machinery (hashed, 10 minutes, 5 tries, once, capped per hour). Nothing changes
 * yet. An address another account holds gets the same reply and a code row too, so the code step
 * answers as for any address, but that address's owner is told instead of sent a code.
 */
export async function requestEmailChange(
  db: Database,
  caller: AccountCaller,
  input: { email: string; currentPassword: string },
  settings: EmailChangeSettings,
  now = new Date(),
) {
  const email = normalizeEmail(input.email);
  const user = await findUserById(db, caller.userId);
  if (user?.email === email) throw new DomainError('validation', EMAIL_CHANGE_MESSAGES.sameAddress);
  await checkCurrentPassword(db, caller.userId, input.currentPassword, settings, now);
  await db.transaction(async (tx) => {
    const holder = await findUserByEmail(tx, email);
    const code = await issueEmailedCode(
      tx,
      caller.userId,
      now,
      settings,
      { purpose: 'email_change', newEmail: email },
      EMAIL_CHANGE_MESSAGES.tooManyCodes,
    );
    const signIn = new URL(signInPageOf(holder?.role ?? 'patient'), settings.PUBLIC_URL).toString();
    await enqueueMail(tx, [holder ? emailInUseMail(email, signIn) : emailChangeCodeMail(email, code)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: 'email.change_requested',
      details: { addressInUse: Boolean(holder) },
    });
  });
  return { email, message: EMAIL_CHANGE_MESSAGES.codeSent(email) };
}

type ConfirmOutcome = CodeOutcome['outcome'] | 'address_unavailable';

/** A wrong or dead code is a form error (422), not a 401: a 401 would sign the browser out (spec §8). */
const refusalOf = (outcome: Exclude<ConfirmOutcome, 'ok'>) =>
  outcome === 'address_unavailable'
    ? new DomainError('conflict', EMAIL_CHANGE_MESSAGES.addressUnavailable)
    : new DomainError(
        'unprocessable',
        outcome === 'invalid_code'
          ? EMAIL_CHANGE_MESSAGES.invalidCode
          : EMAIL_CHANGE_MESSAGES.codeNoLongerValid,
      );

/**
 * Step two: the code from the new inbox. Only then does the account take the address — the code
 * is spent once (of two parallel right guesses one wins), a wrong guess stays counted — and in the
 * same transaction every other session of the user ends (their stored uid is the old address),
 * the old address is told, and a patient's guest orders placed with the new address become hers
 * (as a sign-in code's proof does, decision 0052). Answers the new address.
 */
export async function confirmEmailChange(
  db: Database,
  caller: AccountCaller,
  input: { code: string },
  settings: EmailChangeSettings,
  now = new Date(),
) {
  type Result = { outcome: Exclude<ConfirmOutcome, 'ok'> } | { outcome: 'ok'; email: string };
  const result = await db
    .transaction(async (tx): Promise<Result> => {
      const redeemed = await redeemEmailedCode(tx, caller.userId, input.code, now, 'email_change');
      const user = await findUserById(tx, caller.userId);
      if (redeemed.outcome !== 'ok' || !redeemed.newEmail || !user) {
        await recordAudit(tx, { actorUserId: caller.userId, action: 'email.change_invalid_code' });
        return { outcome: redeemed.outcome === 'ok' ? 'code_no_longer_valid' : redeemed.outcome };
      }
      const email = redeemed.newEmail;
      if (await findUserByEmail(tx, email)) return { outcome: 'address_unavailable' };
      await moveAccountEmail(tx, user.id, email, now);
      if (user.role === 'patient') await attachGuestOrdersToAccount(tx, user.id, email);
      const sessionsEnded = await revokeOtherSessions(tx, user.id, { tokenId: caller.tokenId }, false);
      await enqueueMail(tx, [
        emailChangedMail(user.email, {
          maskedNewEmail: maskEmail(email) ?? '',
          supportEmail: settings.SUPPORT_EMAIL,
        }),
      ]);
      await recordAudit(tx, { actorUserId: user.id, action: 'email.changed', details: { sessionsEnded } });
      return { outcome: 'ok', email };
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the write.
      if (uniqueViolationOf(error)?.includes('email')) return { outcome: 'address_unavailable' } as Result;
      throw error;
    });
  if (result.outcome !== 'ok') throw refusalOf(result.outcome);
  return { email: result.email, message: EMAIL_CHANGE_MESSAGES.changed(result.email) };
}
