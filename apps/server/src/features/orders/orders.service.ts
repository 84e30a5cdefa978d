import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/port';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { checkoutSessions, orders, reviews, users } from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { findCartLines, findOpenCart } from '../cart/cart.repo';
import { toCart } from '../cart/cart.service';
import type { PatientSessionRow } from '../patient-session/session.repo';
import type { PlanBenefits } from '../pricing/pricing';
import { toOrderView } from './order-view';
import {
  findOrderByCart,
  findOrderByNumber,
  findOrderDetails,
  findPatientOrders,
  type OrderRow,
} from './orders.repo';
import { type PlaceOrderInput, placeOrderFromCart } from './place-order';

/** A cart of this session, open or already ordered (a retried Place Order finds its order). */
async function sessionCart(db: Database, session: PatientSessionRow, cartId: string) {
  const existing = await findOrderByCart(db, cartId);
  if (existing && existing.sessionId === session.id) return { order: existing };
  const cart = await findOpenCart(db, cartId, session.id);
  if (!cart) throw notFound(ORDER_MESSAGES.cartEmpty);
  return { cart };
}

/** Free carts: the order is placed at once (POST /api/orders). */
export async function placeFreeOrder(
  db: Database,
  session: PatientSessionRow,
  plan: PlanBenefits | null,
  input: Omit<PlaceOrderInput, 'taxCents' | 'paymentReference'>,
) {
  const found = await sessionCart(db, session, input.cartId);
  if (found.order) return found.order;
  const cart = toCart(input.cartId, await findCartLines(db, input.cartId), plan);
  if (!cart.isFree) throw new DomainError('unprocessable', ORDER_MESSAGES.cartNotFree);
  return db.transaction((tx) => placeOrderFromCart(tx, { ...input, taxCents: 0, paymentReference: null }));
}

/** Paid carts: a hosted payment page; the order comes when the payment is confirmed. */
export async function startCheckout(
  { db, config, payments }: { db: Database; config: Config; payments: PaymentProvider },
  session: PatientSessionRow,
  plan: PlanBenefits | null,
  cartId: string,
) {
  const found = await sessionCart(db, session, cartId);
  if (found.order) return new URL(`/orders/${found.order.confirmationNumber}`, config.PUBLIC_URL).toString();
  const lines = await findCartLines(db, cartId);
  const cart = toCart(cartId, lines, plan);
  if (lines.length === 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartEmpty);
  if (cart.isFree) throw new DomainError('unprocessable', ORDER_MESSAGES.cartIsFree);
  const amountCents = Math.round(
    Number(cart.formattedPrices.subtotalWithInsuranceDiscount.replace(/[$,]/g, '')) * 100,
  );
  const [checkout] = await db
    .insert(checkoutSessions)
    .values({ cartId, provider: payments.name, amountCents })
    .returning();
  if (!checkout) throw new Error('checkout insert returned nothing');
  const { externalId, url } = await payments.createCheckout({
    checkoutSessionId: checkout.id,
    lines: cart.cartItems.map((item) => ({
      name: item.title,
      quantity: item.quantity,
      unitAmountCents: Math.round(
        (Number(item.formattedPrices.patientCost.replace(/[$,]/g, '')) * 100) / item.quantity,
      ),
    })),
    successUrl: new URL('/payments/complete', config.PUBLIC_URL).toString(),
    cancelUrl: new URL('/cart', config.PUBLIC_URL).toString(),
  });
  await db.update(checkoutSessions).set({ externalId }).where(eq(checkoutSessions.id, checkout.id));
  return url;
}

/** A confirmed payment becomes the cart's order, once, whichever of page, webhook or retry comes first. */
export async function completeCheckout(
  db: Database,
  publicUrl: string,
  paid: {
    checkoutSessionId: string;
    paymentReference: string;
    customer: { name: string; email: string };
    address: PlaceOrderInput['address'];
    taxCents: number;
  },
) {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, paid.checkoutSessionId))
      .for('update');
    if (!checkout) throw notFound();
    const order = await placeOrderFromCart(tx, {
      cartId: checkout.cartId,
      customer: paid.customer,
      address: paid.address,
      taxCents: paid.taxCents,
      paymentReference: paid.paymentReference,
      userId: await userIdByEmail(tx, paid.customer.email),
      publicUrl,
    });
    await tx.update(checkoutSessions).set({ status: 'paid' }).where(eq(checkoutSessions.id, checkout.id));
    return order;
  });
}

async function userIdByEmail(db: Parameters<Parameters<Database['transaction']>[0]>[0], email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'patient')))
    .limit(1);
  return user?.id ?? null;
}

/** Who may see an order: the session that placed it, or the signed-in patient it belongs to. */
async function findVisibleOrder(
  db: Database,
  caller: { session: PatientSessionRow; auth: AuthContext | null },
  number: string,
) {
  const order = await findOrderByNumber(db, number.trim().toUpperCase());
  const ownsBySession = order?.sessionId === caller.session.id;
  const ownsByAccount =
    caller.auth?.role === 'patient' &&
    (order?.userId === caller.auth.userId || order?.customerEmail === caller.auth.email);
  if (!order || !(ownsBySession || ownsByAccount)) throw notFound(ORDER_MESSAGES.invalidOrder);
  return order;
}

async function describeOrders(db: Database, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const details = await findOrderDetails(db, ids);
  const itemIds = details.items.map((row) => row.item.id);
  const reviewed = itemIds.length
    ? new Set(
        (
          await db
            .select({ lineItemId: reviews.lineItemId })
            .from(reviews)
            .where(inArray(reviews.lineItemId, itemIds))
        ).map((r) => r.lineItemId),
      )
    : new Set<string>();
  return rows.map((row) => toOrderView(row, details, reviewed, false));
}

export async function getOrder(
  db: Database,
  caller: { session: PatientSessionRow; auth: AuthContext | null },
  number: string,
) {
  const [view] = await describeOrders(db, [await findVisibleOrder(db, caller, number)]);
  if (!view) throw notFound(ORDER_MESSAGES.invalidOrder);
  return view;
}

export async function listPatientOrders(db: Database, auth: AuthContext) {
  const rows = await findPatientOrders(db, auth.userId);
  return describeOrders(
    db,
    rows.map((row) => row.order),
  );
}

export async function setAssistance(
  db: Database,
  caller: { session: PatientSessionRow; auth: AuthContext | null },
  number: string,
  assistanceRequired: boolean,
) {
  const order = await findVisibleOrder(db, caller, number);
  await db.update(orders).set({ assistanceRequired }).where(eq(orders.id, order.id));
  return getOrder(db, caller, number);
}
