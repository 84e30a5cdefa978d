import { afterAll, beforeAll } from 'vitest';
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
 * Usage: `const t = useTestApp();` then `t.app.inject(...)` inside tests.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const holder = {} as TestContext;
  beforeAll(async () => {
    holder.database = await createTestDatabase();
    holder.context = { config: testConfig(overrides), db: holder.database.db };
    holder.app = await buildApp(holder.context);
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}
