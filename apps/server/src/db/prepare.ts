import type { Config } from '../config';
import type { DatabaseHandle } from './client';
import { readCatalogFile } from './seed/catalog-file';
import { loadCatalog } from './seed/load-catalog';

/** Migrates and loads the reference catalogue; both are idempotent, so this runs on every start. */
export async function prepareDatabase(database: DatabaseHandle, config: Pick<Config, 'CATALOG_PATH'>) {
  await database.migrate();
  await loadCatalog(database.db, await readCatalogFile(config.CATALOG_PATH));
}
