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
import type { CatalogueFile } from './catalogue-file';

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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type IdsBy = Map<string, string>;

/**
 * Loads the reference catalogue in one transaction. Rows are keyed by their natural keys (slug,
 * code, sku, name), so running it on every start updates in place and never duplicates.
 */
export async function loadCatalogue(db: Database, catalogue: CatalogueFile): Promise<void> {
  await db.transaction(async (tx) => {
    const verticalIds = await upsertVerticals(tx, catalogue);
    const categoryIds = await upsertCategories(tx, catalogue, verticalIds);
    const hcpcsIds = await upsertHcpcsCodes(tx, catalogue, categoryIds);
    await upsertProducts(tx, catalogue, hcpcsIds);
    await upsertDirectories(tx, catalogue);
  });
}

const idsBy = (rows: { id: string; key: string }[]): IdsBy => new Map(rows.map((row) => [row.key, row.id]));

async function upsertVerticals(tx: Tx, catalogue: CatalogueFile) {
  const rows = await tx
    .insert(productVerticals)
    .values(catalogue.verticals.map((v) => ({ slug: v.id, name: v.name, position: v.order })))
    .onConflictDoUpdate({
      target: productVerticals.slug,
      set: excluded(productVerticals, 'name', 'position'),
    })
    .returning({ id: productVerticals.id, key: productVerticals.slug });
  return idsBy(rows);
}

async function upsertCategories(tx: Tx, catalogue: CatalogueFile, verticalIds: IdsBy) {
  const rows = await tx
    .insert(productCategories)
    .values(
      catalogue.categories.map((c) => ({
        slug: c.id,
        verticalId: mustGet(verticalIds, c.verticalId, 'vertical'),
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
    .returning({ id: productCategories.id, key: productCategories.slug });
  return idsBy(rows);
}

/** HCPCS codes with the ICD-10 codes that support them; the links are replaced whole. */
async function upsertHcpcsCodes(tx: Tx, catalogue: CatalogueFile, categoryIds: IdsBy) {
  const icd10 = new Map(
    catalogue.hcpcs.flatMap((h) => h.supportingIcd10.map((d) => [d.code, d.description])),
  );
  await tx
    .insert(icd10Codes)
    .values([...icd10].map(([code, description]) => ({ code, description })))
    .onConflictDoUpdate({ target: icd10Codes.code, set: excluded(icd10Codes, 'description') });

  const rows = await tx
    .insert(hcpcsCodes)
    .values(
      catalogue.hcpcs.map((h) => ({
        code: h.code,
        categoryId: mustGet(categoryIds, h.categoryId, 'category'),
        alias: h.alias,
        description: h.longDescription,
        shortDescription: h.shortDescription,
        maxUnitsPerOrder: h.maxUnitsPerOrder ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: hcpcsCodes.code,
      set: excluded(hcpcsCodes, 'categoryId', 'alias', 'description', 'shortDescription', 'maxUnitsPerOrder'),
    })
    .returning({ id: hcpcsCodes.id, key: hcpcsCodes.code });
  const hcpcsIds = idsBy(rows);

  await tx.delete(hcpcsCodeIcd10s);
  await tx.insert(hcpcsCodeIcd10s).values(
    catalogue.hcpcs.flatMap((h) =>
      h.supportingIcd10.map((d) => ({
        hcpcsCodeId: mustGet(hcpcsIds, h.code, 'HCPCS code'),
        icd10Code: d.code,
        isPrimaryDx: d.isPrimaryDx,
        isSecondaryDx: d.isSecondaryDx,
      })),
    ),
  );
  return hcpcsIds;
}

async function upsertProducts(tx: Tx, catalogue: CatalogueFile, hcpcsIds: IdsBy) {
  const hcpcsByCode = new Map(catalogue.hcpcs.map((h) => [h.code, h]));
  const rows = await tx
    .insert(products)
    .values(
      catalogue.products.map((p) => ({
        slug: p.id,
        name: p.name,
        manufacturer: p.manufacturer,
        model: p.model ?? null,
        description: hcpcsByCode.get(p.hcpcsCode)?.longDescription ?? p.name,
        hcpcsCodeId: mustGet(hcpcsIds, p.hcpcsCode, 'HCPCS code'),
      })),
    )
    .onConflictDoUpdate({
      target: products.slug,
      set: excluded(products, 'name', 'manufacturer', 'model', 'description', 'hcpcsCodeId'),
    })
    .returning({ id: products.id, key: products.slug });
  const productIds = idsBy(rows);

  await tx
    .insert(productVariants)
    .values(
      catalogue.products.flatMap((p) =>
        p.variants.map((v) => ({
          sku: v.sku,
          productId: mustGet(productIds, p.id, 'product'),
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
}

/** The lists the forms offer: provider types (and whether they may sign orders) and carriers. */
async function upsertDirectories(tx: Tx, catalogue: CatalogueFile) {
  await tx
    .insert(providerTypes)
    .values(
      catalogue.providerTypes.map((name) => ({
        name,
        canSignOrders: !catalogue.providerTypeNotes[name]?.startsWith('Referral/documentation source only'),
      })),
    )
    .onConflictDoUpdate({ target: providerTypes.name, set: excluded(providerTypes, 'canSignOrders') });

  await tx
    .insert(insuranceCarriers)
    .values(
      catalogue.insuranceCarriers.map((c) => ({
        name: c.name,
        carrierType: c.type,
        payerId: c.payerId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: insuranceCarriers.name,
      set: excluded(insuranceCarriers, 'carrierType', 'payerId'),
    });
}

function mustGet(map: IdsBy, key: string, what: string): string {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Catalogue refers to an unknown ${what}: ${String(key)}`);
  return value;
}
