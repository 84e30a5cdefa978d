import { CART_MESSAGES, type Cart } from '@dme/shared/cart/api';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { DomainError, notFound } from '../../lib/domain-error';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { isStoredSession } from '../patient-session/session.service';
import { formatSavings, formatUsd, toDecimalString } from '../pricing/money';
import { type PlanBenefits, priceLines, totals } from '../pricing/pricing';
import { catalogueByVariantId, findVariants } from '../shop/catalogue.repo';
import { imageUrlsOf } from '../shop/catalogue.shape';
import {
  type CartItemRow,
  type CartLine,
  deleteCartItem,
  findCartLines,
  findOpenCart,
  insertOrFindOpenCart,
  linesOf,
  lockOpenCartItems,
  type SessionWithCart,
  setCartItemQuantity,
  upsertCartItem,
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

/** The session's open cart, locked, with its items: created on the first add (one statement after that). */
async function lockCartForAdd(tx: Transaction, session: PatientSessionRow) {
  const items = await lockOpenCartItems(tx, session.cartId, session.id);
  if (items && session.cartId) return { cartId: session.cartId, items };
  const cart = await createOpenCart(tx, session);
  // A parallel first add may have created it: lock it and read what that add put in.
  return { cartId: cart.id, items: (await lockOpenCartItems(tx, cart.id, session.id)) ?? [] };
}

/**
 * The items after an upsert in the order the cart is read (created_at, id). A new item normally
 * goes last; only an add of the same millisecond as another can differ from the next read, which
 * sees microseconds.
 */
function withItem(items: CartItemRow[], item: CartItemRow) {
  if (items.some((entry) => entry.id === item.id))
    return items.map((entry) => (entry.id === item.id ? item : entry));
  const sortsAfter = (entry: CartItemRow) =>
    entry.createdAt > item.createdAt ||
    (entry.createdAt.getTime() === item.createdAt.getTime() && entry.id > item.id);
  const at = items.findIndex(sortsAfter);
  return at < 0 ? [...items, item] : [...items.slice(0, at), item, ...items.slice(at)];
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

/**
 * Adds (or sets) a variant's quantity. The cart row is locked first, so the per-variant maximum
 * and the per-category limit hold even when two adds race. The catalogue and the work order's scope
 * are the process's cached reference data, read through `db`: a transaction is a new handle each
 * time, so reading them through it would load the whole catalogue again on every add.
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
  return db.transaction(async (tx) => {
    const { cartId, items } = await lockCartForAdd(tx, session);
    const sameCategory = linesOf(items, catalogue).filter(
      (line) => line.category.id === row.category.id && line.variant.id !== row.variant.id,
    );
    if (sameCategory.length + 1 > row.category.quantityLimit) {
      throw new DomainError(
        'validation',
        CART_MESSAGES.categoryLimit(row.category.name, row.category.quantityLimit),
      );
    }
    const item = await upsertCartItem(tx, cartId, row.variant.id, input.quantity);
    return toCart(cartId, linesOf(withItem(items, item), catalogue), plan);
  });
}

/** Changes a line of the caller's own cart; quantity 0 removes it. */
export async function updateCartItem(
  db: Database,
  session: PatientSessionRow,
  plan: PlanBenefits | null,
  itemId: string,
  quantity: number,
) {
  const catalogue = await catalogueByVariantId(db);
  return db.transaction(async (tx) => {
    const items = await lockOpenCartItems(tx, session.cartId, session.id);
    const line = items && linesOf(items, catalogue).find((entry) => entry.item.id === itemId);
    if (!items || !session.cartId || !line) throw notFound(CART_MESSAGES.itemNotFound);
    if (quantity > line.variant.maxQuantity)
      throw new DomainError('validation', CART_MESSAGES.maxQuantity(line.variant.maxQuantity));
    if (quantity === 0) await deleteCartItem(tx, itemId);
    else await setCartItemQuantity(tx, itemId, quantity);
    const changed =
      quantity === 0
        ? items.filter((entry) => entry.id !== itemId)
        : items.map((entry) => (entry.id === itemId ? { ...entry, quantity } : entry));
    return toCart(session.cartId, linesOf(changed, catalogue), plan);
  });
}
