import type { Database } from '../../db/client';
import { sameSecret, sha256 } from '../../lib/secure-token';
import type { AuthContext } from '../../plugins/auth';
import { AUTH_LIMITS, shouldExtendSession } from './auth-rules';
import { extendAuthToken, findClientToken } from './tokens.repo';

/**
 * The caller named by the devise_token_auth headers (DESIGN §4), or null: an unknown pair, a wrong
 * token or an expired one. A session token in use slides forward (`shouldExtendSession`).
 */
export async function authenticateToken(
  db: Database,
  { accessToken, client, uid }: { accessToken: string; client: string; uid: string },
  now: Date,
): Promise<AuthContext | null> {
  const row = await findClientToken(db, uid, client);
  if (!row || !sameSecret(row.token.tokenHash, sha256(accessToken)) || row.token.expiresAt <= now)
    return null;

  let expiresAt = row.token.expiresAt;
  if (row.token.kind === 'session' && shouldExtendSession(expiresAt, now)) {
    expiresAt = new Date(now.getTime() + AUTH_LIMITS.sessionTtlMs);
    await extendAuthToken(db, row.token.id, expiresAt, now);
  }
  return {
    userId: row.token.userId,
    email: row.email,
    role: row.role,
    kind: row.token.kind,
    tokenId: row.token.id,
    profileId: row.providerId ?? row.supplierId ?? row.patientId ?? null,
    isEhrProvider: row.isEhrProvider ?? false,
    credentials: { accessToken, client, uid: row.email, expiresAt },
  };
}
