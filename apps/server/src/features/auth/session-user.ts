import type { SessionUserReply } from '@dme/shared/auth/sign-in';
import type { UserWithProfile } from './users.repo';

const RESOURCE_TYPES = {
  provider: 'Provider',
  supplier: 'Supplier',
  patient: 'Patient',
  admin: 'Admin',
} as const;

const joinName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** The user record of spec §3 "User" as the sign-in reply carries it. */
export function toSessionUser({ user, provider, supplier, patient }: UserWithProfile): SessionUserReply {
  const profile = provider ?? supplier ?? patient;
  return {
    fullName: provider
      ? joinName(provider.firstName, provider.lastName)
      : supplier
        ? supplier.name
        : joinName(patient?.firstName, patient?.lastName),
    email: user.email,
    uid: user.email,
    role: {
      resourceType: RESOURCE_TYPES[user.role],
      resourceUuid: profile?.id ?? null,
      isTestAccount: user.isTestAccount,
      isEhrProvider: provider?.isEhrProvider ?? false,
    },
    isPatient: user.role === 'patient',
    isProvider: user.role === 'provider',
    isSupplier: user.role === 'supplier',
  };
}
