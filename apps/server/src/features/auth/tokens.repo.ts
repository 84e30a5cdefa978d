import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authTokens,
  type CodePurpose,
  type LinkPurpose,
  patients,
  providers,
  signInCodes,
  signInLinks,
  suppliers,
  trustedDevices,
  users,
} from '../../db/schema/index';
import { randomToken, sameSecret, sha256 } from '../../lib/secure-token';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];

export interface IssuedCredentials {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

/** A User-Agent header is the client's to write: only so much of it is kept. */
const MAX_USER_AGENT = 512;

/** A new (client, token) pair for the user; the token itself is returned once and stored hashed. */
export async function issueAuthToken(
  db: DbOrTx,
  userId: string,
  kind: TokenKind,
  expiresAt: Date,
  userAgent?: string | null,
) {
  const credentials: IssuedCredentials = { accessToken: randomToken(), client: randomToken(12), expiresAt };
  await db.insert(authTokens).values({
    userId,
    client: credentials.client,
    tokenHash: sha256(credentials.accessToken),
    kind,
    expiresAt,
    userAgent: userAgent?.slice(0, MAX_USER_AGENT) || null,
  });
  return credentials;
}

/**
 * The token of a (uid, client) pair with its user's role and profile ids, for the header check of
 * every request. The token hash is compared by the caller in constant time, not in SQL.
 */
export async function findClientToken(db: DbOrTx, uid: string, client: string) {
  const [row] = await db
    .select({
      token: authTokens,
      email: users.email,
      role: users.role,
      providerId: providers.id,
      isEhrProvider: providers.isEhrProvider,
      supplierId: suppliers.id,
      patientId: patients.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(providers, eq(providers.userId, users.id))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .leftJoin(patients, eq(patients.userId, users.id))
    .where(and(eq(users.email, uid.toLowerCase()), eq(authTokens.client, client)))
    .limit(1);
  return row;
}

/** The sliding expiry moves on; the session was used now. */
export const extendAuthToken = (db: DbOrTx, id: string, expiresAt: Date, now: Date) =>
  db.update(authTokens).set({ expiresAt, lastUsedAt: now }).where(eq(authTokens.id, id));

export const deleteAuthToken = (db: DbOrTx, id: string) => db.delete(authTokens).where(eq(authTokens.id, id));

/** A password reset signs out every session and forgets every trusted browser of the user. */
export async function revokeAllSessions(db: DbOrTx, userId: string) {
  const ended = await db
    .delete(authTokens)
    .where(eq(authTokens.userId, userId))
    .returning({ id: authTokens.id });
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  return ended.length;
}

/**
 * Every session of the user but `keepTokenId` ends; with `forgetDevices`, every trusted browser
 * but the one whose cookie is `keepDeviceToken` is forgotten too. Answers how many sessions ended.
 */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keep: { tokenId: string; deviceToken?: string | undefined },
  forgetDevices: boolean,
) {
  const ended = await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keep.tokenId)))
    .returning({ id: authTokens.id });
  if (forgetDevices) {
    await db
      .delete(trustedDevices)
      .where(
        and(
          eq(trustedDevices.userId, userId),
          keep.deviceToken ? ne(trustedDevices.tokenHash, sha256(keep.deviceToken)) : undefined,
        ),
      );
  }
  return ended.length;
}

/** The user's live signed-in sessions (not reset-link credentials), most recently used first. */
export function listSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: authTokens.id,
      userAgent: authTokens.userAgent,
      lastUsedAt: authTokens.lastUsedAt,
      createdAt: authTokens.createdAt,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'session'), gt(authTokens.expiresAt, now)))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.createdAt));
}

/** Ends one session, only if it is this user's: answers whether there was one to end. */
export async function deleteSessionOfUser(db: DbOrTx, userId: string, tokenId: string) {
  const [row] = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), eq(authTokens.kind, 'session')))
    .returning({ id: authTokens.id });
  return Boolean(row);
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What a code proves: a sign-in, or the address an e-mail change moves the account to. */
export type CodeTarget = { purpose: 'sign_in' } | { purpose: 'email_change'; newEmail: string };
const SIGN_IN: CodeTarget = { purpose: 'sign_in' };

