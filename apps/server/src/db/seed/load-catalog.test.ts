import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../client';
import { hcpcsCodeIcd10s, hcpcsCodes, products, productVariants, providerTypes } from '../schema/index';
import { readCatalogFile } from './catalog-file';
import { loadCatalog } from './load-catalog';

describe('loadCatalog', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const tables = { hcpcsCodes, hcpcsCodeIcd10s, products, productVariants, providerTypes };
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      result[name] = row?.n ?? 0;
    }
    return result;
  };

  it('loads the whole reference catalogue, and loading again changes nothing', async () => {
    const catalog = await readCatalogFile(testConfig().CATALOG_PATH);
    const before = await counts();
    expect(before.hcpcsCodes).toBe(catalog.hcpcs.length);
    expect(before.products).toBe(catalog.products.length);
    expect(before.productVariants).toBe(catalog.products.reduce((n, p) => n + p.variants.length, 0));
    expect(before.providerTypes).toBe(catalog.providerTypes.length);
    await loadCatalog(database.db, catalog);
    expect(await counts()).toEqual(before);
  });

  it('refuses a catalogue file that does not exist, naming the setting', async () => {
    await expect(readCatalogFile('/nonexistent/catalog.json')).rejects.toThrow('CATALOG_PATH');
  });
});
