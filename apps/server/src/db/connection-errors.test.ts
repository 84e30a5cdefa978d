import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-error';
import { isUnavailable, unavailabilityOf } from './connection-errors';

/*
 * Fixtures written from the drivers' own sources and PostgreSQL's reference:
 * - SQLSTATEs: PostgreSQL 15, Appendix A "PostgreSQL Error Codes"
 *   (https://www.postgresql.org/docs/15/errcodes-appendix.html); a server error reaches
 *   node-postgres as pg's DatabaseError with `code` and `severity`.
 * - Socket errors: Node's `net` errors carry `code`, `errno`, `syscall`, `address`, `port`; a
 *   connect tried on several addresses fails with an AggregateError of them.
 * - Driver messages: pg 8.23 lib/client.js, pg-pool 3.14 index.js, PGlite 0.5 `_checkReady`.
 * The second block makes the real drivers fail (no PostgreSQL needed) and classifies what they throw.
 */

const serverError = (code: string, message: string, severity = 'ERROR') =>
  Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity });

const socketError = (code: string, syscall = 'connect', address = '127.0.0.1') =>
  Object.assign(new Error(`${syscall} ${code} ${address}:5432`), {
    code,
    errno: -111,
    syscall,
    address,
    port: 5432,
  });

/** What Drizzle throws for a failed query: the SQL and its parameters in the message, the driver's error as cause. */
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select "id" from "users" where "email" = $1', ['patient@example.com'], cause);

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const OUTAGES: Array<[string, unknown, string]> = [
  [
    '57P01 admin_shutdown (pg_terminate_backend, a fast shutdown)',
    serverError('57P01', 'terminating connection due to administrator command', 'FATAL'),
    '57P01 admin_shutdown',
  ],
  [
    '57P02 crash_shutdown',
    serverError('57P02', 'terminating connection because of crash of another server process', 'FATAL'),
    '57P02 crash_shutdown',
  ],
  [
    '57P03 cannot_connect_now (starting up, shutting down, in recovery)',
    serverError('57P03', 'the database system is starting up', 'FATAL'),
    '57P03 cannot_connect_now',
  ],
  [
    '57P04 database_dropped',
    serverError('57P04', 'terminating connection because the database was dropped', 'FATAL'),
    '57P04 database_dropped',
  ],
  [
    '57P05 idle_session_timeout',
    serverError('57P05', 'terminating connection due to idle-session timeout', 'FATAL'),
    '57P05 idle_session_timeout',
  ],
  [
    '53300 too_many_connections',
    serverError('53300', 'sorry, too many clients already', 'FATAL'),
    '53300 too_many_connections',
  ],
  ['08000 connection_exception', serverError('08000', 'connection exception'), '08000 connection_exception'],
  [
    '08003 connection_does_not_exist',
    serverError('08003', 'connection does not exist'),
    '08003 connection_exception',
  ],
  ['08006 connection_failure', serverError('08006', 'connection failure'), '08006 connection_exception'],
  [
    '08001 sqlclient_unable_to_establish_sqlconnection',
    serverError('08001', 'could not connect'),
    '08001 connection_exception',
  ],
  [
    '08004 sqlserver_rejected_establishment_of_sqlconnection',
    serverError('08004', 'rejected', 'FATAL'),
    '08004 connection_exception',
  ],
  [
    '08007 transaction_resolution_unknown',
    serverError('08007', 'transaction resolution unknown'),
    '08007 connection_exception',
  ],
  [
    'a 57P01 inside a failed Drizzle query',
    failedQuery(serverError('57P01', 'terminating connection due to administrator command', 'FATAL')),
    '57P01 admin_shutdown',
  ],
  ['ECONNREFUSED (nothing listens: the server is down)', socketError('ECONNREFUSED'), 'ECONNREFUSED'],
  ['ECONNREFUSED inside a failed Drizzle query', failedQuery(socketError('ECONNREFUSED')), 'ECONNREFUSED'],
  ['ECONNRESET (a proxy or the server dropped the socket)', socketError('ECONNRESET', 'read'), 'ECONNRESET'],
  ['ETIMEDOUT', socketError('ETIMEDOUT'), 'ETIMEDOUT'],
  ['EPIPE (written to a closed socket; shaped like a SQLSTATE)', socketError('EPIPE', 'write'), 'EPIPE'],
  ['EHOSTUNREACH', socketError('EHOSTUNREACH'), 'EHOSTUNREACH'],
  ['ENETUNREACH', socketError('ENETUNREACH'), 'ENETUNREACH'],
  [
    'ENOTFOUND (the database host does not resolve)',
    socketError('ENOTFOUND', 'getaddrinfo', 'db.internal'),
    'ENOTFOUND',
  ],
  ['EAI_AGAIN (DNS did not answer)', socketError('EAI_AGAIN', 'getaddrinfo', 'db.internal'), 'EAI_AGAIN'],
  [
    'an AggregateError of every address tried (IPv6 and IPv4 of localhost)',
    new AggregateError(
      [socketError('ECONNREFUSED', 'connect', '::1'), socketError('ECONNREFUSED')],
      'connect failed',
    ),
    'ECONNREFUSED',
  ],
  [
    'pg: the connection ended under a query',
    new Error('Connection terminated unexpectedly'),
    'connection lost',
  ],
  ['pg: the connection ended while the pool closed', new Error('Connection terminated'), 'connection lost'],
  [
    'pg: a client left unusable by a connection error',
    failedQuery(new Error('Client has encountered a connection error and is not queryable')),
    'connection lost',
  ],
  ['pg: a closed client', new Error('Client was closed and is not queryable'), 'connection lost'],
  [
    'pg-pool: a new connection timed out',
    new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    'connect timeout',
  ],
  [
    'pg-pool: no connection free in time',
    new Error('timeout exceeded when trying to connect'),
    'pool timeout',
  ],
  [
    'pg-pool: the pool was closed (the process is stopping)',
    new Error('Cannot use a pool after calling end on the pool'),
    'pool closed',
  ],
  ['PGlite: the instance was closed', new Error('PGlite is closed'), 'pglite closed'],
  ['PGlite: the instance is closing', failedQuery(new Error('PGlite is closing')), 'pglite closed'],
];

