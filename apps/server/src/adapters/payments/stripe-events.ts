import { z } from 'zod';
import type { PaidCheckout, PaymentEvent, PaymentEventEnvelope } from './port';

/**
 * Stripe's events, read after their signature verified (pure; contract table in
 * stripe-events.contract.test.ts). The Checkout lifecycle of a one-time payment
 * (docs.stripe.com/checkout/fulfillment): `checkout.session.completed` — paid at once, or `unpaid`
 * for a delayed method (a US bank debit) that later sends `checkout.session.async_payment_succeeded`
 * or `…_failed`; `checkout.session.expired` for a session left unpaid (24 hours by default); then
 * `charge.refunded` (the charge, with its cumulative `amount_refunded`) and `charge.dispute.*`
 * (the dispute, naming its payment intent). Stripe delivers at least once, in no set order, and
 * retries a non-2xx for up to three days (docs.stripe.com/webhooks): every event below is
 * acknowledged, and every other type has nothing for us. Unknown fields are ignored.
 */

/** Our checkout ids are UUIDs (client_reference_id); anything else is another integration's session. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const idOrObject = z.union([z.string().min(1).max(255), z.object({ id: z.string().min(1).max(255) })]);
const idOf = (value: z.infer<typeof idOrObject> | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const text = (max: number) => z.string().max(max).nullish();
const addressSchema = z
  .object({
    line1: text(500),
    line2: text(500),
    city: text(200),
    state: text(100),
    postal_code: text(40),
    country: text(10),
  })
  .nullish();

const envelopeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('event').optional(),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const sessionSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('checkout.session'),
  client_reference_id: z.string().max(255).nullish(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  payment_intent: idOrObject.nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  total_details: z.object({ amount_tax: z.number().int().nonnegative().nullish() }).nullish(),
  customer_details: z.object({ name: text(500), email: text(500), address: addressSchema }).nullish(),
  collected_information: z
    .object({ shipping_details: z.object({ name: text(500), address: addressSchema }).nullish() })
    .nullish(),
});
type Session = z.infer<typeof sessionSchema>;

const chargeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('charge'),
  payment_intent: idOrObject.nullish(),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
});

const disputeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('dispute'),
  charge: idOrObject,
  payment_intent: idOrObject.nullish(),
  amount: z.number().int().nonnegative(),
  reason: z.string().max(100),
  status: z.string().max(100),
});

const SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
const DISPUTE_EVENTS = ['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'] as const;
/** Stripe's refund events that name one refund: the order follows the charge's total instead. */
const REFUND_OBJECT_EVENTS = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'];

/** Where a refusal is, by field path only (values may be a name or an address). */
const refusalOf = (error: z.ZodError, under: string[] = []) => {
  const issue = error.issues[0];
  const path = [...under, ...(issue?.path ?? []).map(String)];
  return `body refused by the schema at ${path.join('.') || 'the top'}: ${issue?.code ?? 'invalid'}`;
};

function paidCheckoutOf(session: Session, checkoutSessionId: string): PaidCheckout {
  const details = session.collected_information?.shipping_details ?? null;
  const address = details?.address ?? session.customer_details?.address;
  return {
    checkoutSessionId,
    paymentReference: idOf(session.payment_intent) ?? session.id,
    amountCents: session.amount_total ?? 0,
    taxCents: session.total_details?.amount_tax ?? 0,
    customer: {
      name: details?.name ?? session.customer_details?.name ?? '',
      email: session.customer_details?.email ?? '',
    },
    address: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? null,
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postal_code ?? '',
      country: 'US',
    },
  };
}

function sessionEvent(type: (typeof SESSION_EVENTS)[number], session: Session): PaymentEvent {
  const checkoutSessionId = session.client_reference_id ?? '';
  if (!UUID.test(checkoutSessionId))
    return { kind: 'no_action', reason: 'a Checkout Session without a checkout of this app' };
  switch (type) {
    case 'checkout.session.completed':
      if (session.payment_status === 'paid')
        return { kind: 'checkout_paid', paid: paidCheckoutOf(session, checkoutSessionId) };
      if (session.payment_status === 'unpaid') return { kind: 'checkout_processing', checkoutSessionId };
      return { kind: 'unusable', reason: 'completed with no payment required: our checkouts always charge' };
    case 'checkout.session.async_payment_succeeded':
      if (session.payment_status !== 'paid')
        return {
          kind: 'unusable',
          reason: `async_payment_succeeded with payment_status ${session.payment_status}`,
        };
      return { kind: 'checkout_paid', paid: paidCheckoutOf(session, checkoutSessionId) };
    case 'checkout.session.async_payment_failed':
      return {
        kind: 'checkout_payment_failed',
        checkoutSessionId,
        customerEmail: session.customer_details?.email ?? null,
      };
    case 'checkout.session.expired':
      return { kind: 'checkout_expired', checkoutSessionId };
  }
}

/** A verified event's JSON as what it asks of us. */
export function readStripeEvent(json: unknown, bodyDigest: string): PaymentEventEnvelope {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    const id = z.object({ id: z.string().min(1).max(255), type: z.string().max(100) }).safeParse(json);
    return {
      eventId: id.success ? id.data.id : bodyDigest,
      eventType: id.success ? id.data.type : 'unknown',
      objectId: null,
      occurredAt: null,
      event: { kind: 'unusable', reason: refusalOf(envelope.error) },
    };
  }
  const { id, type, created, data } = envelope.data;
  const objectId = typeof data.object.id === 'string' ? data.object.id.slice(0, 255) : null;
  const of = (event: PaymentEvent): PaymentEventEnvelope => ({
    eventId: id,
    eventType: type,
    objectId,
    occurredAt: new Date(created * 1000),
    event,
  });
  const refused = (error: z.ZodError) =>
    of({ kind: 'unusable', reason: refusalOf(error, ['data', 'object']) });

  if ((SESSION_EVENTS as readonly string[]).includes(type)) {
    const session = sessionSchema.safeParse(data.object);
    if (!session.success) return refused(session.error);
    return of(sessionEvent(type as (typeof SESSION_EVENTS)[number], session.data));
  }
  if (type === 'charge.refunded') {
    const charge = chargeSchema.safeParse(data.object);
    if (!charge.success) return refused(charge.error);
    return of({
      kind: 'payment_refunded',
      paymentReference: idOf(charge.data.payment_intent) ?? charge.data.id,
      refundedCents: Math.min(charge.data.amount_refunded, charge.data.amount),
    });
  }
  if ((DISPUTE_EVENTS as readonly string[]).includes(type)) {
    const dispute = disputeSchema.safeParse(data.object);
    if (!dispute.success) return refused(dispute.error);
    return of({
      kind: 'payment_disputed',
      paymentReference: idOf(dispute.data.payment_intent) ?? idOf(dispute.data.charge) ?? '',
      disputeId: dispute.data.id,
      status: dispute.data.status,
      reason: dispute.data.reason,
      amountCents: dispute.data.amount,
    });
  }
  if (REFUND_OBJECT_EVENTS.includes(type))
    return of({ kind: 'no_action', reason: "a refund's own event: the order follows charge.refunded" });
  return of({ kind: 'no_action', reason: `an event type this app does not act on (${type})` });
}
