import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { connectDatabase } from './client';

describe('DATABASE_POOL_SIZE', () => {
  it('sizes each process’s PostgreSQL pool, ten by default', async () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    const { DATABASE_POOL_SIZE } = loadConfig({ DATABASE_POOL_SIZE: '4' });
    // A pool opens no connection before its first query: no server is needed here.
    const handle = await connectDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      poolSize: DATABASE_POOL_SIZE,
      pgliteDir: '',
    });
    expect((handle.db as unknown as { $client: pg.Pool }).$client.options.max).toBe(4);
    await handle.close();
  });

  it('refuses a pool of no connections', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

// The driver's pool only: PGlite has no connections (TEST_DATABASE_URL, as CI's PostgreSQL run sets it).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps its connections through a lull, so the next burst forks no new backends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handle = await connectDatabase({ databaseUrl: url, poolSize: 3, pgliteDir: '' });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    // Three at once (the server holds each a moment), so the pool opens all three connections.
    const burst = async () => {
      const replies = await Promise.all(
        [1, 2, 3].map(() => pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)')),
      );
      return new Set(replies.map((reply) => reply.rows[0]!.pid));
    };
    try {
      const before = await burst();
      expect(before.size).toBe(3);
      vi.advanceTimersByTime(10 * 60_000);
      expect(pool.totalCount).toBe(3);
      expect(await burst()).toEqual(before);
    } finally {
      await handle.close();
    }
  });
});
