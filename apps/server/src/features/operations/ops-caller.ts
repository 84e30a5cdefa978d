import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { type AuditCaller, auditCallerOf } from '../audit/audit-caller';

/** An admin console caller (401 signed out, 403 any other role), as its audit rows record it. */
export interface OpsCaller extends AuditCaller {
  userId: string;
}

export function opsCaller(request: FastifyRequest): OpsCaller {
  const auth = requireUser(request, { roles: ['admin'] });
  return { ...auditCallerOf(request), userId: auth.userId };
}
