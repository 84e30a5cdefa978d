import type { PatientSignupBody, ProviderSignupBody } from '@dme/shared/auth/signup';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import { acceptCurrentTerms } from '../terms/terms.service';
import { hashPassword, sendSignInCode, startSession } from './sign-in.service';
import {
  findOpenRegistration,
  insertPatient,
  insertProvider,
  insertUser,
  markRegistrationUsed,
  npiTaken,
  providerTypeExists,
} from './signup.repo';
import { normalizeEmail } from './users.repo';

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

/** Patients sign in at once (spec: the reply carries the access headers). */
export async function registerPatient(db: Database, body: PatientSignupBody, now = new Date()) {
  const passwordHash = await hashPassword(body.user.password);
  return db.transaction(async (tx) => {
    const email = normalizeEmail(body.user.email);
    const created = await insertUser(tx, { email, passwordHash, role: 'patient' });
    if (!created) throw new DomainError('validation', SIGNUP_MESSAGES.emailTaken);
    const patient = await insertPatient(tx, { userId: created.id, email });
    await acceptCurrentTerms(tx, created.id, now);
    await recordAudit(tx, {
      actorUserId: created.id,
      action: 'patient.signed_up',
      subjectType: 'patient',
      subjectId: patient.id,
    });
    return startSession(tx, created.id, now);
  });
}
