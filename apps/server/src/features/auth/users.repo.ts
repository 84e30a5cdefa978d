import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patients, providers, suppliers, users } from '../../db/schema/index';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export type UserRow = typeof users.$inferSelect;

/** The user with the profile of their role, in one query (what the sign-in reply describes). */
export async function findUserWithProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      user: users,
      provider: {
        id: providers.id,
        firstName: providers.firstName,
        lastName: providers.lastName,
        isEhrProvider: providers.isEhrProvider,
      },
      supplier: { id: suppliers.id, name: suppliers.name },
      patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName },
    })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .leftJoin(patients, eq(patients.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type UserWithProfile = NonNullable<Awaited<ReturnType<typeof findUserWithProfile>>>;

export function updateUser(db: DbOrTx, userId: string, values: Partial<typeof users.$inferInsert>) {
  return db.update(users).set(values).where(eq(users.id, userId));
}
