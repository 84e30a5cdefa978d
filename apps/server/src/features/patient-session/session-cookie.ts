import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { cookieOptions, SESSION_COOKIE, setFreshSessionCookie, TWENTY_YEARS_S } from '../../lib/cookies';
import { planForSession, planOfStatus } from '../insurance/pricing-plan';
import { findLiveSessionWithPlan, type PatientSessionRow, type PricedSessionRow } from './session.repo';
import {
  isStoredSession,
  isWellFormedToken,
  readSessionOfToken,
  type SessionFinder,
  storedSession,
} from './session.service';

/*
 * The HTTP side of the anonymous patient session, for routes: the `session_id` cookie is read here
 * and set here (httpOnly, SameSite=Lax) from what the session service answers.
 */

/** The caller's session for a READ: possibly unstored; a browser without a usable cookie gets one. */
export async function readPatientSession<Session extends PatientSessionRow = PatientSessionRow>(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  find?: SessionFinder<Session>,
): Promise<Session | PatientSessionRow> {
  const { session, newToken } = await readSessionOfToken(db, request.cookies[SESSION_COOKIE], find);
  if (newToken) reply.setCookie(SESSION_COOKIE, newToken, cookieOptions(config, TWENTY_YEARS_S));
  return session;
}

/**
 * A page load without a usable session cookie gets one (stored on the first write, like any new
 * token), so the page's first API calls, sent side by side, share one session: each cookie-less
 * call would answer a token of its own, and the browser keeps whichever arrives last. Answers
 * the token it set, or null when the browser has one.
 */
export function giveSessionCookieToPage(config: Config, request: FastifyRequest, reply: FastifyReply) {
  if (isWellFormedToken(request.cookies[SESSION_COOKIE])) return null;
  return setFreshSessionCookie(reply, config);
}

/** The caller's session for a WRITE: stored (created with its cookie on first need). */
export const resolvePatientSession: typeof readPatientSession = async (db, config, request, reply, find) =>
  storedSession(db, await readPatientSession(db, config, request, reply, find));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `insurance-status-uuid` header, when well formed (its ownership is checked where it is used). */
export function insuranceStatusHeader(request: FastifyRequest) {
  const value = request.headers['insurance-status-uuid'];
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

/** Reads a live session with the status that prices it (see `findLiveSessionWithPlan`). */
export type PricedSessionFinder<Session extends PricedSessionRow> = (
  db: Database,
  tokenHash: string,
  requestedStatusId: string | null,
) => Promise<Session | undefined>;

/** The session and the plan that prices it, for every priced cart change (the session is stored). */
export const resolvePricedSession = pricedWith(resolvePatientSession);

/** The session (possibly unstored) and its plan, for priced reads such as the catalogue. */
export const readPricedSession = pricedWith(readPatientSession);

/**
 * Adds the plan that prices a session (the `insurance-status-uuid` header is checked against it),
 * read with the session in one statement.
 */
function pricedWith(resolve: typeof readPatientSession) {
  return async <Session extends PricedSessionRow = PricedSessionRow>(
    db: Database,
    config: Config,
    request: FastifyRequest,
    reply: FastifyReply,
    find: PricedSessionFinder<Session> = findLiveSessionWithPlan as PricedSessionFinder<Session>,
  ) => {
    const requested = insuranceStatusHeader(request) ?? null;
    const session = await resolve(db, config, request, reply, (handle, tokenHash) =>
      find(handle, tokenHash, requested),
    );
    return { session, plan: await planOfSession(db, session, requested) };
  };
}

async function planOfSession(db: Database, session: PatientSessionRow, requested: string | null) {
  if ('pricingStatus' in session) return planOfStatus(db, (session as PricedSessionRow).pricingStatus);
  // Not read with its plan: never stored (so it has no insurance), or stored by this very request.
  return isStoredSession(session) ? planForSession(db, session, requested ?? undefined) : null;
}