const OTHER_ERRORS: Array<[string, unknown]> = [
  ['23505 unique_violation (a 409)', serverError('23505', 'duplicate key value violates unique constraint')],
  ['40001 serialization_failure (a 409)', failedQuery(serverError('40001', 'could not serialize access'))],
  [
    '57014 query_canceled (a statement timeout is no outage)',
    serverError('57014', 'canceling statement due to statement timeout'),
  ],
  ['55000 object_not_in_prerequisite_state', serverError('55000', 'object not in prerequisite state')],
  [
    '08P01 protocol_violation (the answer to a malformed message: a bug)',
    serverError('08P01', 'bind message supplies 1 parameters, but prepared statement "s1" requires 2'),
  ],
  ['42P01 undefined_table (a bug)', serverError('42P01', 'relation "nope" does not exist')],
  [
    '22P02 invalid_text_representation (a 400)',
    failedQuery(serverError('22P02', 'invalid input syntax for type uuid')),
  ],
  ['a DomainError', new DomainError('not_found', 'Not found')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['a Fastify validation error', withCode('body/email must match format "email"', 'FST_ERR_VALIDATION')],
  [
    'a message that quotes a driver text within a longer one',
    new Error('Failed query: select $1 params: Connection terminated unexpectedly'),
  ],
  ['a message that names a code without carrying it', new Error('the value ECONNREFUSED is not a member id')],
  ['nothing at all', undefined],
  ['a string', 'ECONNREFUSED'],
];

describe('unavailabilityOf: documented connection failures (issue 47 item 3)', () => {
  it.each(OUTAGES)('%s is an outage', (_name, error, reason) => {
    expect(unavailabilityOf(error)).toBe(reason);
    expect(isUnavailable(error)).toBe(true);
  });

  it.each(OTHER_ERRORS)('%s is not', (_name, error) => {
    expect(unavailabilityOf(error)).toBeUndefined();
  });

  it('stops on a cause chain that loops', () => {
    const first = new Error('first') as Error & { cause?: unknown };
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(unavailabilityOf(first)).toBeUndefined();
    first.cause = socketError('ECONNRESET', 'read');
    expect(unavailabilityOf(second)).toBe('ECONNRESET');
  });

  it('answers a label that never holds the query or its parameters', () => {
    for (const [, error] of OUTAGES) expect(unavailabilityOf(error)).not.toMatch(/example\.com|select|users/);
  });
});

describe('unavailabilityOf: what the real drivers throw', () => {
  const servers: net.Server[] = [];
  const sockets = new Set<net.Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  });

  /** A local TCP server that does `onSocket` to every connection; answers its port. */
  async function tcpServer(onSocket: (socket: net.Socket) => void) {
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      onSocket(socket);
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    return (server.address() as net.AddressInfo).port;
  }

  /** A port nothing listens on: one that was just closed. */
  async function closedPort() {
    const server = net.createServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((done) => server.close(done));
    return port;
  }

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the driver to fail');
      },
      (error: unknown) => error,
    );

  it('node-postgres connecting to a port nothing listens on: ECONNREFUSED', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'app', max: 1 });
    const error = await failureOf(pool.query('select 1'));
    await pool.end();
    expect(unavailabilityOf(error)).toBe('ECONNREFUSED');
  });

  it('node-postgres on a server that closes the connection at once: connection lost', async () => {
    const port = await tcpServer((socket) => socket.end());
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'app' });
    const error = await failureOf(client.connect());
    expect(unavailabilityOf(error)).toBe('connection lost');
  });

  it('node-postgres on a server that never answers: connect timeout, then pool timeout for the next in line', async () => {
    const port = await tcpServer(() => {});
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'app', max: 1, connectionTimeoutMillis: 150 });
    pool.on('error', () => {});
    const [connecting, waiting] = await Promise.all([
      failureOf(pool.query('select 1')),
      failureOf(pool.query('select 2')),
    ]);
    await pool.end();
    expect(unavailabilityOf(connecting)).toBe('connect timeout');
    expect(unavailabilityOf(waiting)).toBe('pool timeout');
  });

  it('node-postgres after the pool was ended: pool closed', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'app' });
    await pool.end();
    expect(unavailabilityOf(await failureOf(pool.query('select 1')))).toBe('pool closed');
  });

  it('PGlite once closed, through Drizzle and in a transaction: pglite closed', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await db.execute(sql`select 1`);
    await client.close();
    const query = await failureOf(db.execute(sql`select 1`));
    const transaction = await failureOf(db.transaction(async (tx) => tx.execute(sql`select 1`)));
    expect(unavailabilityOf(query)).toBe('pglite closed');
    expect(unavailabilityOf(transaction)).toBe('pglite closed');
  });
});
