import { and, asc, eq, sql } from 'drizzle-orm';
import { arrayRowsStatement, functionRowsStatement, timestampOf } from '../../db/array-rows';
import type { Database, DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { cartItems, carts, patientSessions } from '../../db/schema/index';
import { joinSessionPricingStatus } from '../insurance/insurance.repo';
import {
  isLiveSessionOfToken,
  PRICED_SESSION_WIDTH,
  type PricedSessionRow,
  pricedSessionColumns,
  pricedSessionOfRow,
} from '../patient-session/session.repo';
import { catalogueByVariantId, type VariantRow } from '../shop/catalogue.repo';

export async function findOpenCart(db: DbOrTx, cartId: string | null, sessionId: string) {
  if (!cartId) return undefined;
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.sessionId, sessionId), eq(carts.status, 'open')))
    .limit(1);
  return cart;
}

export type CartItemRow = typeof cartItems.$inferSelect;

/** What a cart change answered: the cart's items after it, or why nothing changed. */
export type CartChange = { outcome: 'ok'; items: CartItemRow[] } | { outcome: CartRefusal };
type CartRefusal = 'no_open_cart' | 'over_limit' | 'no_item';

function changeOfRows(rows: unknown[][], cartId: string): CartChange {
  const outcome = rows[0]?.[0];
  if (outcome !== undefined && outcome !== 'ok') return { outcome: outcome as CartRefusal };
  const items = rows.map((row) => ({
    id: row[1] as string,
    cartId,
    productVariantId: row[2] as string,
    quantity: row[3] as number,
    createdAt: timestampOf(row[4]) as Date,
  }));
  return { outcome: 'ok', items };
}

const addItemStatement = functionRowsStatement('cart_add_item', [
  'cartId',
  'sessionId',
  'variantId',
  'quantity',
  'limitedVariantIds',
  'limit',
]);

/**
 * Adds (or sets) a variant's quantity in the session's open cart, in one round trip (migration
 * 0020): the cart is locked first, so with parallel adds `limit` still caps how many of
 * `limitedVariantIds`, other than this variant, the cart may already hold ('over_limit').
 */
export async function addItemUnderLock(
  db: Database,
  change: {
    cartId: string;
    sessionId: string;
    variantId: string;
    quantity: number;
    limitedVariantIds: string[];
    limit: number;
  },
) {
  return changeOfRows(await addItemStatement(db, change), change.cartId);
}

const setQuantityStatement = functionRowsStatement('cart_set_item_quantity', [
  'cartId',
  'sessionId',
  'itemId',
  'quantity',
]);

/** Sets an item's quantity in the session's open cart under its lock; 0 removes the item. */
export async function setItemQuantityUnderLock(
  db: Database,
  change: { cartId: string; sessionId: string; itemId: string; quantity: number },
) {
  return changeOfRows(await setQuantityStatement(db, change), change.cartId);
}

/**
 * The session's open cart, created if it has none. The database holds one open cart per session
 * (a partial unique index): of parallel first adds one inserts, the others wait for it, insert
 * nothing and read the winner's cart — so every acknowledged item lands in the same cart.
 */
export async function insertOrFindOpenCart(db: DbOrTx, sessionId: string, consultationId: string | null) {
  const [created] = await db
    .insert(carts)
    .values({ sessionId, consultationId })
    .onConflictDoNothing({ target: carts.sessionId, where: sql`${carts.status} = 'open'` })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), eq(carts.status, 'open')))
    .limit(1);
  if (!existing) throw new Error('open cart neither inserted nor found');
  return existing;
}

const liveSessionWithCart = arrayRowsStatement('find_live_patient_session_with_cart', (db) =>
  joinSessionPricingStatus(
    db
      .select({
        ...pricedSessionColumns,
        openCartId: carts.id,
        itemId: cartItems.id,
        itemVariantId: cartItems.productVariantId,
        itemQuantity: cartItems.quantity,
        itemCreatedAt: cartItems.createdAt,
      })
      .from(patientSessions)
      .$dynamic(),
  )
    .leftJoin(
      carts,
      and(
        eq(carts.id, patientSessions.cartId),
        eq(carts.sessionId, patientSessions.id),
        eq(carts.status, 'open'),
      ),
    )
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(isLiveSessionOfToken)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
);

/** A session with the status that prices it and the lines of its open cart (none when it has no open cart yet). */
export type SessionWithCart = PricedSessionRow & { openCartLines?: CartLine[] };

/** The cart item of a row of `liveSessionWithCart` (after the session's values), if the row has one. */
function itemOfRow(row: unknown[], cartId: string): CartItemRow | undefined {
  const at = PRICED_SESSION_WIDTH + 1;
  if (row[at] === null) return undefined;
  return {
    id: row[at] as string,
    cartId,
    productVariantId: row[at + 1] as string,
    quantity: row[at + 2] as number,
    createdAt: timestampOf(row[at + 3]) as Date,
  };
}

/**
 * A live session, the status that prices it (as `findLiveSessionWithPlan` picks it) and its open
 * cart's lines in one query: the cart page's whole read, and where a quantity change finds its line.
 */
export async function findLiveSessionWithCart(
  db: Database,
  tokenHash: string,
  requestedStatusId: string | null,
): Promise<SessionWithCart | undefined> {
  const [rows, catalogue] = await independentReads(
    db,
    () => liveSessionWithCart(db, { tokenHash, requestedStatusId }),
    () => catalogueByVariantId(db),
  );
  const first = rows[0];
  if (!first) return undefined;
  const session = pricedSessionOfRow(first, tokenHash);
  const cartId = first[PRICED_SESSION_WIDTH] as string | null;
  if (!cartId) return session;
  const items = rows.flatMap((row) => itemOfRow(row, cartId) ?? []);
  return { ...session, openCartLines: linesOf(items, catalogue) };
}

const toCartLine = (item: CartItemRow, row: VariantRow) => ({
  item,
  variant: row.variant,
  product: row.product,
  code: row.code,
  category: row.category,
  verticalName: row.vertical.name,
});

/** Items with their catalogue rows; an item whose product left the catalogue is not a line. */
export function linesOf(items: CartItemRow[], catalogue: Map<string, VariantRow>) {
  return items.flatMap((item) => {
    const row = catalogue.get(item.productVariantId);
    return row ? [toCartLine(item, row)] : [];
  });
}

/** The cart's lines with everything the cart page and the pricing need: one query plus the cached catalogue. */
export async function findCartLines(db: DbOrTx, cartId: string) {
  const [items, catalogue] = await independentReads(
    db,
    () =>
      db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    () => catalogueByVariantId(db),
  );
  return linesOf(items, catalogue);
}

export type CartLine = ReturnType<typeof toCartLine>;
