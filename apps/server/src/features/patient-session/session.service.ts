import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { cookieOptions, SESSION_COOKIE, TWENTY_YEARS_S } from '../../lib/cookies';
import { randomToken, sha256 } from '../../lib/secure-token';
import { planForSession } from '../insurance/pricing-plan';
import {
  EMPTY_SESSION_STATE,
  findLiveSession,
  type PatientSessionRow,
  storeSession,
  updateSession,
} from './session.repo';

const TOUCH_EVERY_MS = 60 * 60_000;

/** Reads a live session by its token hash, with whatever else a route needs from the same query. */
export type SessionFinder<Session extends PatientSessionRow> = (
  db: Database,
  tokenHash: string,
) => Promise<Session | undefined>;

/** Sessions answered from a cookie but not (yet) stored: a read needs no row (issue 12 item 11). */
const unstoredSessions = new WeakSet<PatientSessionRow>();

export const isStoredSession = (session: PatientSessionRow) => !unstoredSessions.has(session);

/**
 * A session's id follows from its cookie (a separately salted digest, so it reveals nothing of the
 * token hash), so the id answered on a cookie-less read is the id the row gets on the first write.
 */
export function sessionIdOfToken(token: string) {
  const hex = createHash('sha256').update(`patient-session-id:${token}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function emptySession(token: string): PatientSessionRow {
  const now = new Date();
  const session: PatientSessionRow = {
    id: sessionIdOfToken(token),
    tokenHash: sha256(token),
    ...EMPTY_SESSION_STATE,
    lastSeenAt: now,
    createdAt: now,
  };
  unstoredSessions.add(session);
  return session;
}

/**
 * The caller's anonymous patient session for a READ (DESIGN §4): the stored one, or an empty one
 * that is not stored, so crawlers and cookie-less calls leave no rows. A cookie is still set, so the
 * session id stays the same until a write stores it. Last-seen is written at most hourly.
 */
export async function readPatientSession<Session extends PatientSessionRow = PatientSessionRow>(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  find: SessionFinder<Session> = findLiveSession as SessionFinder<Session>,
): Promise<Session | PatientSessionRow> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && token.length >= 16 && token.length <= 100) {
    const session = await find(db, sha256(token));
    if (session) {
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await updateSession(db, session.id, { lastSeenAt: new Date() });
      }
      return session;
    }
    return emptySession(token);
  }
  const fresh = randomToken(24);
  reply.setCookie(SESSION_COOKIE, fresh, cookieOptions(config, TWENTY_YEARS_S));
  return emptySession(fresh);
}

/** The session as a stored row, storing it now if it was only read so far (the first write). */
export async function storedSession<Session extends PatientSessionRow>(
  db: Database,
  session: Session | PatientSessionRow,
): Promise<Session | PatientSessionRow> {
  if (isStoredSession(session)) return session;
  return storeSession(db, session.id, session.tokenHash);
}

/** The caller's session for a WRITE: stored (created with its httpOnly cookie on first need). */
export async function resolvePatientSession<Session extends PatientSessionRow = PatientSessionRow>(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  find: SessionFinder<Session> = findLiveSession as SessionFinder<Session>,
): Promise<Session | PatientSessionRow> {
  return storedSession(db, await readPatientSession(db, config, request, reply, find));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `insurance-status-uuid` header, when well formed (its ownership is checked where it is used). */
export function insuranceStatusHeader(request: FastifyRequest) {
  const value = request.headers['insurance-status-uuid'];
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

/** The session and the plan that prices it, for every priced cart change (the session is stored). */
export const resolvePricedSession = pricedWith(resolvePatientSession);

/** The session (possibly unstored) and its plan, for priced reads such as the catalogue. */
export const readPricedSession = pricedWith(readPatientSession);

/** Adds the plan that prices a session (the `insurance-status-uuid` header is checked against it). */
function pricedWith(resolve: typeof readPatientSession) {
  return async <Session extends PatientSessionRow = PatientSessionRow>(
    db: Database,
    config: Config,
    request: FastifyRequest,
    reply: FastifyReply,
    find?: SessionFinder<Session>,
  ) => {
    const session = await resolve(db, config, request, reply, find);
    return { session, plan: await planForSession(db, session, insuranceStatusHeader(request)) };
  };
}
