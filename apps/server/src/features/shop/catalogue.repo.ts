import { and, asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { perDatabaseCache } from '../../db/per-database';
import {
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  productCategories,
  products,
  productVariants,
  productVerticals,
} from '../../db/schema/index';

export interface VariantFilter {
  consultationId?: string | null;
  verticalId?: string;
  productId?: string;
  variantIds?: string[];
  query?: string;
  brands?: string[];
  hcpcsCodes?: string[];
}

/** Every active variant with product, code, category and vertical: the catalogue, in one query. */
function selectCatalogue(db: DbOrTx) {
  return db
    .select({
      variant: productVariants,
      product: products,
      code: hcpcsCodes.code,
      category: productCategories,
      vertical: { id: productVerticals.id, name: productVerticals.name, slug: productVerticals.slug },
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .innerJoin(productVerticals, eq(productVerticals.id, productCategories.verticalId))
    .where(and(eq(products.isActive, true), eq(productCategories.isActive, true)))
    .orderBy(asc(productCategories.position), asc(products.name), asc(productVariants.title));
}

export type VariantRow = Awaited<ReturnType<typeof selectCatalogue>>[number];

/** What a work order opens: its codes, their (vertical, PAP) families, or a whole vertical for an inbound lead. */
interface ConsultationScope {
  hcpcsCodeIds: Set<string>;
  families: Set<string>;
  inboundVerticalId: string | null;
}

async function selectConsultationScope(db: DbOrTx, consultationId: string): Promise<ConsultationScope> {
  const rows = await db
    .select({
      inboundLead: consultations.inboundLead,
      verticalId: consultations.productVerticalId,
      hcpcsCodeId: consultationHcpcsCodes.hcpcsCodeId,
      categoryVerticalId: productCategories.verticalId,
      isCpap: productCategories.isCpap,
    })
    .from(consultations)
    .leftJoin(consultationHcpcsCodes, eq(consultationHcpcsCodes.consultationId, consultations.id))
    .leftJoin(hcpcsCodes, eq(hcpcsCodes.id, consultationHcpcsCodes.hcpcsCodeId))
    .leftJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .where(eq(consultations.id, consultationId));
  return {
    hcpcsCodeIds: new Set(rows.flatMap((row) => (row.hcpcsCodeId ? [row.hcpcsCodeId] : []))),
    families: new Set(
      rows.flatMap((row) => (row.categoryVerticalId ? [`${row.categoryVerticalId}:${row.isCpap}`] : [])),
    ),
    inboundVerticalId: rows[0]?.inboundLead ? rows[0].verticalId : null,
  };
}

/**
 * The catalogue is reference data loaded at start and a work order's codes never change after it is
 * written, so each server process keeps both in memory: a shop read then costs no catalogue query.
 * Restart the processes after changing products outside the catalogue load. (A Drizzle query runs
 * again on every `then`: the settled promise is kept, not the builder.)
 */
const cachedCatalogue = perDatabaseCache((db) => Promise.resolve(selectCatalogue(db)));

const MAX_CACHED_SCOPES = 10_000;
const scopesOf = perDatabaseCache(
  () => new LRUCache<string, Promise<ConsultationScope>>({ max: MAX_CACHED_SCOPES }),
);

function cachedScope(db: DbOrTx, consultationId: string) {
  const scopes = scopesOf(db);
  let scope = scopes.get(consultationId);
  if (!scope) {
    scope = selectConsultationScope(db, consultationId);
    scopes.set(consultationId, scope);
    scope.catch(() => scopes.delete(consultationId));
  }
  return scope;
}

/**
 * What a referral patient may buy (DESIGN §5): the products of the work order's HCPCS codes, plus
 * the accessory categories of the same vertical and device family (PAP supplies for a PAP order,
 * oxygen contents for oxygen, pump supplies for a pump). An inbound lead's work order has no codes:
 * it opens its whole vertical.
 */
const inScope = (row: VariantRow, scope: ConsultationScope) =>
  scope.hcpcsCodeIds.has(row.product.hcpcsCodeId) ||
  (row.category.isAccessory && scope.families.has(`${row.category.verticalId}:${row.category.isCpap}`)) ||
  row.category.verticalId === scope.inboundVerticalId;

/** Text matches the title or manufacturer, case-insensitively (spec patient §5). */
const matchesText = (row: VariantRow, text: string) =>
  [row.product.name, row.variant.title, row.product.manufacturer].some((value) =>
    value.toLowerCase().includes(text),
  );

/** The catalogue by variant id (from the process's cache, indexed once). */
export const catalogueByVariantId = perDatabaseCache((db) =>
  cachedCatalogue(db).then((rows) => new Map(rows.map((row) => [row.variant.id, row]))),
);

/** The catalogue narrowed to a session's work order and the shop's filters. */
export async function findVariants(db: DbOrTx, filter: VariantFilter) {
  const [rows, scope] = await independentReads(
    db,
    () => cachedCatalogue(db),
    async () => (filter.consultationId ? cachedScope(db, filter.consultationId) : undefined),
  );
  const text = filter.query?.toLowerCase();
  const ids = filter.variantIds && new Set(filter.variantIds);
  return rows.filter(
    (row) =>
      (!scope || inScope(row, scope)) &&
      (!filter.verticalId || row.vertical.id === filter.verticalId) &&
      (!filter.productId || row.product.id === filter.productId) &&
      (!ids || ids.has(row.variant.id)) &&
      (!filter.hcpcsCodes?.length || filter.hcpcsCodes.includes(row.code)) &&
      (!filter.brands?.length || filter.brands.includes(row.product.manufacturer)) &&
      (!text || matchesText(row, text)),
  );
}

export function findSiblingVariants(db: DbOrTx, productId: string) {
  return db
    .select({ uuid: productVariants.id, title: productVariants.title, size: productVariants.size })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.title));
}

export async function findVerticalsWithCategories(db: DbOrTx) {
  const rows = await db
    .select({ vertical: productVerticals, category: productCategories })
    .from(productVerticals)
    .innerJoin(productCategories, eq(productCategories.verticalId, productVerticals.id))
    .orderBy(asc(productVerticals.position), asc(productCategories.position));
  const verticals = new Map<
    string,
    { vertical: (typeof rows)[number]['vertical']; categories: (typeof rows)[number]['category'][] }
  >();
  for (const { vertical, category } of rows) {
    const entry = verticals.get(vertical.id) ?? { vertical, categories: [] };
    entry.categories.push(category);
    verticals.set(vertical.id, entry);
  }
  return [...verticals.values()];
}
