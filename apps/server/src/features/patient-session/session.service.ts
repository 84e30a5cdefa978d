import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { cookieOptions, SESSION_COOKIE, TWENTY_YEARS_S } from '../../lib/cookies';
import { randomToken, sha256 } from '../../lib/secure-token';
import { planForSession } from '../insurance/pricing-plan';
import { findLiveSession, insertSession, type PatientSessionRow, updateSession } from './session.repo';

const TOUCH_EVERY_MS = 60 * 60_000;

/** Reads a live session by its token hash, with whatever else a route needs from the same query. */
export type SessionFinder<Session extends PatientSessionRow> = (
  db: Database,
  tokenHash: string,
) => Promise<Session | undefined>;

/**
 * The caller's anonymous patient session (DESIGN §4), created on first need with a fresh
 * httpOnly cookie. The last-seen time is written at most hourly, so reads stay reads.
 */
export async function resolvePatientSession<Session extends PatientSessionRow = PatientSessionRow>(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  find: SessionFinder<Session> = findLiveSession as SessionFinder<Session>,
): Promise<Session | PatientSessionRow> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && token.length <= 100) {
    const session = await find(db, sha256(token));
    if (session) {
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await updateSession(db, session.id, { lastSeenAt: new Date() });
      }
      return session;
    }
  }
  const fresh = randomToken(24);
  reply.setCookie(SESSION_COOKIE, fresh, cookieOptions(config, TWENTY_YEARS_S));
  return insertSession(db, sha256(fresh));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `insurance-status-uuid` header, when well formed (its ownership is checked where it is used). */
export function insuranceStatusHeader(request: FastifyRequest) {
  const value = request.headers['insurance-status-uuid'];
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

/** The session and the plan that prices it, for every priced read and cart change. */
export async function resolvePricedSession<Session extends PatientSessionRow = PatientSessionRow>(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  find?: SessionFinder<Session>,
) {
  const session = await resolvePatientSession(db, config, request, reply, find);
  return { session, plan: await planForSession(db, session, insuranceStatusHeader(request)) };
}
