import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  hcpcsCodeIcd10s,
  hcpcsCodes,
  icd10Codes,
  insuranceCarriers,
  productCategories,
  products,
  productVariants,
  productVerticals,
  providerTypes,
} from '../schema/index';
import type { CatalogFile } from './catalog-file';

/** Sets the listed columns to the incoming values on conflict: the upsert that keeps loading idempotent. */
function excluded<T extends PgTable>(table: T, ...keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

const toCents = (usd: number) => Math.round(usd * 100);

/**
 * What one variant costs: the catalogue prices a product per billing unit (one bag, one filter —
 * the HCPCS "each") and sells variants as packages of `unitsPerPackage` units (its own priceNote),
 * so a "100-count box" of bags at $0.17 a bag is $17.00, not $0.17 (issue 13 item 5).
 */
export const variantRetailCents = (unitPriceUsd: number, unitsPerPackage: number) =>
  toCents(unitPriceUsd) * unitsPerPackage;

/**
 * Loads the reference catalogue in one transaction. Rows are keyed by their natural keys (slug,
 * code, sku, name), so running it on every start updates in place and never duplicates.
 */
export async function loadCatalog(db: Database, catalog: CatalogFile): Promise<void> {
  await db.transaction(async (tx) => {
    const verticalRows = await tx
      .insert(productVerticals)
      .values(catalog.verticals.map((v) => ({ slug: v.id, name: v.name, position: v.order })))
      .onConflictDoUpdate({
        target: productVerticals.slug,
        set: excluded(productVerticals, 'name', 'position'),
      })
      .returning({ id: productVerticals.id, slug: productVerticals.slug });
    const verticalId = new Map(verticalRows.map((row) => [row.slug, row.id]));

    const categoryRows = await tx
      .insert(productCategories)
      .values(
        catalog.categories.map((c) => ({
          slug: c.id,
          verticalId: mustGet(verticalId, c.verticalId, 'vertical'),
          name: c.name,
          position: c.order,
          isAccessory: c.isAccessory,
          isCpap: c.isCpap,
          isOxygenCore: c.isOxygenCore,
          quantityLimit: c.quantityLimit,
        })),
      )
      .onConflictDoUpdate({
        target: productCategories.slug,
        set: excluded(
          productCategories,
          'verticalId',
          'name',
          'position',
          'isAccessory',
          'isCpap',
          'isOxygenCore',
          'quantityLimit',
        ),
      })
      .returning({ id: productCategories.id, slug: productCategories.slug });
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const icd10 = new Map(
      catalog.hcpcs.flatMap((h) => h.supportingIcd10.map((d) => [d.code, d.description])),
    );
    await tx
      .insert(icd10Codes)
      .values([...icd10].map(([code, description]) => ({ code, description })))
      .onConflictDoUpdate({ target: icd10Codes.code, set: excluded(icd10Codes, 'description') });

    const hcpcsRows = await tx
      .insert(hcpcsCodes)
      .values(
        catalog.hcpcs.map((h) => ({
          code: h.code,
          categoryId: mustGet(categoryId, h.categoryId, 'category'),
          alias: h.alias,
          description: h.longDescription,
          shortDescription: h.shortDescription,
          maxUnitsPerOrder: h.maxUnitsPerOrder ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: hcpcsCodes.code,
        set: excluded(
          hcpcsCodes,
          'categoryId',
          'alias',
          'description',
          'shortDescription',
          'maxUnitsPerOrder',
        ),
      })
      .returning({ id: hcpcsCodes.id, code: hcpcsCodes.code });
    const hcpcsId = new Map(hcpcsRows.map((row) => [row.code, row.id]));

    await tx.delete(hcpcsCodeIcd10s);
    await tx.insert(hcpcsCodeIcd10s).values(
      catalog.hcpcs.flatMap((h) =>
        h.supportingIcd10.map((d) => ({
          hcpcsCodeId: mustGet(hcpcsId, h.code, 'HCPCS code'),
          icd10Code: d.code,
          isPrimaryDx: d.isPrimaryDx,
          isSecondaryDx: d.isSecondaryDx,
        })),
      ),
    );

    const hcpcsByCode = new Map(catalog.hcpcs.map((h) => [h.code, h]));
    const productRows = await tx
      .insert(products)
      .values(
        catalog.products.map((p) => ({
          slug: p.id,
          name: p.name,
          manufacturer: p.manufacturer,
          model: p.model ?? null,
          description: hcpcsByCode.get(p.hcpcsCode)?.longDescription ?? p.name,
          hcpcsCodeId: mustGet(hcpcsId, p.hcpcsCode, 'HCPCS code'),
        })),
      )
      .onConflictDoUpdate({
        target: products.slug,
        set: excluded(products, 'name', 'manufacturer', 'model', 'description', 'hcpcsCodeId'),
      })
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(productRows.map((row) => [row.slug, row.id]));

    await tx
      .insert(productVariants)
      .values(
        catalog.products.flatMap((p) =>
          p.variants.map((v) => ({
            sku: v.sku,
            productId: mustGet(productId, p.id, 'product'),
            title: v.name,
            size: v.size ?? null,
            maxQuantity: v.maxQuantity,
            retailCostCents: variantRetailCents(p.retailPriceUsd, v.unitsPerPackage),
          })),
        ),
      )
      .onConflictDoUpdate({
        target: productVariants.sku,
        set: excluded(productVariants, 'productId', 'title', 'size', 'maxQuantity', 'retailCostCents'),
      });

    await tx
      .insert(providerTypes)
      .values(
        catalog.providerTypes.map((name) => ({
          name,
          canSignOrders: !catalog.providerTypeNotes[name]?.startsWith('Referral/documentation source only'),
        })),
      )
      .onConflictDoUpdate({ target: providerTypes.name, set: excluded(providerTypes, 'canSignOrders') });

    await tx
      .insert(insuranceCarriers)
      .values(
        catalog.insuranceCarriers.map((c) => ({
          name: c.name,
          carrierType: c.type,
          payerId: c.payerId ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: insuranceCarriers.name,
        set: excluded(insuranceCarriers, 'carrierType', 'payerId'),
      });
  });
}

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Catalogue refers to an unknown ${what}: ${String(key)}`);
  return value;
}
