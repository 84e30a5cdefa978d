import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * A connection runs one query at a time: node-postgres 8 queues a second one with a deprecation
 * warning and pg 9 refuses it. Inside a transaction every query shares one connection, so reads run
 * at once there (Promise.all on a transaction) fail the test that made them, naming both queries.
 * Only node-postgres clients are watched: on PGlite this does nothing.
 */
interface WatchedClient {
  _activeQuery: { text?: string } | null;
  _queryQueue: { text?: string }[];
  pipeline?: boolean;
}

const overlaps: string[] = [];
const sqlOf = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as { text?: string } | null)?.text;
  return (text ?? 'a submittable').replace(/\s+/g, ' ').slice(0, 160);
};

// The watch reads node-postgres's private queue: should a release rename it, fail loudly instead of
// watching nothing.
const probe = new pg.Client() as unknown as WatchedClient;
if (!Array.isArray(probe._queryQueue) || !('_activeQuery' in probe))
  throw new Error('node-postgres no longer keeps _queryQueue and _activeQuery: update this watch');

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function watchedQuery(this: pg.Client & WatchedClient, ...args: unknown[]) {
  const running = this._activeQuery ?? this._queryQueue[0];
  if (running && !this.pipeline) overlaps.push(`${sqlOf(args[0])}\n  sent while running: ${sqlOf(running)}`);
  return (query as (...queryArgs: unknown[]) => unknown).apply(this, args);
} as typeof query;

afterEach(() => {
  const found = overlaps.splice(0);
  if (found.length > 0) throw new Error(`Queries overlapped on one connection:\n${found.join('\n')}`);
});
