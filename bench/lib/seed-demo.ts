import { loadConfig } from '../../apps/server/src/config.ts';
import { connectPostgres } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';

/**
 * Migrates the bench database and loads the catalogue and the demo data (referral codes, demo
 * supplier, demo patients) the way a development start does. The measured servers run with
 * APP_ENV=production, which never seeds: the demo accounts have a published password.
 */
export async function seedBenchDatabase(databaseUrl: string) {
  const config = loadConfig({ APP_ENV: 'development', DATABASE_URL: databaseUrl });
  const database = connectPostgres(databaseUrl, 2);
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
}
