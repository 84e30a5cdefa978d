import { and, eq, isNull, sql } from 'drizzle-orm';
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

export async function findUserById(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

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

/** A timestamp parameter both drivers (pg, PGlite) read the same way. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface AttemptLimits {
  maxFailures: number;
  lockoutMs: number;
  maxPerWindow: number;
  windowMs: number;
}

/**
 * Reserves one sign-in attempt for the account in a single statement, BEFORE the (slow) password
 * check, so parallel requests cannot all be checked against a stale count: the attempt counts as
 * a failure until it proves otherwise, the one that reaches the limit locks the account at once,
 * and a locked account or a full per-account window reserves nothing. An expired lock starts a
 * fresh count. Answers the counters after the reservation, or undefined when refused.
 */
export async function reserveSignInAttempt(db: DbOrTx, userId: string, limits: AttemptLimits, now: Date) {
  const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${at(now)})`;
  const inWindow = sql`(${users.signInWindowStartedAt} is not null and ${users.signInWindowStartedAt} > ${at(new Date(now.getTime() - limits.windowMs))})`;
  const lockUntil = at(new Date(now.getTime() + limits.lockoutMs));
  const [row] = await db
    .update(users)
    .set({
      failedSignInCount: sql`case when ${lockExpired} then 1 else ${users.failedSignInCount} + 1 end`,
      lockedUntil: sql`case
        when not ${lockExpired} and ${users.failedSignInCount} + 1 >= ${limits.maxFailures} then ${lockUntil}
        when ${lockExpired} and 1 >= ${limits.maxFailures} then ${lockUntil}
        else null end`,
      signInWindowStartedAt: sql`case when ${inWindow} then ${users.signInWindowStartedAt} else ${at(now)} end`,
      signInWindowAttempts: sql`case when ${inWindow} then ${users.signInWindowAttempts} + 1 else 1 end`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${at(now)})`,
        sql`not (${inWindow} and ${users.signInWindowAttempts} >= ${limits.maxPerWindow})`,
      ),
    )
    .returning({ failedSignInCount: users.failedSignInCount, lockedUntil: users.lockedUntil });
  return row;
}

/**
 * The password was right: clears the failure count, unless another attempt locked the account in
 * the meantime (then the sign-in is refused). `ownLock` is the lock this very attempt set as the
 * tenth reservation, which its own success lifts. Answers whether the account is still open.
 */
export async function settleSuccessfulPassword(db: DbOrTx, userId: string, ownLock: Date | null, now: Date) {
  const open = sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${at(now)}${
    ownLock ? sql` or ${users.lockedUntil} = ${at(ownLock)}` : sql``
  })`;
  const [row] = await db
    .update(users)
    .set({ failedSignInCount: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), open))
    .returning({ id: users.id });
  return Boolean(row);
}

/** Records that the user proved their address (an e-mailed code); the first proof only. */
export const markEmailVerified = (db: DbOrTx, userId: string, now: Date) =>
  db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));

/**
 * Moves the account to a proven address (and the patient record of a patient with it). The
 * address is unique: an account that took it meanwhile makes this throw a unique violation.
 */
export async function moveAccountEmail(db: DbOrTx, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
  await db.update(patients).set({ email }).where(eq(patients.userId, userId));
}
