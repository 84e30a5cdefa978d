import { sql } from 'drizzle-orm';
import { connectPostgres, type Database, type DatabaseHandle } from '../db/client';
import { withDatabaseName } from './database-names';

/**
 * The database as a second server process sees it: on PostgreSQL a pool of its own on the same
 * test database (separate connections, so row locks really compete); PGlite has one connection,
 * so there it is the same handle. Close it before the test database.
 */
export async function anotherProcess(
  database: DatabaseHandle,
): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || database.driver !== 'postgres') return { db: database.db, close: async () => {} };
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = rows[0]?.name;
  if (!name) throw new Error('no current database');
  const other = connectPostgres(withDatabaseName(url, name), 5);
  return { db: other.db, close: other.close };
}
