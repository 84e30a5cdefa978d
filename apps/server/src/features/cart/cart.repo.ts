import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cartItems,
  carts,
  hcpcsCodes,
  productCategories,
  products,
  productVariants,
  productVerticals,
} from '../../db/schema/index';

export async function findOpenCart(db: DbOrTx, cartId: string | null, sessionId: string) {
  if (!cartId) return undefined;
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.sessionId, sessionId), eq(carts.status, 'open')))
    .limit(1);
  return cart;
}

/** Serialises changes to one cart, so two simultaneous adds cannot both pass a limit. */
export async function lockCart(db: DbOrTx, cartId: string) {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

export async function insertCart(db: DbOrTx, sessionId: string, consultationId: string | null) {
  const [cart] = await db.insert(carts).values({ sessionId, consultationId }).returning();
  if (!cart) throw new Error('cart insert returned nothing');
  return cart;
}

/** The cart's lines with everything the cart page and the pricing need, in one query. */
export function findCartLines(db: DbOrTx, cartId: string) {
  return db
    .select({
      item: cartItems,
      variant: productVariants,
      product: products,
      code: hcpcsCodes.code,
      category: productCategories,
      verticalName: productVerticals.name,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
    .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .innerJoin(productVerticals, eq(productVerticals.id, productCategories.verticalId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartLine = Awaited<ReturnType<typeof findCartLines>>[number];

export const upsertCartItem = (db: DbOrTx, cartId: string, productVariantId: string, quantity: number) =>
  db
    .insert(cartItems)
    .values({ cartId, productVariantId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productVariantId], set: { quantity } });

export const setCartItemQuantity = (db: DbOrTx, itemId: string, quantity: number) =>
  db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));

export const deleteCartItem = (db: DbOrTx, itemId: string) =>
  db.delete(cartItems).where(eq(cartItems.id, itemId));
