import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createPglite, wrapPglite } from '../client';
import { prepareDatabase } from '../prepare';
import { users } from '../schema/index';
import { DEMO_EMAILS, seedDemoAccounts, shouldSeedDemoData } from './demo-accounts';

describe('demo accounts (published password)', () => {
  it.each([
    ['development', true, true],
    ['test', true, true],
    ['production', true, false],
    ['development', false, false],
  ] as const)('APP_ENV=%s, SEED_DEMO_DATA=%s seeds: %s', (appEnv, seed, expected) => {
    expect(shouldSeedDemoData({ APP_ENV: appEnv, SEED_DEMO_DATA: seed })).toBe(expected);
  });

  it('are never created in production, even with SEED_DEMO_DATA=true', async () => {
    const client = await createPglite();
    const database = wrapPglite(client);
    try {
      await prepareDatabase(
        database,
        testConfig({ APP_ENV: 'production', SEED_DEMO_DATA: true, SECRET_KEY: 'p'.repeat(48) }),
      );
      const demo = await database.db
        .select()
        .from(users)
        .where(inArray(users.email, Object.values(DEMO_EMAILS)));
      expect(demo).toHaveLength(0);
      await expect(seedDemoAccounts(database.db, 'production')).rejects.toThrow(/production/);
    } finally {
      await database.close();
    }
  }, 60_000);
});
