import { PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutRequest,
  type PaidCheckout,
  type PaymentProvider,
  type RefundRequest,
  WebhookSignatureError,
} from '../../adapters/payments/port';
import { checkoutSessions, lineItems, orders, refusedPayments, users } from '../../db/schema/index';
import { localPaymentForm, shopperWithCart } from '../../test/order-helpers';
import type { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { issueAuthToken } from '../auth/tokens.repo';

type Browser = ReturnType<typeof patientBrowser>;

/** A provider confirming by webhook, like Stripe: records what it was asked to charge and refund. */
function fakeWebhookPayments(publicUrl: string) {
  const created: CheckoutRequest[] = [];
  const refunds: RefundRequest[] = [];
  const state = { refundsFail: false };
  const provider: PaymentProvider = {
    name: 'fake webhook payments',
    async createCheckout(request) {
      created.push(request);
      return {
        externalId: `cs_${request.checkoutSessionId}`,
        url: `${publicUrl}/fake-pay/${request.checkoutSessionId}`,
      };
    },
    async refund(request) {
      if (state.refundsFail) throw new Error('provider unavailable');
      refunds.push(request);
      return { refundReference: `re_${refunds.length}` };
    },
    webhook: {
      signatureHeader: 'stripe-signature',
      parse(rawBody, signature) {
        if (signature !== 'valid') throw new WebhookSignatureError();
        const paid = JSON.parse(rawBody.toString()) as PaidCheckout;
        // Stripe names each event; a payment's retried delivery carries the same event id.
        return {
          eventId: `evt_${paid.checkoutSessionId}_${paid.paymentReference}`,
          eventType: 'checkout.session.completed',
          objectId: `cs_${paid.checkoutSessionId}`,
          occurredAt: new Date(),
          event: { kind: 'checkout_paid', paid },
        };
      },
    },
  };
  return { provider, created, refunds, state };
}

/** Five successive changes to a breast-pump cart (tubing: up to 2; storage bags: two sizes, up to 3). */
const CART_CHANGES = [
  ['A4281', 0, 1],
  ['A4281', 0, 2],
  ['K1005', 0, 1],
  ['K1005', 0, 2],
  ['K1005', 1, 1],
] as const;

const checkoutIdOf = (url: string) => url.split('/').pop() ?? '';

async function addVariant(browser: Browser, hcpcsCode: string, index = 0, quantity = 1) {
  // A4281 tubing and K1005 storage bags are breast-pump supplies of the BRS-PMP work order.
  const variants = (await browser.get(`/api/product_variants?hcpcs_codes[]=${hcpcsCode}`)).json() as {
    uuid: string;
  }[];
  const reply = await browser.post('/api/cart_items', {
    cart_item: { product_variant_uuid: variants[index]?.uuid, quantity },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

describe('local payment page: the snapshot is what is paid and ordered', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  // The page allows 20 posts a minute from one address: a test may post from its own.
  const pay = (path: string, card?: string, email?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: localPaymentForm(card, email),
    });

  it('places exactly the lines priced when checkout started, and records what was charged', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const started = (await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json();
    const path = new URL(started.checkout_url).pathname;
    const [checkout] = await t.context.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutIdOf(path)));
    expect(checkout?.lines).toHaveLength(1);

    // Items added after checkout started are not part of this payment (issue 12 item 2).
    const grown = await addVariant(browser, 'A4281');
    expect(grown.cart_items).toHaveLength(2);
    const paid = await pay(path);
    expect(paid.statusCode).toBe(303);
    const number = String(paid.headers.location).split('/')[2]?.split('?')[0] ?? '';
    const [order] = await t.context.db.select().from(orders).where(eq(orders.confirmationNumber, number));
    const items = await t.context.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.orderId, order?.id ?? ''));
    expect(items.map((item) => item.productVariantId)).toEqual([checkout?.lines[0]?.productVariantId]);
    expect(order?.amountPaidCents).toBe(checkout?.amountCents);
    expect(items.reduce((sum, item) => sum + item.patientCents, 0)).toBe(order?.amountPaidCents);
  });

  it('shows the form again, without the card, for a bad form or a declined card', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const path = new URL((await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json().checkout_url)
      .pathname;
    const declined = await pay(path, '4000 0000 0000 0002', undefined, '10.0.0.42');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('Your card was declined');
    expect(declined.body).toContain('value="Pat Payer"');
    expect(declined.body).not.toContain('value="4000');
    const badEmail = await pay(path, undefined, 'not-an-email', '10.0.0.42');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.body).toContain('Enter a valid email address');
    expect((await pay(path, undefined, undefined, '10.0.0.42')).statusCode).toBe(303);
  });

  it('refuses a superseded checkout on its page, before and after the card, and pays the live one', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const first = new URL((await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json().checkout_url)
      .pathname;
    await addVariant(browser, 'A4281');
    const second = new URL((await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json().checkout_url)
      .pathname;
    expect(second).not.toBe(first);

    const page = await t.app.inject({ method: 'GET', url: first });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(PAYMENT_MESSAGES.supersededTitle);
    expect(page.body).not.toContain('<form');
    const refused = await pay(first);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(PAYMENT_MESSAGES.supersededTitle);

    const paid = await pay(second);
    expect(paid.statusCode).toBe(303);
    const number = String(paid.headers.location).split('/')[2]?.split('?')[0] ?? '';
    const [order] = await t.context.db.select().from(orders).where(eq(orders.confirmationNumber, number));
    expect(
      await t.context.db
        .select()
        .from(lineItems)
        .where(eq(lineItems.orderId, order?.id ?? '')),
    ).toHaveLength(2);
    // The first page now says the cart was ordered; still nothing to pay there.
    const after = await t.app.inject({ method: 'GET', url: first });
    expect(after.body).toContain(PAYMENT_MESSAGES.alreadyOrderedTitle);
  });

  it('reuses the live checkout when the cart has not changed (parallel starts make one checkout)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => browser.post(`/api/carts/${cart.uuid}/checkout`, {})),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(replies.map((reply) => reply.json().checkout_url)).size).toBe(1);
      const rows = await t.context.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.cartId, cart.uuid));
      expect(rows.filter((row) => row.status === 'open')).toHaveLength(1);
    }
  });

  it('pays one order when five pages of one cart are paid at once (PostgreSQL: real parallel requests)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
      const pages: string[] = [];
      for (const [code, index, quantity] of CART_CHANGES) {
        // A different snapshot each time, so five distinct checkouts of the cart exist.
        await addVariant(browser, code, index, quantity);
        pages.push(
          new URL((await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json().checkout_url).pathname,
        );
      }
      const replies = await Promise.all(pages.map((path) => pay(path)));
      expect(replies.filter((reply) => reply.statusCode === 303)).toHaveLength(1);
      expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(4);
      expect(await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid))).toHaveLength(1);
    }
  });
});

