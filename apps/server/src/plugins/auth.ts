import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { UserRole } from '../db/schema/index';
import { authenticateToken } from '../features/auth/token-auth.service';
import type { TokenKind } from '../features/auth/tokens.repo';
import { forbidden, unauthenticated } from '../lib/domain-error';

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
  // Callback hooks, not async ones: they run on every request, and most have nothing to wait for
  // (an async hook costs a promise and a turn of the queue each time; issue 18).
  app.addHook('onRequest', (request, _reply, done) => {
    const accessToken = header(request, 'access-token');
    const client = header(request, 'client');
    const uid = header(request, 'uid');
    if (!accessToken || !client || !uid) return done();
    authenticateToken(db, { accessToken, client, uid }, new Date()).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.auth && request.auth.kind === 'session' && !reply.hasHeader('access-token')) {
      sendCredentials(reply, request.auth.credentials);
    }
    done(null, payload);
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
