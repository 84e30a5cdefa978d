/*
 * Tells an outage (the database, or the network to it, is gone for now) from every other error, so
 * that a request answers 503 with Retry-After instead of 500 and the background sweeps wait for the
 * database to come back (issue 47 item 3, docs/decisions/0110-database-outage-503.md).
 *
 * What the two drivers report when the database goes away:
 * - node-postgres (pg 8, pg-pool 3) on PostgreSQL: a socket error with its errno code (refused,
 *   reset, timed out, unreachable, DNS); a FATAL from the server with its SQLSTATE; or a message of
 *   its own with no code (a connection that ended, a pool timeout, a client left unusable). Drizzle
 *   wraps a failed query in a DrizzleQueryError whose `cause` is the driver's error.
 * - PGlite (embedded): "PGlite is closed" / "PGlite is closing" once its instance has been shut.
 */

/**
 * SQLSTATEs of a database that cannot serve now (PostgreSQL, Appendix A "PostgreSQL Error Codes"):
 * class 08 "Connection Exception" but 08P01 protocol_violation (also what the server answers a
 * malformed message, e.g. a Bind with the wrong number of values: a bug to see, not an outage to
 * wait out), and from class 57 "Operator Intervention" the shutdowns and refusals (not 57014
 * query_canceled, which a statement timeout also raises). 53300 too_many_connections: the server is
 * at its connection limit.
 */
const OUTAGE_SQLSTATES: ReadonlyMap<string, string> = new Map([
  ['57P01', 'admin_shutdown'],
  ['57P02', 'crash_shutdown'],
  ['57P03', 'cannot_connect_now'],
  ['57P04', 'database_dropped'],
  ['57P05', 'idle_session_timeout'],
  ['53300', 'too_many_connections'],
]);
const CONNECTION_EXCEPTION_CLASS = '08';
const PROTOCOL_VIOLATION = '08P01';

/** Socket and DNS errors (Node's errno codes): the peer cannot be reached or dropped the connection. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The drivers' own messages for a lost or unobtainable connection: they carry no code, so their exact
 * text is matched (pg 8.23 lib/client.js, pg-pool 3.14 index.js, PGlite 0.5 `_checkReady`). Matched
 * whole, never as a part of a longer message, which may quote a value.
 */
const DRIVER_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['Connection terminated unexpectedly', 'connection lost'],
  ['Connection terminated', 'connection lost'],
  ['Connection terminated due to connection timeout', 'connect timeout'],
  ['timeout expired', 'connect timeout'],
  ['timeout exceeded when trying to connect', 'pool timeout'],
  ['Client has encountered a connection error and is not queryable', 'connection lost'],
  ['Client was closed and is not queryable', 'connection lost'],
  ['Cannot use a pool after calling end on the pool', 'pool closed'],
  ['PGlite is closed', 'pglite closed'],
  ['PGlite is closing', 'pglite closed'],
]);

const MAX_LINKS = 8;

/** The error, its `cause`s and an AggregateError's `errors` (a connect tried on several addresses). */
function linksOf(error: unknown): object[] {
  const links: object[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && links.length < MAX_LINKS) {
    const link = pending.shift();
    if (typeof link !== 'object' || link === null || links.includes(link)) continue;
    links.push(link);
    const { cause, errors } = link as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors.slice(0, MAX_LINKS));
  }
  return links;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function reasonOfLink(link: object): string | undefined {
  const { code, message } = link as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Checked first: EPIPE has the shape of a SQLSTATE.
    if (NETWORK_CODES.has(code)) return code;
    if (SQLSTATE.test(code)) {
      const named = OUTAGE_SQLSTATES.get(code);
      if (named) return `${code} ${named}`;
      if (code.startsWith(CONNECTION_EXCEPTION_CLASS) && code !== PROTOCOL_VIOLATION)
        return `${code} connection_exception`;
    }
  }
  return typeof message === 'string' ? DRIVER_MESSAGES.get(message) : undefined;
}

/**
 * Why a request could not reach the database (or, for a socket error, a service over the network),
 * as a short label safe to log (a code or a fixed phrase, never the error's message); undefined for
 * any other error, which keeps its own mapping (a refusal is a 4xx, a bug a 500).
 */
export function unavailabilityOf(error: unknown): string | undefined {
  for (const link of linksOf(error)) {
    const reason = reasonOfLink(link);
    if (reason) return reason;
  }
  return undefined;
}

export const isUnavailable = (error: unknown) => unavailabilityOf(error) !== undefined;
