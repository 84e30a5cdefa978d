import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  patients,
  providerRegistrations,
  providers,
  providerTypes,
  suppliers,
  users,
} from '../../db/schema/index';

export async function findOpenRegistration(db: DbOrTx, code: string) {
  const [registration] = await db
    .select()
    .from(providerRegistrations)
    .where(
      and(
        eq(providerRegistrations.code, code.trim().toUpperCase()),
        isNull(providerRegistrations.usedAt),
        // A code an admin revoked (the operations console) prefills and admits nothing.
        isNull(providerRegistrations.revokedAt),
      ),
    )
    .limit(1);
  return registration;
}

export const markRegistrationUsed = (db: DbOrTx, id: string, now: Date) =>
  db.update(providerRegistrations).set({ usedAt: now }).where(eq(providerRegistrations.id, id));

export async function providerTypeExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: providerTypes.id })
    .from(providerTypes)
    .where(eq(providerTypes.id, id))
    .limit(1);
  return Boolean(row);
}

export async function npiTaken(db: DbOrTx, npi: string) {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.npi, npi)).limit(1);
  return Boolean(row);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

export async function insertProvider(db: DbOrTx, values: typeof providers.$inferInsert) {
  const [provider] = await db.insert(providers).values(values).returning({ id: providers.id });
  if (!provider) throw new Error('provider insert returned nothing');
  return provider;
}

export async function insertPatient(db: DbOrTx, values: typeof patients.$inferInsert) {
  const [patient] = await db.insert(patients).values(values).returning({ id: patients.id });
  if (!patient) throw new Error('patient insert returned nothing');
  return patient;
}

export async function insertSupplier(db: DbOrTx, values: typeof suppliers.$inferInsert) {
  const [supplier] = await db.insert(suppliers).values(values).returning({ id: suppliers.id });
  if (!supplier) throw new Error('supplier insert returned nothing');
  return supplier;
}

export type ProviderRegistrationPrefill = Omit<
  typeof providerRegistrations.$inferInsert,
  'id' | 'code' | 'usedAt' | 'createdAt'
>;

/** Stores a signup code; one that exists already is kept as it is (the seed's fixed demo codes). */
export const insertProviderRegistration = (db: DbOrTx, prefill: ProviderRegistrationPrefill, code: string) =>
  db
    .insert(providerRegistrations)
    .values({ ...prefill, code })
    .onConflictDoNothing({ target: providerRegistrations.code });
