import type { FastifyRequest } from 'fastify';

/** Who is acting, as every PHI audit row records it: the user or the patient session, and the address. */
export interface AuditCaller {
  userId: string | null;
  sessionId?: string | null;
  ipAddress: string;
}

/** The caller of a request; pass the patient session when the route resolved one. */
export const auditCallerOf = (request: FastifyRequest, session?: { id: string } | null): AuditCaller => ({
  userId: request.auth?.userId ?? null,
  sessionId: session?.id ?? null,
  ipAddress: request.ip,
});

/** Commands run on the server itself (seed, admin CLI) act from no client address: they say so. */
export const localCaller = (userId: string | null): AuditCaller => ({ userId, ipAddress: 'local' });
