import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStripeEvent } from './stripe-events';
import {
  CHECKOUT,
  CREATED,
  charge,
  dispute,
  event,
  PATIENT_VALUES,
  session,
  stripeBodyArbitrary,
} from './stripe-fixtures.test-support';

/**
 * Contract table: Stripe's documented events, as its API reference describes their bodies (written
 * here from these pages, not copied), each mapped to what the app does with it.
 *
 * - Event object (id `evt_…`, `type`, `created` in Unix seconds, `data.object`):
 *   https://docs.stripe.com/api/events/object; types: https://docs.stripe.com/api/events/types
 * - Checkout Session object (`client_reference_id`, `payment_status` paid | unpaid |
 *   no_payment_required, `payment_intent`, `amount_total`, `total_details.amount_tax`,
 *   `customer_details`, `collected_information.shipping_details`):
 *   https://docs.stripe.com/api/checkout/sessions/object
 * - The lifecycle of a one-time Checkout payment: completed (paid, or unpaid for a delayed
 *   method), async_payment_succeeded / async_payment_failed, expired (24 h by default):
 *   https://docs.stripe.com/checkout/fulfillment, https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment
 * - Charge object (`amount_refunded` is the cumulative refunded amount, `payment_intent`):
 *   https://docs.stripe.com/api/charges/object
 * - Dispute object (`status`: warning_needs_response, warning_under_review, warning_closed,
 *   needs_response, under_review, won, lost, prevented; `reason`: fraudulent, product_not_received…;
 *   `payment_intent`): https://docs.stripe.com/api/disputes/object
 * - Delivery: at least once, in no set order, retried for up to three days on a non-2xx:
 *   https://docs.stripe.com/webhooks
 */
const read = (body: unknown) => readStripeEvent(body, 'sha256:digest');

