import { it } from 'vitest';

/**
 * A test of two writers racing. PGlite has one connection, so there the "parallel" calls run one
 * after another and such a test passes whatever the locking does: it runs only on PostgreSQL
 * (TEST_DATABASE_URL, as CI's server run sets it), where the calls really overlap.
 */
export const itOnPostgres = (name: string, test: () => Promise<void>, timeout?: number) =>
  it.skipIf(!process.env.TEST_DATABASE_URL)(name, test, timeout);
