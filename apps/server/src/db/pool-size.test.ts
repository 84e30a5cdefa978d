import type pg from 'pg';
import { describe, expect, it } from 'vitest';
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
