import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../client';
import { hcpcsCodeIcd10s, hcpcsCodes, products, productVariants, providerTypes } from '../schema/index';
import { readCatalogueFile } from './catalogue-file';
import { loadCatalogue, variantRetailCents } from './load-catalogue';

describe('loadCatalogue', () => {
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
    const catalogue = await readCatalogueFile(testConfig().CATALOG_PATH);
    const before = await counts();
    expect(before.hcpcsCodes).toBe(catalogue.hcpcs.length);
    expect(before.products).toBe(catalogue.products.length);
    expect(before.productVariants).toBe(catalogue.products.reduce((n, p) => n + p.variants.length, 0));
    expect(before.providerTypes).toBe(catalogue.providerTypes.length);
    await loadCatalogue(database.db, catalogue);
    expect(await counts()).toEqual(before);
  });

  it('prices every variant as its package: unit price × units per package (issue 13 item 5)', async () => {
    const raw = JSON.parse(await readFile(testConfig().CATALOG_PATH, 'utf8')) as {
      products: {
        retailPriceUsd: number;
        variants: { sku: string; name: string; unitsPerPackage?: number }[];
      }[];
    };
    const rows = await database.db
      .select({
        sku: productVariants.sku,
        title: productVariants.title,
        cents: productVariants.retailCostCents,
      })
      .from(productVariants);
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    for (const product of raw.products) {
      for (const variant of product.variants) {
        const units = variant.unitsPerPackage ?? 1;
        // A title naming a count ("100-count box", "6-pack") must be the package the price is for.
        const named = /(\d+)-(?:count|pack)\b/.exec(variant.name)?.[1];
        if (named) expect(Number(named), variant.sku).toBe(units);
        expect(bySku.get(variant.sku)?.cents, variant.sku).toBe(
          Math.round(product.retailPriceUsd * 100) * units,
        );
      }
    }
    expect(bySku.get('LAN-BAG-100')?.cents).toBe(1700);
    expect(bySku.get('LAN-BAG-50')?.cents).toBe(850);
    expect(bySku.get('RES-AS11-FLT-6')?.cents).toBe(2700);
  });

  it.each([
    [0.17, 100, 1700],
    [4.5, 2, 900],
    [199.99, 1, 19999],
    [0.1, 3, 30],
  ])('variantRetailCents(%d, %d) = %d', (usd, units, cents) =>
    expect(variantRetailCents(usd, units)).toBe(cents),
  );

  it('refuses a catalogue file that does not exist, naming the setting', async () => {
    await expect(readCatalogueFile('/nonexistent/catalog.json')).rejects.toThrow('CATALOG_PATH');
  });
});
