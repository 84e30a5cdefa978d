import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { wrapPglite } from './client';
import { perDatabase, perDatabaseCache } from './per-database';

const openDatabase = () => wrapPglite(new PGlite()).db;
// Starting an embedded database takes seconds on a busy machine; two start in the first test.
const STARTS_DATABASES_MS = 60_000;

describe('process caches per database', () => {
  it(
    'shares reference data between a database and its transactions, never between databases',
    async () => {
      const first = openDatabase();
      const second = openDatabase();
      let loads = 0;
      const catalogue = perDatabaseCache(() => ({ load: ++loads }));
      const outside = catalogue(first);
      await first.transaction(async (tx) => {
        expect(catalogue(tx)).toBe(outside);
        await tx.transaction(async (nested) => expect(catalogue(nested)).toBe(outside));
      });
      expect(catalogue(second)).not.toBe(outside);
      expect(loads).toBe(2);
    },
    STARTS_DATABASES_MS,
  );

  it('keeps a prepared statement on the handle that asked, so it runs in that transaction', async () => {
    const db = openDatabase();
    const statement = perDatabase((handle) => ({ handle }));
    await db.transaction(async (tx) => {
      expect(statement(tx).handle).toBe(tx);
      expect(statement(db).handle).toBe(db);
    });
  });

  it('forgets a load that failed, so the next read tries again', async () => {
    const db = openDatabase();
    let attempt = 0;
    const cache = perDatabaseCache(() =>
      ++attempt === 1 ? Promise.reject(new Error('down')) : Promise.resolve('up'),
    );
    await expect(cache(db)).rejects.toThrow('down');
    await expect(cache(db)).resolves.toBe('up');
  });
});
