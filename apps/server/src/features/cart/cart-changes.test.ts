import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts, productVariants } from '../../db/schema/index';
import { shopperWithCart } from '../../test/order-helpers';
import { useTestApp } from '../../test/test-app';
import { addItemUnderLock, setItemQuantityUnderLock } from './cart.repo';

// The cart's writes are two SQL functions (migration 0020), each one round trip: what they answer
// and what they leave behind, on PGlite and on PostgreSQL. The routes' tests cover the rules above them.
describe('cart changes under the cart lock', () => {
  const t = useTestApp();

  async function pumpCart() {
    const { db } = t.database;
    const { cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const [stored] = await db.select().from(carts).where(eq(carts.id, cart.uuid));
    if (!stored?.sessionId) throw new Error('no stored cart');
    const itemsInDatabase = () =>
      db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.uuid))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const [pumpItem] = await itemsInDatabase();
    const others = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .orderBy(asc(productVariants.id))
      .limit(3);
    const otherIds = others.map(({ id }) => id).filter((id) => id !== pumpItem?.productVariantId);
    return { cartId: cart.uuid, sessionId: stored.sessionId, pumpItem: pumpItem!, otherIds, itemsInDatabase };
  }

  it('adds and answers the items as the query builder reads them, in the cart order', async () => {
    const { db } = t.database;
    const { cartId, sessionId, otherIds, itemsInDatabase } = await pumpCart();
    const change = await addItemUnderLock(db, {
      cartId,
      sessionId,
      variantId: otherIds[0]!,
      quantity: 2,
      limitedVariantIds: [],
      limit: 1,
    });
    expect(change).toEqual({ outcome: 'ok', items: await itemsInDatabase() });
    expect(change.outcome === 'ok' && change.items.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('refuses an add over the limit of the variants it counts, and counts the added variant itself out', async () => {
    const { db } = t.database;
    const { cartId, sessionId, pumpItem, otherIds, itemsInDatabase } = await pumpCart();
    const before = await itemsInDatabase();
    const limitedVariantIds = [pumpItem.productVariantId, otherIds[0]!];
    const add = (variantId: string, quantity: number) =>
      addItemUnderLock(db, { cartId, sessionId, variantId, quantity, limitedVariantIds, limit: 1 });

    expect(await add(otherIds[0]!, 1)).toEqual({ outcome: 'over_limit' });
    expect(await itemsInDatabase()).toEqual(before);
    // Setting the quantity of the variant already counted is not a second one.
    const again = await add(pumpItem.productVariantId, 2);
    expect(again.outcome === 'ok' && again.items.map((item) => [item.id, item.quantity])).toEqual([
      [pumpItem.id, 2],
    ]);
  });

  it("changes nothing in another session's cart or in a cart that is no longer open", async () => {
    const { db } = t.database;
    const mine = await pumpCart();
    const theirs = await pumpCart();
    const intoTheirs = { cartId: theirs.cartId, sessionId: mine.sessionId };
    expect(
      await addItemUnderLock(db, {
        ...intoTheirs,
        variantId: mine.otherIds[0]!,
        quantity: 1,
        limitedVariantIds: [],
        limit: 1,
      }),
    ).toEqual({ outcome: 'no_open_cart' });
    expect(
      await setItemQuantityUnderLock(db, { ...intoTheirs, itemId: theirs.pumpItem.id, quantity: 0 }),
    ).toEqual({ outcome: 'no_open_cart' });
    expect(await theirs.itemsInDatabase()).toEqual([theirs.pumpItem]);

    await db.update(carts).set({ status: 'checked_out' }).where(eq(carts.id, mine.cartId));
    expect(
      await setItemQuantityUnderLock(db, {
        cartId: mine.cartId,
        sessionId: mine.sessionId,
        itemId: mine.pumpItem.id,
        quantity: 0,
      }),
    ).toEqual({ outcome: 'no_open_cart' });
    expect(await mine.itemsInDatabase()).toEqual([mine.pumpItem]);
  });

  it("sets a quantity, removes at 0, and answers no_item for an item that is not the cart's", async () => {
    const { db } = t.database;
    const { cartId, sessionId, pumpItem, itemsInDatabase } = await pumpCart();
    const other = await pumpCart();
    const set = (itemId: string, quantity: number) =>
      setItemQuantityUnderLock(db, { cartId, sessionId, itemId, quantity });

    expect(await set(other.pumpItem.id, 0)).toEqual({ outcome: 'no_item' });
    expect(await other.itemsInDatabase()).toEqual([other.pumpItem]);
    expect(await set(pumpItem.id, 3)).toEqual({ outcome: 'ok', items: [{ ...pumpItem, quantity: 3 }] });
    expect(await set(pumpItem.id, 0)).toEqual({ outcome: 'ok', items: [] });
    expect(await itemsInDatabase()).toEqual([]);
    expect(await set(pumpItem.id, 0)).toEqual({ outcome: 'no_item' });
  });
});
