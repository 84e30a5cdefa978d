import { randomUUID } from 'node:crypto';
import type { HostedPaymentPage, PaidCheckout, PaymentEvent } from '../../adapters/payments/port';
import type { Database } from '../../db/client';
import type { PaymentRefusal } from '../../db/schema/orders';
import { DomainError, notFound } from '../../lib/domain-error';
import { findOrderByCart } from '../orders/orders.repo';
import { type CheckoutRow, findCheckout } from './checkout.repo';
import { type CheckoutDeps, completeCheckout } from './checkout.service';
import { handlePaymentEvent } from './payment-events.service';

export type ClosedReason = 'superseded' | 'already_ordered' | 'processing' | 'payment_failed' | 'expired';

export type PaymentPageState =
  | { state: 'payable'; checkout: CheckoutRow }
  | { state: 'ordered'; orderNumber: string }
  | { state: 'closed'; reason: ClosedReason };

const CLOSED_STATUSES: Partial<Record<CheckoutRow['status'], ClosedReason>> = {
  processing: 'processing',
  payment_failed: 'payment_failed',
  expired: 'expired',
};

/** What the hosted page of a checkout may show: the form, its own order, or why it is closed. */
export async function findPaymentPageState(db: Database, checkoutId: string): Promise<PaymentPageState> {
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw notFound('This payment page has expired');
  const order = await findOrderByCart(db, checkout.cartId);
  if (order && checkout.status === 'paid') return { state: 'ordered', orderNumber: order.confirmationNumber };
  if (order) return { state: 'closed', reason: 'already_ordered' };
  const closed = CLOSED_STATUSES[checkout.status];
  if (closed) return { state: 'closed', reason: closed };
  if (checkout.status !== 'open') return { state: 'closed', reason: 'superseded' };
  return { state: 'payable', checkout };
}

/** The local page's form as the route parsed it, or the first thing wrong with it. */
export type HostedPageForm =
  | ({ ok: true; card: string } & Pick<PaidCheckout, 'customer' | 'address'>)
  | { ok: false; error: string };

export type HostedPaymentOutcome =
  | Exclude<PaymentPageState, { state: 'payable' }>
  | { state: 'payable'; checkout: CheckoutRow; error: string }
  | { state: 'refused'; reason: PaymentRefusal }
  /** A test bank account: the debit is processing; the simulator clears or fails it with these details. */
  | { state: 'processing'; checkout: CheckoutRow; paid: PaidCheckout };

const localEvent = (eventType: string, objectId: string, event: PaymentEvent) => ({
  eventId: `evt_test_${randomUUID()}`,
  eventType,
  objectId,
  occurredAt: new Date(),
  event,
});

/**
 * A card entered on the local provider's page: a page that can no longer be paid says why before
 * the card is looked at; a bad form or a declined card shows the form again; a charged card
 * confirms the checkout as a provider's webhook would (the dispute test card is then disputed); a
 * test bank account leaves it processing, as a delayed debit at Stripe does.
 */
export async function payOnHostedPage(
  deps: CheckoutDeps,
  page: HostedPaymentPage,
  input: { checkoutId: string; form: HostedPageForm; ipAddress: string },
): Promise<HostedPaymentOutcome> {
  const found = await findPaymentPageState(deps.db, input.checkoutId);
  if (found.state !== 'payable') return found;
  const { checkout } = found;
  if (!input.form.ok) return { state: 'payable', checkout, error: input.form.error };
  const charge = page.charge({ checkoutSessionId: checkout.id, card: input.form.card });
  if (charge.status !== 'paid' && charge.status !== 'processing')
    return { state: 'payable', checkout, error: charge.message };
  const paid: PaidCheckout = {
    checkoutSessionId: checkout.id,
    paymentReference: charge.paymentReference,
    // The local page charges exactly its own snapshot amount; it adds no tax.
    amountCents: checkout.amountCents,
    taxCents: 0,
    customer: input.form.customer,
    address: input.form.address,
  };
  const options = { provider: 'local_payments' as const, ipAddress: input.ipAddress };
  if (charge.status === 'processing') {
    await handlePaymentEvent(
      deps,
      localEvent('checkout.session.completed', checkout.id, {
        kind: 'checkout_processing',
        checkoutSessionId: checkout.id,
      }),
      options,
    );
    return { state: 'processing', checkout, paid };
  }
  const outcome = await completeCheckout(deps, paid, input.ipAddress);
  if (outcome.status === 'refused') return { state: 'refused', reason: outcome.reason };
  if (charge.disputed)
    await handlePaymentEvent(
      deps,
      localEvent('charge.dispute.created', `dp_test_${checkout.id}`, {
        kind: 'payment_disputed',
        paymentReference: charge.paymentReference,
        disputeId: `dp_test_${checkout.id}`,
        status: 'needs_response',
        reason: 'fraudulent',
        amountCents: paid.amountCents,
      }),
      options,
    );
  return { state: 'ordered', orderNumber: outcome.order.confirmationNumber };
}

/** The provider's later events the local simulator produces (`POST /dev/payments/{id}/events`). */
export const SIMULATED_EVENT_TYPES = [
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.dispute.created',
] as const;
export type SimulatedEventType = (typeof SIMULATED_EVENT_TYPES)[number];

/**
 * The local provider's later life of a checkout, as Stripe would send it and through the same
 * handling: the debit of a test bank account clears (with the details typed on the page) or fails,
 * the page expires, the paid order is refunded (in all, `refundedCents`) or disputed.
 */
export async function simulatePaymentEvent(
  deps: CheckoutDeps,
  checkoutId: string,
  input: {
    type: SimulatedEventType;
    refundedCents?: number;
    details?: Pick<PaidCheckout, 'customer' | 'address'>;
    /** Who hears that the debit failed. */
    customerEmail?: string;
    ipAddress: string;
  },
) {
  const checkout = await findCheckout(deps.db, checkoutId);
  if (!checkout) throw notFound('This payment page has expired');
  const options = { provider: 'local_payments' as const, ipAddress: input.ipAddress };
  const paymentReference = checkout.paymentReference ?? `test_bank_${checkout.id}`;
  const event = ((): PaymentEvent => {
    switch (input.type) {
      case 'checkout.session.async_payment_succeeded':
        if (!input.details)
          throw new DomainError('validation', 'The bank debit clears with the details typed on the page');
        return {
          kind: 'checkout_paid',
          paid: {
            checkoutSessionId: checkout.id,
            paymentReference: `test_bank_${checkout.id}`,
            amountCents: checkout.amountCents,
            taxCents: 0,
            ...input.details,
          },
        };
      case 'checkout.session.async_payment_failed':
        return {
          kind: 'checkout_payment_failed',
          checkoutSessionId: checkout.id,
          customerEmail: input.customerEmail ?? input.details?.customer.email ?? null,
        };
      case 'checkout.session.expired':
        return { kind: 'checkout_expired', checkoutSessionId: checkout.id };
      case 'charge.refunded':
        return {
          kind: 'payment_refunded',
          paymentReference,
          refundedCents: input.refundedCents ?? checkout.paidAmountCents ?? checkout.amountCents,
        };
      case 'charge.dispute.created':
        return {
          kind: 'payment_disputed',
          paymentReference,
          disputeId: `dp_test_${checkout.id}`,
          status: 'needs_response',
          reason: 'fraudulent',
          amountCents: checkout.paidAmountCents ?? checkout.amountCents,
        };
    }
  })();
  return handlePaymentEvent(deps, localEvent(input.type, checkout.id, event), options);
}
