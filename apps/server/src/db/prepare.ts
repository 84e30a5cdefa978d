import type { Config } from '../config';
import type { DatabaseHandle } from './client';
import { readCatalogueFile } from './seed/catalogue-file';
import { seedDemoAccounts, shouldSeedDemoData } from './seed/demo-accounts';
import { seedDemoCompliance } from './seed/demo-compliance';
import { seedDemoCoverage } from './seed/demo-coverage';
import { seedDemoFaxes } from './seed/demo-faxes';
import { seedDemoOrders } from './seed/demo-orders';
import { seedDemoPriorAuths } from './seed/demo-prior-auths';
import { seedDemoResupply } from './seed/demo-resupply';
import { seedDemoWorkOrders } from './seed/demo-work-orders';
import { loadDefaultFeeSchedules } from './seed/fee-schedules';
import { loadCatalogue } from './seed/load-catalogue';

/**
 * Migrates, loads the reference catalogue and (unless turned off, and never in production) the
 * demo data; all idempotent.
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config) {
  await database.migrate();
  await loadCatalogue(database.db, await readCatalogueFile(config.CATALOG_PATH));
  await loadDefaultFeeSchedules(database.db);
  if (shouldSeedDemoData(config)) {
    await seedDemoAccounts(database.db, config.APP_ENV);
    await seedDemoWorkOrders(database.db);
    await seedDemoCoverage(database.db);
    await seedDemoPriorAuths(database.db);
    await seedDemoOrders(database.db, config.PUBLIC_URL, config.SECRET_KEY);
    await seedDemoResupply(database.db, config.PUBLIC_URL);
    await seedDemoCompliance(database.db, config);
    await seedDemoFaxes(database.db, config);
  }
}
