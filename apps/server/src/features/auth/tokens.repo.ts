import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authTokens,
  type LinkPurpose,
  signInCodes,
  signInLinks,
  trustedDevices,
} from '../../db/schema/index';
import { randomToken, sameSecret, sha256 } from '../../lib/secure-token';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];

export interface IssuedCredentials {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

/** A new (client, token) pair for the user; the token itself is returned once and stored hashed. */
export async function issueAuthToken(db: DbOrTx, userId: string, kind: TokenKind, expiresAt: Date) {
  const credentials: IssuedCredentials = { accessToken: randomToken(), client: randomToken(12), expiresAt };
  await db.insert(authTokens).values({
    userId,
    client: credentials.client,
    tokenHash: sha256(credentials.accessToken),
    kind,
    expiresAt,
  });
  return credentials;
}

export async function findAuthToken(db: DbOrTx, userId: string, client: string) {
  const [token] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.client, client)))
    .limit(1);
  return token;
}

export const extendAuthToken = (db: DbOrTx, id: string, expiresAt: Date) =>
  db.update(authTokens).set({ expiresAt }).where(eq(authTokens.id, id));

export const deleteAuthToken = (db: DbOrTx, id: string) => db.delete(authTokens).where(eq(authTokens.id, id));

/** Password changes sign out every session and forget every trusted browser of the user. */
export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

export async function replaceSignInCode(db: DbOrTx, userId: string, code: string, expiresAt: Date) {
  await db.delete(signInCodes).where(eq(signInCodes.userId, userId));
  await db.insert(signInCodes).values({ userId, codeHash: sha256(`${userId}:${code}`), expiresAt });
}

export async function findSignInCode(db: DbOrTx, userId: string) {
  const [code] = await db.select().from(signInCodes).where(eq(signInCodes.userId, userId)).limit(1);
  return code;
}

export const codeMatches = (userId: string, code: string, codeHash: string) =>
  sameSecret(sha256(`${userId}:${code}`), codeHash);

export const countCodeAttempt = (db: DbOrTx, id: string, attempts: number) =>
  db.update(signInCodes).set({ attempts }).where(eq(signInCodes.id, id));

export const deleteSignInCode = (db: DbOrTx, userId: string) =>
  db.delete(signInCodes).where(eq(signInCodes.userId, userId));

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

/** Marks a live link used and answers its user; a used, expired or unknown link answers nothing. */
export async function redeemSignInLink(db: DbOrTx, token: string, purpose: LinkPurpose, now: Date) {
  const [link] = await db
    .select()
    .from(signInLinks)
    .where(and(eq(signInLinks.tokenHash, sha256(token)), eq(signInLinks.purpose, purpose)))
    .for('update')
    .limit(1);
  if (!link || link.usedAt || link.expiresAt <= now) return undefined;
  await db.update(signInLinks).set({ usedAt: now }).where(eq(signInLinks.id, link.id));
  return link.userId;
}
