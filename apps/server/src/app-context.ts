import type { CardReader } from './adapters/card-reader/port';
import type { EligibilityChecker } from './adapters/eligibility/index';
import type { PaymentProvider } from './adapters/payments/index';
import type { BlobStorage } from './adapters/storage/index';
import type { LocalStorage } from './adapters/storage/local';
import type { Config } from './config';
import type { Database } from './db/client';

/** What feature routes and services are built from: settings, the database and the chosen adapters. */
export interface AppContext {
  config: Config;
  db: Database;
  storage: BlobStorage;
  /** Set when files live on local disk: the app then serves their upload and download routes. */
  localStorage?: LocalStorage | undefined;
  eligibility: EligibilityChecker;
  cardReader: CardReader;
  /** Hosted payments; the provider brings its own page (local) or webhook (Stripe). */
  payments: PaymentProvider;
}
