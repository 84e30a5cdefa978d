import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, createPglite, type DatabaseHandle, wrapPglite } from '../db/client';
import { withDatabaseName } from './database-names';

/**
 * A freshly migrated database holding the reference catalogue, for one test file: an in-memory
 * PGlite loaded from the run's snapshot, or a clone of the template database on TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = readFileSync(inject('pgliteSnapshotPath'));
    return wrapPglite(await createPglite({ loadDataDir: new Blob([snapshot]) }));
  }
  const name = `dme_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(url, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const handle = connectPostgres(withDatabaseName(url, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await runAdmin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runAdmin(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
