import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { manualEntryCardReader } from '../adapters/card-reader/local';
import { simulatedPayer } from '../adapters/eligibility/simulated';
import { createLocalPayments } from '../adapters/payments/local';
import { createBlobStorage } from '../adapters/storage/index';
import { type App, buildApp } from '../app';
import type { AppContext } from '../app-context';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }, overrides);

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  context: AppContext;
}

/**
 * Builds the app on a fresh database for the enclosing test file and closes both afterwards.
 * Usage: `const t = useTestApp();` then `t.app.inject(...)` inside tests; `adapters` replaces the
 * local defaults with fakes.
 */
export function useTestApp(
  overrides: Partial<Config> = {},
  adapters: Partial<Pick<AppContext, 'eligibility' | 'payments'>> = {},
  buildOptions: Parameters<typeof buildApp>[1] = {},
): TestContext {
  const holder = {} as TestContext;
  beforeAll(async () => {
    holder.database = await createTestDatabase();
    const config = testConfig({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'dme-storage-')), ...overrides });
    const { storage, local } = createBlobStorage(config);
    holder.context = {
      config,
      db: holder.database.db,
      storage,
      localStorage: local,
      eligibility: simulatedPayer,
      cardReader: manualEntryCardReader,
      payments: createLocalPayments(config.PUBLIC_URL),
      ...adapters,
    };
    holder.app = await buildApp(holder.context, buildOptions);
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
    rmSync(holder.context.config.STORAGE_DIR, { recursive: true, force: true });
  });
  return holder;
}