/**
 * Stores a new code for the user and purpose (replacing the last one, with a fresh 5-try budget)
 * unless the account already received `maxPerHour` codes of that purpose this hour: a new password
 * sign-in must not mint an endless supply of guesses. Answers false when the cap is reached
 * (nothing is changed then).
 */
export async function issueSignInCode(
  db: DbOrTx,
  userId: string,
  code: string,
  expiresAt: Date,
  maxPerHour: number,
  now: Date,
  target: CodeTarget = SIGN_IN,
) {
  const inWindow = sql`${signInCodes.windowStartedAt} > ${at(new Date(now.getTime() - 60 * 60_000))}`;
  const newEmail = target.purpose === 'email_change' ? target.newEmail : null;
  const [row] = await db
    .insert(signInCodes)
    .values({
      userId,
      purpose: target.purpose,
      newEmail,
      codeHash: sha256(`${userId}:${code}`),
      expiresAt,
      windowStartedAt: now,
    })
    .onConflictDoUpdate({
      target: [signInCodes.userId, signInCodes.purpose],
      set: {
        newEmail: sql`excluded.new_email`,
        codeHash: sql`excluded.code_hash`,
        expiresAt: sql`excluded.expires_at`,
        attempts: 0,
        usedAt: null,
        issuedInWindow: sql`case when ${inWindow} then ${signInCodes.issuedInWindow} + 1 else 1 end`,
        windowStartedAt: sql`case when ${inWindow} then ${signInCodes.windowStartedAt} else ${at(now)} end`,
      },
      setWhere: sql`not (${inWindow}) or ${signInCodes.issuedInWindow} < ${maxPerHour}`,
    })
    .returning({ id: signInCodes.id });
  return Boolean(row);
}

/**
 * Spends one of the live code's tries in a single statement and answers its hash, so parallel
 * guesses cannot all be compared: only the first `maxAttempts` of them are. Undefined when there
 * is no live code (none, used, expired or out of tries).
 */
export async function claimCodeAttempt(
  db: DbOrTx,
  userId: string,
  maxAttempts: number,
  now: Date,
  purpose: CodePurpose = 'sign_in',
) {
  const [code] = await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(
      and(
        eq(signInCodes.userId, userId),
        eq(signInCodes.purpose, purpose),
        isNull(signInCodes.usedAt),
        sql`${signInCodes.attempts} < ${maxAttempts}`,
        sql`${signInCodes.expiresAt} > ${at(now)}`,
      ),
    )
    .returning({ id: signInCodes.id, codeHash: signInCodes.codeHash, newEmail: signInCodes.newEmail });
  return code;
}

export const codeMatches = (userId: string, code: string, codeHash: string) =>
  sameSecret(sha256(`${userId}:${code}`), codeHash);

/** Marks the code used, once: of two parallel right guesses only one succeeds. */
export async function useSignInCode(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt)))
    .returning({ id: signInCodes.id });
  return Boolean(row);
}

export async function trustDevice(db: DbOrTx, userId: string, expiresAt: Date) {
  const token = randomToken();
  await db.insert(trustedDevices).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

export async function isTrustedDevice(db: DbOrTx, userId: string, token: string | undefined, now: Date) {
  if (!token) return false;
  const [device] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(device);
}

export async function createSignInLink(db: DbOrTx, userId: string, purpose: LinkPurpose, expiresAt: Date) {
  const token = randomToken();
  await db.insert(signInLinks).values({ userId, purpose, tokenHash: sha256(token), expiresAt });
  return token;
}

export type DeadLinkReason = 'used' | 'expired' | 'unknown';

/**
 * Marks a live link used and answers its user; a used, expired or unknown link answers why it
 * cannot be used (the page it lands on says so), and whose it was when known.
 */
export async function redeemSignInLink(
  db: DbOrTx,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ userId: string } | { reason: DeadLinkReason; userId?: string }> {
  const [link] = await db
    .select()
    .from(signInLinks)
    .where(and(eq(signInLinks.tokenHash, sha256(token)), eq(signInLinks.purpose, purpose)))
    .for('update')
    .limit(1);
  if (!link) return { reason: 'unknown' };
  if (link.usedAt) return { reason: 'used', userId: link.userId };
  if (link.expiresAt <= now) return { reason: 'expired', userId: link.userId };
  await db.update(signInLinks).set({ usedAt: now }).where(eq(signInLinks.id, link.id));
  return { userId: link.userId };
}
