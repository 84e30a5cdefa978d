import type { Config } from './config';
import type { Database } from './db/client';

/** What feature routes and services are built from: settings, the database and the chosen adapters. */
export interface AppContext {
  config: Config;
  db: Database;
}
