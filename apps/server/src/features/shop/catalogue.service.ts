import type { ProductVariant, ProductVariantsQuery } from '@dme/shared/shop/api';
import { SHOP_MESSAGES } from '@dme/shared/shop/api';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { perDatabaseCache } from '../../db/per-database';
import { notFound } from '../../lib/domain-error';
import { immutableReply } from '../../lib/snake-json';
import { pricesKeyOf, type SessionPlan } from '../insurance/pricing-plan';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { type PlanBenefits, priceLines } from '../pricing/pricing';
import {
  findSiblingVariants,
  findVariants,
  findVerticalsWithCategories,
  type VariantRow,
} from './catalogue.repo';
import { toProductCategory, toProductVariant } from './catalogue.shape';

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

const priceRow = (row: VariantRow, plan: PlanBenefits | null, quantity = 1) => {
  const [price] = priceLines(
    [
      {
        hcpcsCode: row.code,
        retailUnitCents: row.variant.retailCostCents,
        quantity,
        isCashOnly: row.product.isCashOnly,
      },
    ],
    plan,
  );
  return price ?? { retailCents: 0, patientCents: 0, savingsCents: 0 };
};

/**
 * Spec patient §5 "Price filter": the price compared is the patient cost when insurance is active
 * and the product is not cash-only, otherwise the retail cost (filter bounds are dollars).
 */
export function isWithinPriceFilter(
  row: VariantRow,
  patientCents: number,
  plan: PlanBenefits | null,
  query: ProductVariantsQuery,
) {
  const cents = plan?.active && !row.product.isCashOnly ? patientCents : row.variant.retailCostCents;
  if (query.priceFrom !== undefined && cents < query.priceFrom * 100) return false;
  if (query.priceTo !== undefined && cents > query.priceTo * 100) return false;
  return true;
}

/** Catalogue pages kept per database: each is a few kilobytes, and most visits ask for a handful. */
const MAX_CACHED_PAGES = 2_000;
const cataloguePagesOf = perDatabaseCache(
  () => new LRUCache<string, ProductVariant[]>({ max: MAX_CACHED_PAGES }),
);

function findCataloguePage(
  db: Database,
  session: PatientSessionRow,
  plan: PlanBenefits | null,
  query: ProductVariantsQuery,
) {
  return findVariants(db, {
    consultationId: session.consultationId,
    ...(query.productVerticalUuid && !session.consultationId
      ? { verticalId: query.productVerticalUuid }
      : {}),
    ...(query.productUuid ? { productId: query.productUuid } : {}),
    ...(query.query ? { query: query.query } : {}),
    ...(asList(query.brands) ? { brands: asList(query.brands) } : {}),
    ...(asList(query.hcpcsCodes) ? { hcpcsCodes: asList(query.hcpcsCodes) } : {}),
  }).then((rows) =>
    rows.flatMap((row) => {
      const price = priceRow(row, plan);
      return isWithinPriceFilter(row, price.patientCents, plan, query) ? [toProductVariant(row, price)] : [];
    }),
  );
}

/**
 * The session's catalogue, filtered and priced. A page depends only on the work order's scope, what
 * of the plan changes prices (its carrier's fee schedule and the cost share: `pricesKeyOf`) and the
 * filters, all of which are in its key, over a catalogue and fee schedules that do not change while
 * the process runs: so each distinct page is built once and then served as it is, to every patient
 * of that work order with an equal plan.
 */
export async function listProductVariants(
  db: Database,
  session: PatientSessionRow,
  plan: SessionPlan | null,
  query: ProductVariantsQuery,
): Promise<ProductVariant[]> {
  const pages = cataloguePagesOf(db);
  const key = JSON.stringify([session.consultationId, pricesKeyOf(plan), query]);
  const cached = pages.get(key);
  if (cached) return cached;
  const page = immutableReply(await findCataloguePage(db, session, plan, query));
  pages.set(key, page);
  return page;
}

/** One variant of the session's catalogue; outside it (another vertical, another plan) it does not exist. */
export async function getProductVariant(
  db: Database,
  session: PatientSessionRow,
  plan: PlanBenefits | null,
  id: string,
  quantity = 1,
) {
  const [row] = await findVariants(db, { consultationId: session.consultationId, variantIds: [id] });
  if (!row) throw notFound(SHOP_MESSAGES.invalidProduct);
  const siblings = await findSiblingVariants(db, row.product.id);
  return { ...toProductVariant(row, priceRow(row, plan, quantity), quantity), siblings };
}

export async function listProductVerticals(db: Database) {
  const verticals = await findVerticalsWithCategories(db);
  return verticals.map(({ vertical, categories }) => ({
    uuid: vertical.id,
    name: vertical.name,
    productCategories: categories.map((category) => toProductCategory(category, vertical)),
  }));
}