describe("Stripe's documented events, mapped to what the app does (contract)", () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      'checkout.session.completed, paid (a card): the order is placed',
      event('checkout.session.completed', session()),
      {
        kind: 'checkout_paid',
        paid: expect.objectContaining({
          checkoutSessionId: CHECKOUT,
          paymentReference: 'pi_3Abc',
          amountCents: 4500,
          taxCents: 0,
        }),
      },
    ],
    [
      'checkout.session.completed, unpaid (a US bank debit): the checkout waits, processing',
      event('checkout.session.completed', session({ payment_status: 'unpaid' })),
      { kind: 'checkout_processing', checkoutSessionId: CHECKOUT },
    ],
    [
      'checkout.session.async_payment_succeeded: the waiting checkout becomes the order',
      event('checkout.session.async_payment_succeeded', session()),
      { kind: 'checkout_paid', paid: expect.objectContaining({ checkoutSessionId: CHECKOUT }) },
    ],
    [
      'checkout.session.async_payment_failed: the checkout fails, the patient is told',
      event('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })),
      { kind: 'checkout_payment_failed', checkoutSessionId: CHECKOUT, customerEmail: 'pat@example.com' },
    ],
    [
      'checkout.session.expired: the unpaid checkout closes',
      event(
        'checkout.session.expired',
        session({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
      ),
      { kind: 'checkout_expired', checkoutSessionId: CHECKOUT },
    ],
    [
      'checkout.session.completed with no payment required: unusable (our checkouts always charge)',
      event('checkout.session.completed', session({ payment_status: 'no_payment_required' })),
      { kind: 'unusable' },
    ],
    [
      'async_payment_succeeded that is not paid: unusable',
      event('checkout.session.async_payment_succeeded', session({ payment_status: 'unpaid' })),
      { kind: 'unusable' },
    ],
    [
      "another integration's session (no client_reference_id): nothing to do",
      event('checkout.session.completed', session({ client_reference_id: null })),
      { kind: 'no_action' },
    ],
    [
      'a client_reference_id that is none of our checkout ids: nothing to do',
      event('checkout.session.completed', session({ client_reference_id: 'order-42' })),
      { kind: 'no_action' },
    ],
    [
      'payment_intent expanded to an object: its id is the payment',
      event(
        'checkout.session.completed',
        session({ payment_intent: { id: 'pi_expanded', object: 'payment_intent' } }),
      ),
      { kind: 'checkout_paid', paid: expect.objectContaining({ paymentReference: 'pi_expanded' }) },
    ],
    [
      'tax collected by Stripe: charged = snapshot + tax',
      event(
        'checkout.session.completed',
        session({ amount_total: 4860, total_details: { amount_tax: 360 } }),
      ),
      { kind: 'checkout_paid', paid: expect.objectContaining({ amountCents: 4860, taxCents: 360 }) },
    ],
    [
      'charge.refunded, partly: the order shows the cumulative amount refunded',
      event('charge.refunded', charge()),
      { kind: 'payment_refunded', paymentReference: 'pi_3Abc', refundedCents: 1500 },
    ],
    [
      'charge.refunded, in full',
      event('charge.refunded', charge({ amount_refunded: 4500, refunded: true })),
      { kind: 'payment_refunded', paymentReference: 'pi_3Abc', refundedCents: 4500 },
    ],
    [
      'charge.dispute.created (a chargeback): the order is flagged for operations',
      event('charge.dispute.created', dispute()),
      {
        kind: 'payment_disputed',
        paymentReference: 'pi_3Abc',
        disputeId: 'dp_1Abc',
        status: 'needs_response',
        reason: 'fraudulent',
        amountCents: 4500,
      },
    ],
    [
      'charge.dispute.created as an inquiry (warning_needs_response): flagged too',
      event(
        'charge.dispute.created',
        dispute({ status: 'warning_needs_response', reason: 'product_not_received' }),
      ),
      { kind: 'payment_disputed', status: 'warning_needs_response', reason: 'product_not_received' },
    ],
    [
      'charge.dispute.updated: the flag follows the dispute',
      event('charge.dispute.updated', dispute({ status: 'under_review' })),
      { kind: 'payment_disputed', status: 'under_review' },
    ],
    [
      'charge.dispute.closed, lost',
      event('charge.dispute.closed', dispute({ status: 'lost' })),
      { kind: 'payment_disputed', status: 'lost' },
    ],
    [
      'a dispute without its payment intent: named by the charge',
      event('charge.dispute.created', dispute({ payment_intent: null })),
      { kind: 'payment_disputed', paymentReference: 'ch_3Abc' },
    ],
    [
      "refund.created (one refund's own event): nothing to do, the charge's total is followed",
      event('refund.created', {
        id: 're_1',
        object: 'refund',
        amount: 1500,
        charge: 'ch_3Abc',
        status: 'succeeded',
      }),
      { kind: 'no_action' },
    ],
    [
      'charge.refund.updated: nothing to do',
      event('charge.refund.updated', { id: 're_1', object: 'refund', amount: 1500, status: 'failed' }),
      { kind: 'no_action' },
    ],
    [
      'payment_intent.succeeded (not subscribed to, sent anyway): nothing to do',
      event('payment_intent.succeeded', { id: 'pi_3Abc', object: 'payment_intent', status: 'succeeded' }),
      { kind: 'no_action' },
    ],
    [
      'a session event whose object is not a session: unusable',
      event('checkout.session.completed', charge()),
      { kind: 'unusable' },
    ],
    [
      'a session with a payment_status outside the documented ones: unusable',
      event('checkout.session.completed', session({ payment_status: 'pending' })),
      { kind: 'unusable' },
    ],
    [
      'charge.refunded without amount_refunded: unusable',
      event('charge.refunded', charge({ amount_refunded: undefined })),
      { kind: 'unusable' },
    ],
  ])('%s', (_name, body, expected) => {
    expect(read(body).event).toMatchObject(expected);
  });

  it('names each event by its own id, its object and its time, for exactly-once and ordering', () => {
    expect(read(event('charge.refunded', charge(), 'evt_9'))).toMatchObject({
      eventId: 'evt_9',
      eventType: 'charge.refunded',
      objectId: 'ch_3Abc',
      occurredAt: new Date(CREATED * 1000),
    });
  });

  it('an envelope the schema refuses is unusable, named by its id when it has one, else by the digest', () => {
    expect(read({ id: 'evt_x', type: 'charge.refunded' })).toMatchObject({
      eventId: 'evt_x',
      eventType: 'charge.refunded',
      event: { kind: 'unusable', reason: expect.stringContaining('created') },
    });
    expect(read('a string')).toMatchObject({ eventId: 'sha256:digest', event: { kind: 'unusable' } });
    expect(read(null)).toMatchObject({ eventId: 'sha256:digest', event: { kind: 'unusable' } });
  });
});

describe('Stripe bodies of the documented shapes, generated (property)', () => {
  it('always read as one event with an id, never a throw, never a patient value in the reason', () => {
    fc.assert(
      fc.property(stripeBodyArbitrary, (body) => {
        const envelope = read(body);
        expect(envelope.eventId.length).toBeGreaterThan(0);
        expect([
          'checkout_paid',
          'checkout_processing',
          'checkout_payment_failed',
          'checkout_expired',
          'payment_refunded',
          'payment_disputed',
          'no_action',
          'unusable',
        ]).toContain(envelope.event.kind);
        if ('reason' in envelope.event)
          for (const value of PATIENT_VALUES) expect(envelope.event.reason).not.toContain(value);
        if (envelope.event.kind === 'payment_refunded')
          expect(envelope.event.refundedCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
