import type { PaymentEvent, PaymentEventEnvelope } from '../../adapters/payments/port';
import type { Transaction } from '../../db/client';
import type { CheckoutStatus, WebhookOutcome, WebhookProvider } from '../../db/schema/index';
import { claimWebhookEvent, settleWebhookEvent } from '../../lib/webhook-events';
import { recordAudit } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import { lockOrderByPaymentReference, setOrderDispute, setOrderRefunds } from '../orders/orders.repo';
import { findRefusedPayment, lockCheckout, markRefunded, setCheckoutStatus } from './checkout.repo';
import {
  type CheckoutDeps,
  type CheckoutOutcome,
  completeCheckoutIn,
  refundIfRefused,
} from './checkout.service';
import { replacesState } from './payment-life';

/** What became of a provider's event: a repeat, or what was done (and why nothing was). */
export interface PaymentEventResult {
  duplicate: boolean;
  outcome: WebhookOutcome;
  reason: string | null;
  checkout?: CheckoutOutcome;
}

type Applied = Omit<PaymentEventResult, 'duplicate'>;

const done = (reason: string | null = null): Applied => ({ outcome: 'processed', reason });
const nothing = (reason: string): Applied => ({ outcome: 'no_action', reason });
const unusable = (reason: string): Applied => ({ outcome: 'unusable', reason });

/**
 * One provider event, exactly once (decision 0109): its id is claimed in the transaction that
 * applies it, so a repeat — even one racing in parallel, which waits on the claim — is a duplicate
 * that changes nothing; events about the same checkout or order serialise on its row lock, and a
 * late older state is ignored. Whatever the event, the caller answers 2xx: an event with nothing to
 * do, or one that cannot be used, is recorded (the unusable ones shown to operations).
 */
export async function handlePaymentEvent(
  deps: CheckoutDeps,
  envelope: PaymentEventEnvelope,
  options: { provider: Extract<WebhookProvider, 'stripe' | 'local_payments'>; ipAddress: string },
): Promise<PaymentEventResult> {
  const applied = await deps.db.transaction(async (tx) => {
    const claimed = await claimWebhookEvent(tx, {
      provider: options.provider,
      eventId: envelope.eventId,
      eventType: envelope.eventType,
      objectId: envelope.objectId,
      occurredAt: envelope.occurredAt,
    });
    if (!claimed) return undefined;
    const result = await applyPaymentEvent(tx, deps, envelope, options.ipAddress);
    await settleWebhookEvent(tx, claimed, result.outcome, result.reason, options.ipAddress);
    return result;
  });
  if (!applied) return { duplicate: true, outcome: 'processed', reason: 'a repeated delivery' };
  const checkout = applied.checkout && (await refundIfRefused(deps, applied.checkout));
  return { duplicate: false, ...applied, ...(checkout ? { checkout } : {}) };
}

async function applyPaymentEvent(
  tx: Transaction,
  deps: CheckoutDeps,
  envelope: PaymentEventEnvelope,
  ipAddress: string,
): Promise<Applied> {
  const { event } = envelope;
  const occurredAt = envelope.occurredAt ?? new Date();
  switch (event.kind) {
    case 'no_action':
      return nothing(event.reason);
    case 'unusable':
      return unusable(event.reason);
    case 'checkout_paid': {
      const completion = await completeCheckoutIn(tx, deps, event.paid, ipAddress);
      if (completion.status === 'unknown_checkout') return unusable('no checkout of this app has this id');
      return {
        ...done(
          completion.status === 'refused' ? `payment refused (${completion.reason}) and refunded` : null,
        ),
        checkout: completion,
      };
    }
    case 'checkout_processing':
      return moveCheckout(tx, event.checkoutSessionId, ['open'], 'processing', ipAddress);
    case 'checkout_payment_failed': {
      const moved = await moveCheckout(
        tx,
        event.checkoutSessionId,
        ['open', 'processing'],
        'payment_failed',
        ipAddress,
      );
      if (moved.outcome === 'processed' && event.customerEmail)
        await enqueueMail(tx, [paymentFailedMail(event.customerEmail, deps.config.PUBLIC_URL)]);
      return moved;
    }
    case 'checkout_expired':
      return moveCheckout(tx, event.checkoutSessionId, ['open'], 'expired', ipAddress);
    case 'payment_refunded':
      return applyRefunds(tx, event, occurredAt, envelope.objectId, ipAddress);
    case 'payment_disputed':
      return applyDispute(tx, event, occurredAt, ipAddress);
  }
}

const CHECKOUT_AUDIT_ACTIONS: Partial<Record<CheckoutStatus, string>> = {
  processing: 'checkout.payment_processing',
  payment_failed: 'checkout.payment_failed',
  expired: 'checkout.expired',
};

