import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  productCategories,
  products,
  productVariants,
  productVerticals,
} from '../../db/schema/index';

/**
 * What a referral patient may buy (DESIGN §5): the products of the work order's HCPCS codes, plus
 * the accessory categories of the same vertical and device family (PAP supplies for a PAP order,
 * oxygen contents for oxygen, pump supplies for a pump).
 */
function consultationScope(consultationId: string): SQL {
  const ordered = sql`select ${hcpcsCodes.id} from ${consultationHcpcsCodes}
    join ${hcpcsCodes} on ${hcpcsCodes.id} = ${consultationHcpcsCodes.hcpcsCodeId}
    where ${consultationHcpcsCodes.consultationId} = ${consultationId}`;
  const families = sql`select c.vertical_id, c.is_cpap from ${consultationHcpcsCodes} l
    join ${hcpcsCodes} h on h.id = l.hcpcs_code_id join ${productCategories} c on c.id = h.category_id
    where l.consultation_id = ${consultationId}`;
  // An inbound lead's work order has no codes: it opens its whole vertical.
  const inboundVertical = sql`select ${consultations.productVerticalId} from ${consultations}
    where ${consultations.id} = ${consultationId} and ${consultations.inboundLead}`;
  return sql`(${products.hcpcsCodeId} in (${ordered}) or (${productCategories.isAccessory}
    and (${productCategories.verticalId}, ${productCategories.isCpap}) in (${families}))
    or ${productCategories.verticalId} in (${inboundVertical}))`;
}

export interface VariantFilter {
  consultationId?: string | null;
  verticalId?: string;
  productId?: string;
  variantIds?: string[];
  query?: string;
  brands?: string[];
  hcpcsCodes?: string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active variants with product, code, category and vertical, in one query. */
export function findVariants(db: DbOrTx, filter: VariantFilter) {
  const conditions: SQL[] = [eq(products.isActive, true), eq(productCategories.isActive, true)];
  if (filter.consultationId) conditions.push(consultationScope(filter.consultationId));
  if (filter.verticalId) conditions.push(eq(productVerticals.id, filter.verticalId));
  if (filter.productId) conditions.push(eq(products.id, filter.productId));
  if (filter.variantIds) {
    conditions.push(filter.variantIds.length ? inArray(productVariants.id, filter.variantIds) : sql`false`);
  }
  if (filter.hcpcsCodes?.length) conditions.push(inArray(hcpcsCodes.code, filter.hcpcsCodes));
  if (filter.brands?.length) conditions.push(inArray(products.manufacturer, filter.brands));
  if (filter.query) {
    const pattern = `%${escapeLike(filter.query)}%`;
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(productVariants.title, pattern),
        ilike(products.manufacturer, pattern),
      ) as SQL,
    );
  }
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
    .where(and(...conditions))
    .orderBy(asc(productCategories.position), asc(products.name), asc(productVariants.title));
}

export type VariantRow = Awaited<ReturnType<typeof findVariants>>[number];

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
