import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { authTokens, patients, providers, suppliers, type UserRole, users } from '../db/schema/index';
import { AUTH_LIMITS, shouldExtendSession } from '../features/auth/auth-rules';
import { extendAuthToken, type TokenKind } from '../features/auth/tokens.repo';
import { forbidden, unauthenticated } from '../lib/domain-error';
import { sameSecret, sha256 } from '../lib/secure-token';

/** Who is calling, from the access-token, client and uid headers (DESIGN §4). */
export interface AuthContext {
  userId: string;
  email: string;
  role: UserRole;
  kind: TokenKind;
  tokenId: string;
  /** The id of the caller's provider, supplier or patient row. */
  profileId: string | null;
  isEhrProvider: boolean;
  credentials: { accessToken: string; client: string; uid: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
};

async function authenticate(db: Database, accessToken: string, client: string, uid: string, now: Date) {
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
  if (!row || !sameSecret(row.token.tokenHash, sha256(accessToken)) || row.token.expiresAt <= now)
    return null;

  let expiresAt = row.token.expiresAt;
  if (row.token.kind === 'session' && shouldExtendSession(expiresAt, now)) {
    expiresAt = new Date(now.getTime() + AUTH_LIMITS.sessionTtlMs);
    await extendAuthToken(db, row.token.id, expiresAt);
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
  } satisfies AuthContext;
}

/** The devise_token_auth reply headers; the web client stores whatever it receives. */
export function sendCredentials(reply: FastifyReply, credentials: AuthContext['credentials']) {
  reply.header('access-token', credentials.accessToken);
  reply.header('client', credentials.client);
  reply.header('uid', credentials.uid);
  reply.header('expiry', String(Math.floor(credentials.expiresAt.getTime() / 1000)));
  reply.header('token-type', 'Bearer');
  reply.header('cache-control', 'no-store');
}

/** Resolves `request.auth` for every request and echoes the current credentials on the reply. */
export const authPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const accessToken = header(request, 'access-token');
    const client = header(request, 'client');
    const uid = header(request, 'uid');
    if (!accessToken || !client || !uid) return;
    request.auth = await authenticate(db, accessToken, client, uid, new Date());
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.auth && request.auth.kind === 'session' && !reply.hasHeader('access-token')) {
      sendCredentials(reply, request.auth.credentials);
    }
  });
});

interface RequireOptions {
  roles?: readonly UserRole[];
  /** Password-reset credentials only work where a route allows them (PUT /auth/password). */
  kinds?: readonly TokenKind[];
}

/** The caller, or 401 when signed out and 403 when their role may not use the route. */
export function requireUser(request: FastifyRequest, { roles, kinds = ['session'] }: RequireOptions = {}) {
  const auth = request.auth;
  if (!auth || !kinds.includes(auth.kind)) throw unauthenticated();
  if (roles && !roles.includes(auth.role)) throw forbidden();
  return auth;
}
