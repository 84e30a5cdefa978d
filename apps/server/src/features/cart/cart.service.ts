import { CART_MESSAGES, type Cart } from '@dme/shared/cart/api';
import type { Database, DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { DomainError, notFound } from '../../lib/domain-error';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { isStoredSession } from '../patient-session/session.service';
import { formatSavings, formatUsd, toDecimalString } from '../pricing/money';
import { type PlanBenefits, priceLines, totals } from '../pricing/pricing';
import { catalogueByVariantId, findVariants, type VariantRow } from '../shop/catalogue.repo';
import { imageUrlsOf } from '../shop/catalogue.shape';
import {
  addItemUnderLock,
  type CartLine,
  findCartLines,
  findOpenCart,
  insertOrFindOpenCart,
  linesOf,
  type SessionWithCart,
  setItemQuantityUnderLock,
} from './cart.repo';

async function createOpenCart(db: DbOrTx, session: PatientSessionRow) {
  const cart = await insertOrFindOpenCart(db, session.id, session.consultationId);
  if (session.cartId !== cart.id) await updateSession(db, session.id, { cartId: cart.id });
  session.cartId = cart.id;
  return cart;
}

/** The session's open cart, created on first need. */
export async function ensureCart(db: DbOrTx, session: PatientSessionRow) {
  return (await findOpenCart(db, session.cartId, session.id)) ?? createOpenCart(db, session);
}

/** Each cart line priced by the one pricing module, with the totals. */
export function priceCartLines(lines: CartLine[], plan: PlanBenefits | null) {
  const prices = priceLines(
    lines.map(({ item, variant, product, code }) => ({
      hcpcsCode: code,
      retailUnitCents: variant.retailCostCents,
      quantity: item.quantity,
      isCashOnly: product.isCashOnly,
    })),
    plan,
  );
  return { prices, sum: totals(prices) };
}

/** The cart as the spec's cart page reads it. */
export function toCart(cartId: string, lines: CartLine[], plan: PlanBenefits | null): Cart {
  const { prices, sum } = priceCartLines(lines, plan);
  const serviceFeeCents = 0;
  return {
    uuid: cartId,
    isFree: lines.length > 0 && sum.patientCents + serviceFeeCents === 0,
    pricesAreEstimates: Boolean(plan?.isEstimate) && lines.some(({ product }) => !product.isCashOnly),
    cartItems: lines.map(({ item, variant, product, category, verticalName }, index) => ({
      uuid: item.id,
      quantity: item.quantity,
      title: product.name,
      manufacturerName: product.manufacturer,
      firstImageUrl: imageUrlsOf(category.slug)[0] ?? null,
      supplierName: null,
      productVariant: {
        uuid: variant.id,
        productTitle: product.name,
        maxQuantity: variant.maxQuantity,
        product: {
          uuid: product.id,
          imageUrls: imageUrlsOf(category.slug),
          manufacturer: product.manufacturer,
          isCashOnly: product.isCashOnly,
        },
        productCategoryName: category.name,
        productCategoryUuid: category.id,
        productVerticalName: verticalName,
      },
      formattedPrices: {
        patientCost: formatUsd(prices[index]?.patientCents ?? 0),
        totalRetailCost: formatUsd(prices[index]?.retailCents ?? 0),
      },
    })),
    prices: { subtotalPayerResponsibility: toDecimalString(sum.savingsCents) },
    formattedPrices: {
      subtotal: formatUsd(sum.retailCents),
      patientServiceFee: formatUsd(serviceFeeCents),
      insuranceSavings: formatSavings(sum.savingsCents),
      subtotalWithInsuranceDiscount: formatUsd(sum.patientCents + serviceFeeCents),
    },
  };
}

/** The session's cart, read with the session when it was found by `findLiveSessionWithCart`. */
export async function getCart(
  db: Database,
  session: PatientSessionRow & Pick<SessionWithCart, 'openCartLines'>,
  plan: PlanBenefits | null,
) {
  if (session.openCartLines && session.cartId) return toCart(session.cartId, session.openCartLines, plan);
  // A browser that has stored nothing yet reads an empty cart without leaving a row behind; its
  // first add creates the cart (issue 12: cookie-less requests store nothing).
  if (!isStoredSession(session)) return toCart(session.id, [], plan);
  const cart = await ensureCart(db, session);
  return toCart(cart.id, await findCartLines(db, cart.id), plan);
}

/** The ids of the catalogue's variants in a category, which its quantity limit counts. */
const variantIdsOfCategory = (catalogue: Map<string, VariantRow>, categoryId: string) =>
  [...catalogue.values()].flatMap((row) => (row.category.id === categoryId ? [row.variant.id] : []));

/**
 * Adds (or sets) a variant's quantity. The database applies the category's limit under the cart's
 * lock, so it holds even when two adds race. The catalogue and the work order's scope are the
 * process's cached reference data.
 */
export async function addCartItem(
  db: Database,
  session: PatientSessionRow,
  plan: PlanBenefits | null,
  input: { productVariantUuid: string; quantity: number },
) {
  const [[row], catalogue] = await independentReads(
    db,
    () =>
      findVariants(db, { consultationId: session.consultationId, variantIds: [input.productVariantUuid] }),
    () => catalogueByVariantId(db),
  );
  if (!row) throw new DomainError('validation', CART_MESSAGES.notInCatalogue);
  if (input.quantity > row.variant.maxQuantity)
    throw new DomainError('validation', CART_MESSAGES.maxQuantity(row.variant.maxQuantity));
  const limitedVariantIds = variantIdsOfCategory(catalogue, row.category.id);
  const addTo = (cartId: string) =>
    addItemUnderLock(db, {
      cartId,
      sessionId: session.id,
      variantId: row.variant.id,
      quantity: input.quantity,
      limitedVariantIds,
      limit: row.category.quantityLimit,
    });
  let cartId = session.cartId;
  let change = cartId ? await addTo(cartId) : undefined;
  // The first add, or the first after a checkout: a parallel add may create the cart first, and
  // then this one adds to it.
  if (!cartId || change?.outcome === 'no_open_cart') {
    cartId = (await db.transaction((tx) => createOpenCart(tx, session))).id;
    change = await addTo(cartId);
  }
  if (change?.outcome === 'over_limit')
    throw new DomainError(
      'validation',
      CART_MESSAGES.categoryLimit(row.category.name, row.category.quantityLimit),
    );
  if (change?.outcome !== 'ok') throw new Error(`adding to the open cart answered ${change?.outcome}`);
  return toCart(cartId, linesOf(change.items, catalogue), plan);
}

/**
 * Changes a line of the caller's own cart; quantity 0 removes it. The line is found in the cart
 * read with the session (an item's variant never changes), and changed under the cart's lock only
 * if it is still there.
 */
export async function updateCartItem(
  db: Database,
  session: PatientSessionRow & Pick<SessionWithCart, 'openCartLines'>,
  plan: PlanBenefits | null,
  itemId: string,
  quantity: number,
) {
  const line = session.openCartLines?.find((entry) => entry.item.id === itemId);
  if (!line || !session.cartId) throw notFound(CART_MESSAGES.itemNotFound);
  if (quantity > line.variant.maxQuantity)
    throw new DomainError('validation', CART_MESSAGES.maxQuantity(line.variant.maxQuantity));
  const cartId = session.cartId;
  const [change, catalogue] = await independentReads(
    db,
    () => setItemQuantityUnderLock(db, { cartId, sessionId: session.id, itemId, quantity }),
    () => catalogueByVariantId(db),
  );
  if (change.outcome !== 'ok') throw notFound(CART_MESSAGES.itemNotFound);
  return toCart(cartId, linesOf(change.items, catalogue), plan);
}
