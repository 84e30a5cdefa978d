import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config';
import { acquireDatabaseLock, type LockHolder } from './pglite-lock';
import * as schema from './schema/index';

export const MIGRATIONS_FOLDER = resolve(serverRoot, 'src/db/migrations');

/**
 * An embedded database with the contrib extensions the migrations create: PGlite loads each from
 * its own package at start, where PostgreSQL's server ships them.
 */
export const createPglite = (options: Omit<PGliteOptions, 'extensions'> = {}) =>
  PGlite.create({ ...options, extensions: { btree_gin } });

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Past this a query that waits for a connection (none free, or none can be opened) fails. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/** How long closing the pool waits for checked-out connections before ending them. */
const CLOSE_GRACE_MS = 5_000;

export function connectPostgres(
  url: string,
  poolSize = 10,
  { connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
): DatabaseHandle {
  // A fixed set of connections: the pool's default closes one idle for 10 s, so after every lull
  // the next burst forked new backends, each re-preparing its statements, while the burst waited
  // (the crowd bench's stalls; docs/decisions/0090-pool-keeps-connections.md). A database that
  // cannot be reached (a dropped route, a stalled failover) fails the wait for a connection after
  // `connectTimeoutMs`, answered 503, instead of holding the request for the kernel's TCP timeout.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection dropped by the server (restart, failover, pg_terminate_backend, a dropped test
  // database) must not crash the process. The pool listens on its idle connections and discards
  // them; a connection checked out by a transaction (a request's, the mail dispatcher's, the job
  // runner's) has no listener of the pool's while it is out, and an 'error' event nobody listens to
  // throws (docs/decisions/0110-database-outage-503.md). Its queries fail on their own, and the pool
  // discards it when it is released.
  const connections = new Set<pg.Client>();
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // The pool's connections are Clients; its type only shows what a borrower may call.
    connections.add(client as unknown as pg.Client);
    client.on('error', () => {});
  });
  pool.on('remove', (client) => connections.delete(client as unknown as pg.Client));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
    // The pool's end() waits for every checked-out connection to come back; one stranded by an
    // outage never does, and shutdown (or a test's clean-up) waited forever. After a grace period
    // the connections still out are ended, which fails their queries and returns them.
    async close() {
      const ending = setTimeout(() => {
        for (const client of connections) void client.end().catch(() => {});
      }, CLOSE_GRACE_MS);
      try {
        await pool.end();
      } finally {
        clearTimeout(ending);
      }
    },
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * Opens the embedded database holding its directory's lock (PGlite is single-process, see
 * pglite-lock.ts); throws DatabaseLockedError while another live process holds it.
 */
export async function connectPglite(dataDir: string, holder: LockHolder = 'server'): Promise<DatabaseHandle> {
  // PGlite does not create the parent of its data directory.
  mkdirSync(dirname(dataDir), { recursive: true });
  const release = acquireDatabaseLock(dataDir, holder);
  try {
    const handle = wrapPglite(await createPglite({ dataDir }));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function connectDatabase(options: {
  databaseUrl?: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  pgliteDir: string;
  holder?: LockHolder;
}) {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.poolSize, {
        ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
      })
    : connectPglite(options.pgliteDir, options.holder);
}
