import type { Database } from '../../db/client';
import { randomToken, sha256 } from '../../lib/secure-token';
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

/** Sessions of a token made by this request: no row, live or idle-expired, can hold it yet. */
const newTokenSessions = new WeakSet<PatientSessionRow>();

/**
 * A session's id follows from its cookie (a separately salted digest, so it reveals nothing of the
 * token hash), so the id answered on a cookie-less read is the id the row gets on the first write.
 */
function sessionIdOfToken(token: string) {
  const hex = sha256(`patient-session-id:${token}`);
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

export const isWellFormedToken = (token: string | undefined): token is string =>
  token !== undefined && token.length >= 16 && token.length <= 100;

/**
 * The anonymous patient session of a cookie's token, for a READ (DESIGN §4): the stored one, or an
 * empty one that is not stored, so crawlers and cookie-less calls leave no rows. Without a usable
 * token a new one is made: `newToken` is then the cookie to set, so the session id stays the same
 * until a write stores it. Last-seen is written at most hourly.
 */
export async function readSessionOfToken<Session extends PatientSessionRow = PatientSessionRow>(
  db: Database,
  token: string | undefined,
  find: SessionFinder<Session> = findLiveSession as SessionFinder<Session>,
): Promise<{ session: Session | PatientSessionRow; newToken?: string }> {
  if (!isWellFormedToken(token)) {
    const newToken = randomToken(24);
    const session = emptySession(newToken);
    newTokenSessions.add(session);
    return { session, newToken };
  }
  const session = await find(db, sha256(token));
  if (!session) return { session: emptySession(token) };
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await updateSession(db, session.id, { lastSeenAt: new Date() });
  }
  return { session };
}

/** The session as a stored row, storing it now if it was only read so far (the first write). */
export async function storedSession<Session extends PatientSessionRow>(
  db: Database,
  session: Session | PatientSessionRow,
): Promise<Session | PatientSessionRow> {
  if (isStoredSession(session)) return session;
  return storeSession(db, session.id, session.tokenHash, { isNewToken: newTokenSessions.has(session) });
}
