import type { PatientSignupBody, ProviderSignupBody } from '@dme/shared/auth/signup';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import { acceptCurrentTerms } from '../terms/terms.service';
import { signupAttemptMail } from './auth-mail';
import { recoveryPageOf, signInPageOf } from './password.service';
import { hashPassword, type SignInSettings, sendSignInCode } from './sign-in.service';
import {
  findOpenRegistration,
  insertPatient,
  insertProvider,
  insertUser,
  markRegistrationUsed,
  npiTaken,
  providerTypeExists,
} from './signup.repo';
import { findUserByEmail, normalizeEmail } from './users.repo';

export const SIGNUP_MESSAGES = {
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  npiTaken: 'A provider with this NPI is already registered. Please sign in or contact support.',
  unknownProviderType: 'Provider type is not valid',
  signupCodeNotFound: 'Signup code not found',
} as const;

export async function findProviderRegistration(db: Database, code: string) {
  const registration = await findOpenRegistration(db, code);
  if (!registration) throw notFound(SIGNUP_MESSAGES.signupCodeNotFound);
  const { id: _id, usedAt: _usedAt, createdAt: _createdAt, ...prefill } = registration;
  const formalFullName = [prefill.firstName, prefill.lastName].filter(Boolean).join(' ') || null;
  return { ...prefill, formalFullName };
}

/**
 * Creates the provider and their user in one transaction and e-mails a sign-in code: the first
 * sign-in proves the e-mail address before any PHI is reachable.
 */
export async function registerProvider(db: Database, body: ProviderSignupBody, now = new Date()) {
  const { provider, user, signupCode } = body;
  const passwordHash = await hashPassword(user.password);
  return db.transaction(async (tx) => {
    if (!(await providerTypeExists(tx, provider.providerTypeId))) {
      throw new DomainError('validation', SIGNUP_MESSAGES.unknownProviderType);
    }
    if (await npiTaken(tx, provider.npi)) throw new DomainError('validation', SIGNUP_MESSAGES.npiTaken);
    const registration = signupCode ? await findOpenRegistration(tx, signupCode) : undefined;
    if (signupCode && !registration) throw new DomainError('validation', SIGNUP_MESSAGES.signupCodeNotFound);

    const created = await insertUser(tx, {
      email: normalizeEmail(user.email),
      passwordHash,
      role: 'provider',
    });
    if (!created) throw new DomainError('validation', SIGNUP_MESSAGES.emailTaken);
    const { addressAttributes, ...profile } = provider;
    const row = await insertProvider(tx, {
      ...profile,
      ...addressAttributes,
      faxNumber: profile.faxNumber || null,
      practiceName: profile.practiceName || null,
      streetLine2: addressAttributes.streetLine2 || null,
      userId: created.id,
    });
    if (registration) await markRegistrationUsed(tx, registration.id, now);
    await acceptCurrentTerms(tx, created.id, now);
    await sendSignInCode(tx, created, now);
    await recordAudit(tx, {
      actorUserId: created.id,
      action: 'provider.signed_up',
      subjectType: 'provider',
      subjectId: row.id,
    });
    return { uuid: row.id };
  });
}

/**
 * Patient signup proves the address before anything is trusted (issue 12): a new account is
 * created unverified and the e-mailed sign-in code finishes it through POST /auth/sign_in. An
 * address that already has an account gets the very same reply (no way to probe for accounts),
 * and its owner an e-mail saying someone tried. Both paths hash a password and write a mail, so
 * they also take about as long.
 */
export async function registerPatient(
  db: Database,
  body: PatientSignupBody,
  settings: { publicUrl: string } & SignInSettings,
  now = new Date(),
) {
  const passwordHash = await hashPassword(body.user.password);
  await db.transaction(async (tx) => {
    const email = normalizeEmail(body.user.email);
    const created = await insertUser(tx, { email, passwordHash, role: 'patient' });
    if (!created) {
      const existing = await findUserByEmail(tx, email);
      const page = signInPageOf(existing?.role ?? 'patient');
      await enqueueMail(tx, [
        signupAttemptMail(email, {
          signIn: new URL(page, settings.publicUrl).toString(),
          recovery: new URL(recoveryPageOf(existing?.role ?? 'patient'), settings.publicUrl).toString(),
        }),
      ]);
      // Not the owner's action: recorded against their account as the subject, with no actor.
      await recordAudit(tx, {
        actorUserId: null,
        action: 'patient.signup_existing_email',
        ...(existing ? { subjectType: 'user', subjectId: existing.id } : {}),
      });
      return;
    }
    const patient = await insertPatient(tx, { userId: created.id, email });
    await acceptCurrentTerms(tx, created.id, now);
    await recordAudit(tx, {
      actorUserId: created.id,
      action: 'patient.signed_up',
      subjectType: 'patient',
      subjectId: patient.id,
    });
    await sendSignInCode(tx, created, now, settings);
  });
  return { otp: 'prompt' as const };
}