/** A checkout moved on by its provider, from the statuses where that can happen; otherwise nothing. */
async function moveCheckout(
  tx: Transaction,
  checkoutId: string,
  from: readonly CheckoutStatus[],
  to: CheckoutStatus,
  ipAddress: string,
): Promise<Applied> {
  const checkout = await lockCheckout(tx, checkoutId);
  if (!checkout) return unusable('no checkout of this app has this id');
  if (checkout.status === to) return nothing(`the checkout is already ${to}`);
  // Out of order (a payment confirmed before this event arrived) or a checkout replaced since.
  if (!from.includes(checkout.status)) return nothing(`the checkout is ${checkout.status}`);
  await setCheckoutStatus(tx, checkout.id, to);
  await recordAudit(tx, {
    actorUserId: checkout.userId,
    action: CHECKOUT_AUDIT_ACTIONS[to] ?? `checkout.${to}`,
    subjectType: 'checkout_session',
    subjectId: checkout.id,
    ipAddress,
    details: { from: checkout.status, amountCents: checkout.amountCents },
  });
  return done();
}

function paymentFailedMail(to: string, publicUrl: string) {
  return {
    to,
    subject: 'Your Carelane bank payment did not go through',
    text: [
      'Your bank declined the payment for your Carelane order, so no order was placed and nothing was charged.',
      '',
      `Your cart is saved. Pay another way when you are ready: ${new URL('/cart', publicUrl)}`,
    ].join('\n'),
  };
}

/** A payment's refunds as of the event: the order shows them; a refused payment's refund is confirmed. */
async function applyRefunds(
  tx: Transaction,
  event: Extract<PaymentEvent, { kind: 'payment_refunded' }>,
  occurredAt: Date,
  objectId: string | null,
  ipAddress: string,
): Promise<Applied> {
  const order = await lockOrderByPaymentReference(tx, event.paymentReference);
  if (order) {
    if (
      !replacesState(
        { asOf: order.refundsAsOf, value: order.refundedCents },
        { occurredAt, value: event.refundedCents },
      )
    )
      return nothing('an older state of the refunds than the one the order shows');
    await setOrderRefunds(tx, order.id, { refundedCents: event.refundedCents, asOf: occurredAt });
    if (event.refundedCents !== order.refundedCents)
      await recordAudit(tx, {
        actorUserId: null,
        action: 'order.refunded',
        subjectType: 'order',
        subjectId: order.id,
        ipAddress,
        details: {
          refundedCents: event.refundedCents,
          previouslyRefundedCents: order.refundedCents,
          amountPaidCents: order.amountPaidCents,
        },
      });
    return done();
  }
  const refused = await findRefusedPayment(tx, event.paymentReference);
  if (!refused) return unusable('no order or refused payment of this app has this payment');
  if (refused.refundStatus === 'pending' && event.refundedCents >= refused.amountCents) {
    await markRefunded(tx, refused.id, objectId ?? event.paymentReference);
    return done('the refund of a refused payment, confirmed by the provider');
  }
  return nothing('the refund of a refused payment');
}

/** A chargeback: the order is flagged for operations (the audit log's `order.disputed`), updates kept. */
async function applyDispute(
  tx: Transaction,
  event: Extract<PaymentEvent, { kind: 'payment_disputed' }>,
  occurredAt: Date,
  ipAddress: string,
): Promise<Applied> {
  const order = await lockOrderByPaymentReference(tx, event.paymentReference);
  if (!order) {
    const refused = await findRefusedPayment(tx, event.paymentReference);
    return unusable(
      refused
        ? `a dispute (${event.disputeId}) of a payment that was refused and ${refused.refundStatus === 'refunded' ? 'refunded' : 'not yet refunded'}`
        : `a dispute (${event.disputeId}) of a payment that is no order of this app`,
    );
  }
  if (order.disputeId === event.disputeId && !replacesState({ asOf: order.disputeAsOf }, { occurredAt }))
    return nothing('an older state of the dispute than the one the order shows');
  await setOrderDispute(tx, order.id, {
    disputeId: event.disputeId,
    status: event.status,
    reason: event.reason,
    asOf: occurredAt,
    disputedAt: order.disputedAt ?? occurredAt,
  });
  await recordAudit(tx, {
    actorUserId: null,
    action: order.disputedAt ? 'order.dispute_updated' : 'order.disputed',
    subjectType: 'order',
    subjectId: order.id,
    ipAddress,
    details: {
      disputeId: event.disputeId,
      status: event.status,
      reason: event.reason,
      amountCents: event.amountCents,
    },
  });
  return done();
}
