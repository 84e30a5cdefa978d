import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import type { PaidCheckout, PaymentProvider } from '../../adapters/payments/port';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { CheckoutLineSnapshot, PaymentRefusal } from '../../db/schema/orders';
import { DomainError, notFound } from '../../lib/domain-error';
import { sha256 } from '../../lib/secure-token';
import type { AuthContext } from '../../plugins/auth';
import { accessEntry, recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import {
  findOrderByCart,
  findSessionById,
  findVerifiedPatientIdByEmail,
  lockCartRow,
  type OrderRow,
} from '../orders/orders.repo';
import { placeOrder } from '../orders/place-order';
import { priceCartNow, pricedFromSnapshot } from '../orders/priced-order';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { assertOrderable, refusalToOrder } from '../resupply/supply-guard';
import {
  type CheckoutRow,
  findCheckoutByExternalId,
  findLiveCheckout,
  findProcessingCheckout,
  findRefusalOfCheckout,
  insertCheckout,
  insertRefusedPayment,
  lockCheckout,
  lockSessionCart,
  markCheckoutPaid,
  markRefunded,
  type RefusedPaymentRow,
  setCheckoutLink,
  supersedeLiveCheckouts,
} from './checkout.repo';
import { providerAmountOf, providerLinesOf } from './checkout-lines';

export interface CheckoutDeps {
  db: Database;
  config: Config;
  payments: PaymentProvider;
  /** Where a refund that could not be made is reported (no PHI: ids and amounts only). */
  log?: { warn(details: object, message: string): void };
}

export interface CheckoutCaller {
  session: PatientSessionRow;
  auth: AuthContext | null;
  ipAddress: string;
}

const orderPagePath = (number: string) => `/orders/${number}?clearSession=true`;

/**
 * Starts paying for a cart (POST /api/carts/{id}/checkout): the cart is priced now by the session's
 * current insurance status and that snapshot — lines, cents and the signed-in patient — is what the
 * payment pays for. The cart has one live checkout: the same snapshot reuses it, a different one
 * supersedes it. Answers the hosted page's address (or the order's, when the cart is already ordered).
 */
export async function startCheckout(deps: CheckoutDeps, caller: CheckoutCaller, cartId: string) {
  const { db, config } = deps;
  const started = await db.transaction(async (tx) => {
    const cart = await lockSessionCart(tx, cartId, caller.session.id);
    if (!cart) throw notFound(ORDER_MESSAGES.cartEmpty);
    const order = await findOrderByCart(tx, cart.id);
    if (order) return { orderPath: orderPagePath(order.confirmationNumber), checkout: undefined };
    if (cart.status !== 'open') throw notFound(ORDER_MESSAGES.cartEmpty);
    // A bank debit for this cart is on its way: a second payment would only be refunded.
    if (await findProcessingCheckout(tx, cart.id))
      throw new DomainError('conflict', PAYMENT_MESSAGES.processing);
    return { checkout: await checkoutOfCartNow(tx, deps.payments.name, cart, caller) };
  });
  if (!started.checkout) return new URL(started.orderPath, config.PUBLIC_URL).toString();
  return started.checkout.url ?? openAtProvider(deps, started.checkout);
}

const auditCallerOfCheckout = (caller: CheckoutCaller): AuditCaller => ({
  userId: caller.auth?.userId ?? null,
  sessionId: caller.session.id,
  ipAddress: caller.ipAddress,
});

const startedEntry = (amountCents: number, reused: boolean) => ({
  action: 'checkout.started',
  subjectType: 'checkout_session',
  details: { amountCents, reused },
});

/**
 * The cart priced now as a checkout, audited: the live one when its snapshot is the same, else a
 * new one (written with its audit record in one statement).
 */
async function checkoutOfCartNow(
  tx: Transaction,
  provider: string,
  cart: { id: string; sessionId: string; resupplyReminderId: string | null },
  caller: CheckoutCaller,
) {
  const { priced } = await priceCartNow(tx, cart, caller.session);
  if (priced.lines.length === 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartEmpty);
  if (priced.patientCents === 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartIsFree);
  // Told before paying: the payment would only be refunded at completion.
  await assertOrderable(tx, cart, priced, new Date());
  const lines: CheckoutLineSnapshot[] = priced.lines.map((line) => ({
    cartItemId: line.key,
    productVariantId: line.variantId,
    title: line.title,
    quantity: line.quantity,
    unitPatientCents: Math.floor(line.patientCents / line.quantity),
    patientCents: line.patientCents,
    retailCents: line.retailCents,
  }));
  const snapshot = {
    cartId: cart.id,
    lines,
    amountCents: priced.patientCents,
    insuranceStatusId: priced.insuranceStatusId,
    userId: caller.auth?.role === 'patient' ? caller.auth.userId : null,
  };
  const snapshotKey = sha256(JSON.stringify(snapshot));
  const live = await findLiveCheckout(tx, cart.id);
  if (live?.snapshotKey === snapshotKey) {
    await recordAccess(tx, auditCallerOfCheckout(caller), {
      ...startedEntry(live.amountCents, true),
      subjectId: live.id,
    });
    return live;
  }
  // One live checkout per cart (a unique index): the one found is the only one to supersede.
  if (live) await supersedeLiveCheckouts(tx, cart.id);
  return insertCheckout(
    tx,
    {
      ...snapshot,
      provider,
      retailCents: priced.retailCents,
      savingsCents: priced.savingsCents,
      snapshotKey,
    },
    accessEntry(auditCallerOfCheckout(caller), startedEntry(snapshot.amountCents, false)),
  );
}

/** Opens the checkout at the payments provider, in integer cents that add up to the snapshot's. */
async function openAtProvider({ db, config, payments }: CheckoutDeps, checkout: CheckoutRow) {
  const lines = providerLinesOf(checkout.lines);
  if (providerAmountOf(lines) !== checkout.amountCents) throw new Error('checkout lines do not add up');
  const created = await payments.createCheckout({
    checkoutSessionId: checkout.id,
    // Per cart and snapshot (the row is reused for the same snapshot): a retried start gets the
    // provider's existing session, never a second payable one.
    idempotencyKey: `checkout-${checkout.snapshotKey}-${checkout.id}`,
    lines,
    amountCents: checkout.amountCents,
    successUrl: new URL('/payments/complete', config.PUBLIC_URL).toString(),
    cancelUrl: new URL('/cart', config.PUBLIC_URL).toString(),
  });
  await setCheckoutLink(db, checkout.id, created);
  return created.url;
}

export type CheckoutOutcome =
  | { status: 'placed'; order: OrderRow }
  | { status: 'refused'; reason: PaymentRefusal; refund: RefusedPaymentRow | undefined };

async function refuse(
  tx: Transaction,
  checkout: CheckoutRow,
  paid: PaidCheckout,
  reason: PaymentRefusal,
  caller: { userId: string | null; sessionId: string | null; ipAddress: string },
): Promise<CheckoutOutcome> {
  const refund = await insertRefusedPayment(tx, {
    checkoutSessionId: checkout.id,
    paymentReference: paid.paymentReference,
    amountCents: paid.amountCents,
    reason,
  });
  await recordAccess(tx, caller, {
    action: 'payment.refused',
    subjectType: 'checkout_session',
    subjectId: checkout.id,
    details: { reason, amountCents: paid.amountCents },
  });
  return { status: 'refused', reason: refund?.reason ?? reason, refund };
}

/** Checkouts a confirmed payment may still become the order of: the live one, or one whose debit was processing. */
const PAYABLE_STATUSES: readonly CheckoutRow['status'][] = ['open', 'processing'];

export type CheckoutCompletion = CheckoutOutcome | { status: 'unknown_checkout' };

/**
 * A confirmed payment becomes the cart's order — exactly the checkout's snapshot, recording what the
 * provider says it charged — once, whichever of page, webhook or retry comes first. A payment that
 * cannot become an order (its checkout was superseded or expired, the cart is already ordered, the
 * amount is not the snapshot's, its lines cannot ship to the address paid with) is refused and
 * refunded through the payments port, never kept silently.
 */
export async function completeCheckout(
  deps: CheckoutDeps,
  paid: PaidCheckout,
  ipAddress: string,
): Promise<CheckoutOutcome> {
  const outcome = await deps.db.transaction((tx) => completeCheckoutIn(tx, deps, paid, ipAddress));
  if (outcome.status === 'unknown_checkout') throw notFound('This payment page has expired');
  return refundIfRefused(deps, outcome);
}

/** The refund of a payment refused in a transaction that has committed. */
export async function refundIfRefused(
  deps: CheckoutDeps,
  outcome: CheckoutOutcome,
): Promise<CheckoutOutcome> {
  if (outcome.status === 'refused' && outcome.refund?.refundStatus === 'pending')
    return { ...outcome, refund: await refundPayment(deps, outcome.refund) };
  return outcome;
}

/** `completeCheckout` inside the caller's transaction (a webhook's, which claimed its event in it). */
export async function completeCheckoutIn(
  tx: Transaction,
  { config }: CheckoutDeps,
  paid: PaidCheckout,
  ipAddress: string,
): Promise<CheckoutCompletion> {
  const checkout = await lockCheckout(tx, paid.checkoutSessionId);
  if (!checkout) return { status: 'unknown_checkout' };
  const cart = await lockCartRow(tx, checkout.cartId);
  if (!cart) return { status: 'unknown_checkout' };
  // The confirmation acts for the session whose cart is paid (and the patient signed in at start).
  const caller = { userId: checkout.userId, sessionId: cart.sessionId, ipAddress };
  const existing = await findOrderByCart(tx, cart.id);
  if (existing && checkout.status === 'paid' && checkout.paymentReference === paid.paymentReference)
    return { status: 'placed', order: existing };
  if (existing) return refuse(tx, checkout, paid, 'already_ordered', caller);
  if (!PAYABLE_STATUSES.includes(checkout.status)) return refuse(tx, checkout, paid, 'superseded', caller);
  if (paid.amountCents - paid.taxCents !== checkout.amountCents)
    return refuse(tx, checkout, paid, 'amount_mismatch', caller);

  const priced = await pricedFromSnapshot(tx, checkout);
  // Two tabs of one reminder, or the same supply paid twice: the later payment is refunded.
  const refusal = await refusalToOrder(tx, cart, priced, new Date());
  if (refusal) return refuse(tx, checkout, paid, refusal.reason, caller);
  const session = await findSessionById(tx, cart.sessionId);
  // The patient signed in when checkout started, else the account that proved this address.
  const userId = checkout.userId ?? (await findVerifiedPatientIdByEmail(tx, paid.customer.email));
  let order: OrderRow;
  try {
    // A savepoint: an order that cannot be placed (no supplier ships its lines to the address the
    // patient typed on the provider's page) leaves nothing behind, and its payment is refunded —
    // never an error that has the provider retry for days.
    order = await tx.transaction((savepoint) =>
      placeOrder(savepoint, cart, session?.consultationId ?? null, priced, {
        customer: paid.customer,
        address: paid.address,
        amountPaidCents: paid.amountCents,
        taxCents: paid.taxCents,
        paymentReference: paid.paymentReference,
        userId,
        publicUrl: config.PUBLIC_URL,
        secretKey: config.SECRET_KEY,
        caller,
      }),
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const late = await refusalToOrder(tx, cart, priced, new Date());
    return refuse(tx, checkout, paid, late?.reason ?? 'cannot_ship', caller);
  }
  await markCheckoutPaid(tx, checkout.id, {
    paidAmountCents: paid.amountCents,
    paymentReference: paid.paymentReference,
  });
  return { status: 'placed', order };
}

/** Gives a refused payment back; a failure leaves it pending (flagged) for a retry or a person. */
async function refundPayment(deps: CheckoutDeps, refused: RefusedPaymentRow) {
  try {
    const { refundReference } = await deps.payments.refund({
      paymentReference: refused.paymentReference,
      amountCents: refused.amountCents,
      idempotencyKey: `refund-${refused.id}`,
    });
    await markRefunded(deps.db, refused.id, refundReference);
    return { ...refused, refundStatus: 'refunded' as const, refundReference };
  } catch {
    deps.log?.warn(
      { refusedPaymentId: refused.id, checkoutSessionId: refused.checkoutSessionId },
      'refund failed; left pending',
    );
    return refused;
  }
}

export type ReturnDestination =
  | { orderPath: string; refusal?: undefined; waiting?: undefined }
  | { refusal: PaymentRefusal | 'payment_failed' | 'expired'; orderPath?: undefined; waiting?: undefined }
  /** A delayed payment (a bank debit) is processing: the patient hears by e-mail. */
  | { waiting: 'processing'; orderPath?: undefined; refusal?: undefined };

/** Where Stripe's return page sends the patient: their order, the cart with why not, or nowhere yet. */
export async function findReturnDestination(
  db: Database,
  externalId: string,
): Promise<ReturnDestination | null> {
  const checkout = await findCheckoutByExternalId(db, externalId);
  if (!checkout) return null;
  const order = await findOrderByCart(db, checkout.cartId);
  if (order && checkout.status === 'paid') return { orderPath: orderPagePath(order.confirmationNumber) };
  if (order) return { refusal: 'already_ordered' };
  if (checkout.status === 'processing') return { waiting: 'processing' };
  if (checkout.status === 'payment_failed' || checkout.status === 'expired')
    return { refusal: checkout.status };
  if (checkout.status !== 'open') return { refusal: 'superseded' };
  // Refused while the checkout stays open (its supplies were not due yet): say why, once known.
  const refusal = await findRefusalOfCheckout(db, checkout.id);
  return refusal ? { refusal } : null;
}
