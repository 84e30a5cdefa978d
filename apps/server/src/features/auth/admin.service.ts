import type { ProviderSignupBody } from '@dme/shared/auth/signup';
import type { DbOrTx } from '../../db/client';
import { randomToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/audit.repo';
import { hashPassword } from './sign-in.service';
import {
  insertPatient,
  insertProvider,
  insertProviderRegistration,
  insertSupplier,
  insertUser,
  type ProviderRegistrationPrefill,
} from './signup.repo';
import { normalizeEmail } from './users.repo';

interface AccountInput {
  email: string;
  password: string;
  isTestAccount?: boolean;
}

/** Accounts made by an admin have not agreed to the terms yet: the banner asks them at first sign-in. */
async function createUser(db: DbOrTx, input: AccountInput, role: 'provider' | 'supplier' | 'patient') {
  const user = await insertUser(db, {
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password),
    role,
    isTestAccount: input.isTestAccount ?? false,
  });
  if (!user) throw new Error(`An account with e-mail ${input.email} already exists`);
  return user;
}

/**
 * Suppliers are created by an admin (DESIGN §5), with the states they ship to; without a same-day
 * cut-off they deliver by ground, on the product's clock, until the operations console sets one.
 */
export async function createSupplierAccount(
  db: DbOrTx,
  input: AccountInput & {
    name: string;
    phoneNumber?: string;
    serviceStates: string[];
    sameDayCutoff?: string;
  },
) {
  const user = await createUser(db, input, 'supplier');
  const supplier = await insertSupplier(db, {
    userId: user.id,
    name: input.name,
    email: user.email,
    phoneNumber: input.phoneNumber ?? null,
    serviceStates: input.serviceStates,
    sameDayCutoff: input.sameDayCutoff ?? null,
  });
  await recordAudit(db, {
    actorUserId: null,
    action: 'supplier.created',
    subjectType: 'supplier',
    subjectId: supplier.id,
  });
  return { userId: user.id, supplierId: supplier.id };
}

/** A provider account without the signup form (demo data, EHR onboarding by an admin). */
export async function createProviderAccount(
  db: DbOrTx,
  input: AccountInput & { provider: ProviderSignupBody['provider']; isEhrProvider?: boolean },
) {
  const user = await createUser(db, input, 'provider');
  const { addressAttributes, ...profile } = input.provider;
  const provider = await insertProvider(db, {
    ...profile,
    ...addressAttributes,
    userId: user.id,
    isEhrProvider: input.isEhrProvider ?? false,
  });
  return { userId: user.id, providerId: provider.id };
}

export async function createPatientAccount(
  db: DbOrTx,
  input: AccountInput & { firstName?: string; lastName?: string },
) {
  const user = await createUser(db, input, 'patient');
  const patient = await insertPatient(db, {
    userId: user.id,
    email: user.email,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
  });
  return { userId: user.id, patientId: patient.id };
}

/** A signup code that prefills the provider signup form at /providers/signup/{code}. */
export async function createProviderRegistration(
  db: DbOrTx,
  prefill: ProviderRegistrationPrefill,
  code = randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase(),
) {
  await insertProviderRegistration(db, prefill, code.toUpperCase());
  return code.toUpperCase();
}
