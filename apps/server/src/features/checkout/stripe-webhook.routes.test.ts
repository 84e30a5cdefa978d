import { PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, PaymentProvider, RefundRequest } from '../../adapters/payments/port';
import { createStripePayments } from '../../adapters/payments/stripe';
import {
  charge,
  dispute,
  event,
  PATIENT_VALUES,
  session,
  stripeBodyArbitrary,
} from '../../adapters/payments/stripe-fixtures.test-support';
import {
  auditLogs,
  checkoutSessions,
  orders,
  outboxMessages,
  refusedPayments,
  webhookEvents,
} from '../../db/schema/index';
import { captureLog } from '../../test/log-capture';
import { shopperWithCart } from '../../test/order-helpers';
import { itOnPostgres } from '../../test/races';
import { useTestApp } from '../../test/test-app';

/**
 * Stripe's webhook, through the real adapter (signature, tolerance, schemas) and Stripe's documented
 * lifecycle of a Checkout payment (issue 47 item 2): one API test per outcome, on PGlite and
 * (TEST_DATABASE_URL) PostgreSQL, where duplicate and overlapping deliveries are raced.
 */
const WEBHOOK_SECRET = 'whsec_test_issue_47';
const PUBLIC_URL = 'http://localhost:3000';

/** The real Stripe webhook; checkouts and refunds recorded instead of sent to Stripe. */
function stripeWithoutNetwork() {
  const created: CheckoutRequest[] = [];
  const refunds: RefundRequest[] = [];
  const real = createStripePayments({ secretKey: 'sk_test_unused', webhookSecret: WEBHOOK_SECRET });
  const provider: PaymentProvider = {
    ...real,
    async createCheckout(request) {
      created.push(request);
      return {
        externalId: `cs_test_${request.checkoutSessionId}`,
        url: `https://checkout.stripe.test/${request.checkoutSessionId}`,
      };
    },
    async refund(request) {
      refunds.push(request);
      return { refundReference: `re_${refunds.length}` };
    },
  };
  return { provider, created, refunds };
}

