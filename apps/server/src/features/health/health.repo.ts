import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The cheapest round trip that proves the database answers. */
export const pingDatabase = async (db: DbOrTx) => {
  await db.execute(sql`select 1`);
};
