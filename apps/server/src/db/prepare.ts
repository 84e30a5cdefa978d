import type { Config } from '../config';
import type { DatabaseHandle } from './client';
import { readCatalogFile } from './seed/catalog-file';
import { seedDemoAccounts, shouldSeedDemoData } from './seed/demo-accounts';
import { seedDemoOrders } from './seed/demo-orders';
import { seedDemoWorkOrders } from './seed/demo-work-orders';
import { loadDefaultFeeSchedules } from './seed/fee-schedules';
import { loadCatalog } from './seed/load-catalog';

/**
 * Migrates, loads the reference catalogue and (unless turned off, and never in production) the
 * demo data; all idempotent.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'CATALOG_PATH' | 'SEED_DEMO_DATA' | 'PUBLIC_URL' | 'APP_ENV'>,
) {
  await database.migrate();
  await loadCatalog(database.db, await readCatalogFile(config.CATALOG_PATH));
  await loadDefaultFeeSchedules(database.db);
  if (shouldSeedDemoData(config)) {
    await seedDemoAccounts(database.db, config.APP_ENV);
    await seedDemoWorkOrders(database.db);
    await seedDemoOrders(database.db, config.PUBLIC_URL);
  }
}