describe("Stripe's webhook follows Stripe's lifecycle and delivery rules", () => {
  const log = captureLog();
  const stripe = stripeWithoutNetwork();
  const t = useTestApp(
    { PUBLIC_URL, LOG_LEVEL: 'info' },
    { payments: stripe.provider },
    { logStream: log.stream },
  );
  const db = () => t.context.db;

  let serial = 0;
  const eventId = () => {
    serial += 1;
    return `evt_test_${serial}`;
  };
  const at = (secondsAgo = 0) => Math.floor(Date.now() / 1000) - secondsAgo;

  const deliver = (body: unknown, { timestamp }: { timestamp?: number } = {}) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          ...(timestamp ? { timestamp } : {}),
        }),
      },
      payload,
    });
  };
  /** A breast-pump cart and its checkout at "Stripe". */
  const startCheckout = async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const reply = await browser.post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    const request = stripe.created.at(-1);
    if (!request) throw new Error('no checkout was created');
    return { browser, cart, request };
  };
  const sessionOf = (request: CheckoutRequest, overrides: Record<string, unknown> = {}) =>
    session({
      id: `cs_test_${request.checkoutSessionId}`,
      client_reference_id: request.checkoutSessionId,
      amount_total: request.amountCents,
      payment_intent: `pi_${request.checkoutSessionId.slice(0, 8)}`,
      ...overrides,
    });
  const stripeEvent = (type: string, object: unknown, created = at()) => ({
    ...event(type, object, eventId()),
    created,
  });
  const ordersOf = (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId));
  const checkoutOf = async (id: string) =>
    (await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];
  const recorded = async (id: string) =>
    (
      await db()
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, id)))
    )[0];
  const auditsOf = (action: string, subjectId: string) =>
    db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.subjectId, subjectId)));
  /** A placed order, paid by card. */
  const paidOrder = async () => {
    const started = await startCheckout();
    const reply = await deliver(stripeEvent('checkout.session.completed', sessionOf(started.request)));
    expect(reply.statusCode).toBe(200);
    const [order] = await ordersOf(started.cart.uuid);
    if (!order) throw new Error('no order');
    return { ...started, order };
  };

  it('checkout.session.completed, paid: one order, and a repeated delivery is acknowledged as a duplicate', async () => {
    const { cart, request } = await startCheckout();
    const body = stripeEvent('checkout.session.completed', sessionOf(request));
    const first = await deliver(body);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await ordersOf(cart.uuid)).toHaveLength(1);
    expect(await recorded(body.id)).toMatchObject({
      outcome: 'processed',
      eventType: 'checkout.session.completed',
    });
  });

  it('a bank debit: completed unpaid waits (the patient told, no second checkout), then async_payment_succeeded places the order', async () => {
    const { browser, cart, request } = await startCheckout();
    await deliver(
      stripeEvent('checkout.session.completed', sessionOf(request, { payment_status: 'unpaid' })),
    );
    expect(await checkoutOf(request.checkoutSessionId)).toMatchObject({ status: 'processing' });
    expect(await ordersOf(cart.uuid)).toHaveLength(0);
    const back = await t.app.inject({
      method: 'GET',
      url: `/payments/complete?session_id=cs_test_${request.checkoutSessionId}`,
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(PAYMENT_MESSAGES.processingTitle);
    const second = await browser.post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: PAYMENT_MESSAGES.processing });

    const succeeded = await deliver(
      stripeEvent('checkout.session.async_payment_succeeded', sessionOf(request)),
    );
    expect(succeeded.statusCode).toBe(200);
    const placed = await ordersOf(cart.uuid);
    expect(placed).toHaveLength(1);
    expect(await checkoutOf(request.checkoutSessionId)).toMatchObject({ status: 'paid' });
    // Out of order: a completed (unpaid) event arriving after the success changes nothing.
    const late = stripeEvent(
      'checkout.session.completed',
      sessionOf(request, { payment_status: 'unpaid' }),
      at(60),
    );
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await recorded(late.id)).toMatchObject({ outcome: 'no_action', reason: 'the checkout is paid' });
    expect(await ordersOf(cart.uuid)).toHaveLength(1);
    expect(stripe.refunds).toHaveLength(0);
  });

  it('a bank debit that fails: no order, the patient e-mailed, sent back to the cart, and may pay again', async () => {
    const { browser, cart, request } = await startCheckout();
    const email = `failed.${request.checkoutSessionId.slice(0, 8)}@example.com`;
    const unpaid = sessionOf(request, {
      payment_status: 'unpaid',
      customer_details: { name: 'Pat Payer', email, address: null },
    });
    await deliver(stripeEvent('checkout.session.completed', unpaid));
    const failed = stripeEvent('checkout.session.async_payment_failed', unpaid);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await checkoutOf(request.checkoutSessionId)).toMatchObject({ status: 'payment_failed' });
    expect(await ordersOf(cart.uuid)).toHaveLength(0);
    const mail = await db().select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(mail).toHaveLength(1);
    await deliver(failed);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.to, email))).toHaveLength(1);
    const back = await t.app.inject({
      method: 'GET',
      url: `/payments/complete?session_id=cs_test_${request.checkoutSessionId}`,
    });
    expect(decodeURIComponent(String(back.headers.location))).toBe(
      `/cart?error=${PAYMENT_MESSAGES.refused.payment_failed}`,
    );
    const again = await browser.post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(again.statusCode).toBe(200);
  });

  it('checkout.session.expired: the checkout closes, and the next start opens a new one (not the expired page)', async () => {
    const { browser, cart, request } = await startCheckout();
    const expired = stripeEvent(
      'checkout.session.expired',
      sessionOf(request, { status: 'expired', payment_status: 'unpaid' }),
    );
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await checkoutOf(request.checkoutSessionId)).toMatchObject({ status: 'expired' });
    const restarted = await browser.post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().checkout_url).not.toContain(request.checkoutSessionId);
    // Expired again (a repeat, or after the order): nothing to do.
    await deliver(expired);
    expect(await recorded(expired.id)).toMatchObject({ outcome: 'processed' });
  });

  it('refunds: the order shows the newest amount refunded, whatever order the events arrive in', async () => {
    const { browser, order, request } = await paidOrder();
    const pi = `pi_${request.checkoutSessionId.slice(0, 8)}`;
    const refunded = (amount: number, secondsAgo: number) =>
      stripeEvent(
        'charge.refunded',
        charge({ payment_intent: pi, amount: order.amountPaidCents, amount_refunded: amount }),
        at(secondsAgo),
      );
    await deliver(refunded(1500, 30));
    expect((await ordersOf(order.cartId))[0]).toMatchObject({ refundedCents: 1500 });
    const view = await browser.get(`/api/orders/${order.confirmationNumber}`);
    expect(view.json().formatted_prices.amount_refunded).toBe('$15.00');
    // An earlier state arriving late changes nothing.
    const older = refunded(500, 90);
    await deliver(older);
    expect(await recorded(older.id)).toMatchObject({ outcome: 'no_action' });
    await deliver(refunded(order.amountPaidCents, 10));
    expect((await ordersOf(order.cartId))[0]).toMatchObject({ refundedCents: order.amountPaidCents });
    expect(await auditsOf('order.refunded', order.id)).toHaveLength(2);
  });

  it('charge.dispute.created flags the order for operations; later dispute events update it, older ones do not', async () => {
    const { order, request } = await paidOrder();
    const pi = `pi_${request.checkoutSessionId.slice(0, 8)}`;
    const disputeId = `dp_${request.checkoutSessionId.slice(0, 8)}`;
    const created = stripeEvent(
      'charge.dispute.created',
      dispute({ id: disputeId, payment_intent: pi }),
      at(120),
    );
    expect((await deliver(created)).statusCode).toBe(200);
    expect((await ordersOf(order.cartId))[0]).toMatchObject({
      disputeId,
      disputeStatus: 'needs_response',
      disputeReason: 'fraudulent',
    });
    expect(await auditsOf('order.disputed', order.id)).toMatchObject([
      { subjectType: 'order', details: { disputeId, status: 'needs_response', reason: 'fraudulent' } },
    ]);
    await deliver(
      stripeEvent(
        'charge.dispute.closed',
        dispute({ id: disputeId, payment_intent: pi, status: 'lost' }),
        at(10),
      ),
    );
    // A dispute.updated from before the close, delivered late.
    const stale = stripeEvent(
      'charge.dispute.updated',
      dispute({ id: disputeId, payment_intent: pi, status: 'under_review' }),
      at(60),
    );
    await deliver(stale);
    expect((await ordersOf(order.cartId))[0]).toMatchObject({ disputeStatus: 'lost' });
    expect(await recorded(stale.id)).toMatchObject({ outcome: 'no_action' });
    await deliver(created);
    expect(await auditsOf('order.disputed', order.id)).toHaveLength(1);
  });

  it('a paid session whose lines cannot ship to the address paid with: refused and refunded, never a 4xx or 5xx', async () => {
    const { cart, request } = await startCheckout();
    const refundsBefore = stripe.refunds.length;
    const unshippable = sessionOf(request, {
      collected_information: {
        shipping_details: {
          name: 'Pat Payer',
          address: {
            line1: '1 Broadway',
            line2: null,
            city: 'New York',
            state: 'NY',
            postal_code: '10004',
            country: 'US',
          },
        },
      },
    });
    const reply = await deliver(stripeEvent('checkout.session.completed', unshippable));
    expect(reply.statusCode).toBe(200);
    expect(await ordersOf(cart.uuid)).toHaveLength(0);
    const refused = await db()
      .select()
      .from(refusedPayments)
      .where(eq(refusedPayments.checkoutSessionId, request.checkoutSessionId));
    expect(refused).toMatchObject([{ reason: 'cannot_ship', refundStatus: 'refunded' }]);
    expect(stripe.refunds.length).toBe(refundsBefore + 1);
  });

  it.each([
    [
      'a checkout id that is none of ours',
      () =>
        event(
          'checkout.session.completed',
          session({ client_reference_id: '00000000-0000-4000-8000-000000000000' }),
          eventId(),
        ),
      'no checkout of this app has this id',
    ],
    [
      'a refund of a payment we do not know',
      () => event('charge.refunded', charge({ payment_intent: 'pi_unknown' }), eventId()),
      'no order or refused payment of this app has this payment',
    ],
    [
      'a body the schema refuses',
      () => event('charge.refunded', charge({ amount_refunded: 'lots' }), eventId()),
      'data.object.amount_refunded',
    ],
  ])('%s: 200, recorded for operations', async (_name, body, why) => {
    const sent = { ...body(), created: at() };
    const reply = await deliver(sent);
    expect(reply.statusCode).toBe(200);
    const row = await recorded(sent.id);
    expect(row).toMatchObject({ outcome: 'unusable' });
    expect(row?.reason).toContain(why);
    expect(await auditsOf('webhook.unusable', row?.id ?? '')).toHaveLength(1);
  });

  it('an event type the app does not act on: 200, recorded as nothing to do', async () => {
    const sent = stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect((await deliver(sent)).statusCode).toBe(200);
    expect(await recorded(sent.id)).toMatchObject({ outcome: 'no_action' });
  });

  it('refuses a bad or stale signature with 400 and records nothing', async () => {
    const sent = stripeEvent('invoice.paid', { id: 'in_2', object: 'invoice' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(sent),
          secret: 'whsec_other',
        }),
      },
      payload: JSON.stringify(sent),
    });
    expect(forged.statusCode).toBe(400);
    expect((await deliver(sent, { timestamp: at(600) })).statusCode).toBe(400);
    expect(await recorded(sent.id)).toBeUndefined();
  });

  it('generated bodies of the documented shapes: never a 5xx, and no patient value in a log line (property)', async () => {
    const { request } = await startCheckout();
    await fc.assert(
      fc.asyncProperty(stripeBodyArbitrary, fc.boolean(), async (body, ours) => {
        const object = (body.data as { object: Record<string, unknown> } | undefined)?.object;
        if (ours && object?.object === 'checkout.session')
          object.client_reference_id = request.checkoutSessionId;
        const reply = await deliver({
          ...body,
          id: typeof body.id === 'string' ? `${body.id}_${eventId()}` : body.id,
        });
        expect(reply.statusCode).toBe(200);
      }),
      { numRuns: 40 },
    );
    const logged = log.lines.join('\n');
    for (const value of PATIENT_VALUES) expect(logged).not.toContain(value);
    expect(logged).not.toContain('"level":50');
  }, 120_000);

  itOnPostgres(
    'parallel duplicate deliveries of one completed event place one order, record one event',
    async () => {
      const { cart, request } = await startCheckout();
      const body = stripeEvent('checkout.session.completed', sessionOf(request));
      const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(replies.filter((reply) => reply.json().duplicate === false)).toHaveLength(1);
      const placed = await ordersOf(cart.uuid);
      expect(placed).toHaveLength(1);
      expect(await auditsOf('order.placed', placed[0]?.id ?? '')).toHaveLength(1);
      expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, body.id))).toHaveLength(
        1,
      );
    },
  );

  itOnPostgres(
    'completed (paid) and async_payment_succeeded of one session, overlapping: one order, no refund',
    async () => {
      const { cart, request } = await startCheckout();
      const refundsBefore = stripe.refunds.length;
      const bodies = [
        stripeEvent('checkout.session.completed', sessionOf(request)),
        stripeEvent('checkout.session.async_payment_succeeded', sessionOf(request)),
        stripeEvent('checkout.session.completed', sessionOf(request)),
      ];
      const replies = await Promise.all([...bodies, ...bodies].map((body) => deliver(body)));
      expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
      expect(await ordersOf(cart.uuid)).toHaveLength(1);
      expect(stripe.refunds.length).toBe(refundsBefore);
    },
  );

  itOnPostgres('parallel duplicate deliveries of one dispute flag the order once', async () => {
    const { order, request } = await paidOrder();
    const body = stripeEvent(
      'charge.dispute.created',
      dispute({
        id: `dp_race_${order.id.slice(0, 8)}`,
        payment_intent: `pi_${request.checkoutSessionId.slice(0, 8)}`,
      }),
    );
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await auditsOf('order.disputed', order.id)).toHaveLength(1);
    expect(await auditsOf('order.dispute_updated', order.id)).toHaveLength(0);
  });
});