describe('webhook payments: refused payments are refunded, never kept', () => {
  const publicUrl = 'http://localhost:3000';
  const fake = fakeWebhookPayments(publicUrl);
  const t = useTestApp({ PUBLIC_URL: publicUrl }, { payments: fake.provider });
  const address = {
    line1: '9 Oak St',
    line2: null,
    city: 'Los Angeles',
    state: 'CA',
    postalCode: '90012',
    country: 'US' as const,
  };
  const webhook = (paid: PaidCheckout) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'valid' },
      payload: JSON.stringify(paid),
    });
  const paymentOf = (
    checkoutSessionId: string,
    amountCents: number,
    reference: string,
    email = 'pat@example.com',
  ) => ({
    checkoutSessionId,
    paymentReference: reference,
    amountCents,
    taxCents: 0,
    customer: { name: 'Pat Payer', email },
    address,
  });
  const start = async (browser: Browser, cartId: string, headers?: Record<string, string>) => {
    const reply = headers
      ? await t.app.inject({
          method: 'POST',
          url: `/api/carts/${cartId}/checkout`,
          cookies: browser.cookies,
          headers,
          payload: {},
        })
      : await browser.post(`/api/carts/${cartId}/checkout`, {});
    expect(reply.statusCode).toBe(200);
    const id = checkoutIdOf(reply.json().checkout_url);
    const request = fake.created.find((entry) => entry.checkoutSessionId === id);
    if (!request) throw new Error('no checkout was created at the provider');
    return request;
  };
  const refusalsOf = (checkoutSessionIds: string[]) =>
    t.context.db
      .select()
      .from(refusedPayments)
      .then((rows) => rows.filter((row) => checkoutSessionIds.includes(row.checkoutSessionId)));

  it('charges in integer cents exactly what the order records: the sum of its lines', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    await addVariant(browser, 'A4281', 0, 2);
    await addVariant(browser, 'K1005', 0, 3);
    const request = await start(browser, cart.uuid);
    const charged = request.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
    expect(charged).toBe(request.amountCents);
    expect(request.idempotencyKey).toMatch(/^checkout-[0-9a-f]{64}-/);
    expect((await webhook(paymentOf(request.checkoutSessionId, charged, 'pi_exact'))).statusCode).toBe(200);

    const [order] = await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid));
    const items = await t.context.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.orderId, order?.id ?? ''));
    expect(items.map((item) => item.quantity).sort()).toEqual([1, 2, 3]);
    expect(order?.amountPaidCents).toBe(charged);
    expect(items.reduce((sum, item) => sum + item.patientCents, 0)).toBe(charged);
    expect(order?.paymentReference).toBe('pi_exact');
  });

  it('refunds every payment but one when five checkouts of one cart are all paid at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
      const requests: CheckoutRequest[] = [];
      for (const [code, index, quantity] of CART_CHANGES) {
        await addVariant(browser, code, index, quantity);
        requests.push(await start(browser, cart.uuid));
      }
      const refundsBefore = fake.refunds.length;
      // Every checkout paid, some twice (a second card on the same page): 8 payments in parallel.
      const payments = [
        ...requests.map((r, i) => paymentOf(r.checkoutSessionId, r.amountCents, `pi_${round}_${i}`)),
        ...requests
          .slice(2)
          .map((r, i) => paymentOf(r.checkoutSessionId, r.amountCents, `pi_${round}_again_${i}`)),
      ];
      const replies = await Promise.all(payments.map(webhook));
      expect(replies.map((reply) => reply.statusCode)).toEqual(payments.map(() => 200));

      const placed = await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid));
      expect(placed).toHaveLength(1);
      const refused = await refusalsOf(requests.map((r) => r.checkoutSessionId));
      expect(refused).toHaveLength(payments.length - 1);
      expect(refused.every((row) => row.refundStatus === 'refunded')).toBe(true);
      expect(new Set([...refused.map((row) => row.paymentReference), placed[0]?.paymentReference])).toEqual(
        new Set(payments.map((p) => p.paymentReference)),
      );
      expect(fake.refunds.length - refundsBefore).toBe(payments.length - 1);

      // A retried webhook adds nothing: no second order, no second refund.
      await Promise.all(payments.map(webhook));
      expect(await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid))).toHaveLength(1);
      expect(fake.refunds.length - refundsBefore).toBe(payments.length - 1);
    }
  });

  it('refuses and refunds a payment whose amount is not the snapshot’s; a failed refund stays flagged', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const request = await start(browser, cart.uuid);
    await webhook(paymentOf(request.checkoutSessionId, request.amountCents - 1, 'pi_short'));
    expect(await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid))).toHaveLength(0);
    const [refused] = await refusalsOf([request.checkoutSessionId]);
    expect(refused).toMatchObject({
      reason: 'amount_mismatch',
      refundStatus: 'refunded',
      amountCents: request.amountCents - 1,
    });

    fake.state.refundsFail = true;
    try {
      await webhook(paymentOf(request.checkoutSessionId, request.amountCents + 5, 'pi_long'));
    } finally {
      fake.state.refundsFail = false;
    }
    const flagged = (await refusalsOf([request.checkoutSessionId])).find(
      (row) => row.paymentReference === 'pi_long',
    );
    expect(flagged).toMatchObject({ reason: 'amount_mismatch', refundStatus: 'pending' });

    // The right amount still becomes the order.
    await webhook(paymentOf(request.checkoutSessionId, request.amountCents, 'pi_right'));
    expect(await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid))).toHaveLength(1);
  });

  it('sends the patient back to the cart with why, when Stripe returns for a refused payment', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const first = await start(browser, cart.uuid);
    await addVariant(browser, 'A4281');
    await start(browser, cart.uuid);
    await webhook(paymentOf(first.checkoutSessionId, first.amountCents, 'pi_old_page'));
    const back = await t.app.inject({
      method: 'GET',
      url: `/payments/complete?session_id=cs_${first.checkoutSessionId}`,
    });
    expect(back.statusCode).toBe(303);
    expect(decodeURIComponent(String(back.headers.location))).toBe(
      `/cart?error=${PAYMENT_MESSAGES.refused.superseded}`,
    );
  });

  it('gives the order to the patient signed in at checkout, never to an account matched by the typed e-mail', async () => {
    const db = t.context.db;
    const [unverified] = await db
      .insert(users)
      .values({ email: 'claimer@example.com', passwordHash: 'x', role: 'patient' })
      .returning();
    const [verified] = await db
      .insert(users)
      .values({ email: 'owner@example.com', passwordHash: 'x', role: 'patient', emailVerifiedAt: new Date() })
      .returning();
    const [signedIn] = await db
      .insert(users)
      .values({
        email: 'signed.in@example.com',
        passwordHash: 'x',
        role: 'patient',
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!unverified || !verified || !signedIn) throw new Error('users not created');

    const orderOf = async (email: string, headers?: Record<string, string>) => {
      const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
      const request = await start(browser, cart.uuid, headers);
      await webhook(paymentOf(request.checkoutSessionId, request.amountCents, `pi_${email}`, email));
      const [order] = await db.select().from(orders).where(eq(orders.cartId, cart.uuid));
      return order;
    };
    expect((await orderOf('claimer@example.com'))?.userId).toBeNull();
    expect((await orderOf('owner@example.com'))?.userId).toBe(verified.id);
    const token = await issueAuthToken(db, signedIn.id, 'session', new Date(Date.now() + 3_600_000));
    const auth = { 'access-token': token.accessToken, client: token.client, uid: signedIn.email };
    // Signed in while starting checkout, the patient owns the order whatever e-mail is typed on the page.
    expect((await orderOf('owner@example.com', auth))?.userId).toBe(signedIn.id);
  });
});
