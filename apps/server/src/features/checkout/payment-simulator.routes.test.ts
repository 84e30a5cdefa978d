import { PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocalPayments, TEST_BANK_ACCOUNTS, TEST_CARDS } from '../../adapters/payments/local';
import { checkoutSessions, orders, outboxMessages, webhookEvents } from '../../db/schema/index';
import { localPaymentForm, shopperWithCart } from '../../test/order-helpers';
import { useTestApp } from '../../test/test-app';

/**
 * The local payments simulator produces Stripe's later events end to end (issue 47): a test bank
 * debit that waits and then clears or fails, the dispute test card, a refund and an expiry — each
 * through the same handling as Stripe's webhook, recorded once under `local_payments`.
 */
const PUBLIC_URL = 'http://localhost:3000';

/** The hidden fields of each test-mode button on the processing page, by button label. */
function buttonsOf(html: string) {
  const buttons = new Map<string, { action: string; fields: Record<string, string> }>();
  for (const [, action = '', inner = ''] of html.matchAll(
    /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g,
  )) {
    const fields = Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name = '', value = '']) => [
          name,
          value
            .replace(/&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&'),
        ],
      ),
    );
    const label = /<button type="submit">([^<]+)<\/button>/.exec(inner)?.[1] ?? '';
    buttons.set(label, { action, fields });
  }
  return buttons;
}

describe('the local payments simulator', () => {
  const t = useTestApp({ PUBLIC_URL });
  let address = 0;
  const post = (url: string, payload: string) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.47.0.${address}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  };
  const checkoutPage = async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const started = (await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json();
    const path = new URL(started.checkout_url).pathname;
    return { browser, cart, path, id: path.split('/').pop() ?? '' };
  };
  const statusOf = async (id: string) =>
    (await t.context.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status;
  const orderOf = async (cartId: string) =>
    (await t.context.db.select().from(orders).where(eq(orders.cartId, cartId)))[0];

  it('a test bank account: the debit is processing, then clears into the order', async () => {
    const { cart, path, id } = await checkoutPage();
    const paid = await post(path, localPaymentForm(TEST_BANK_ACCOUNTS.clears));
    expect(paid.statusCode).toBe(202);
    expect(paid.body).toContain(PAYMENT_MESSAGES.processingTitle);
    expect(await statusOf(id)).toBe('processing');
    expect(await orderOf(cart.uuid)).toBeUndefined();
    const clears = buttonsOf(paid.body).get('Test mode: the bank debit clears');
    if (!clears) throw new Error('no button to clear the debit');
    const cleared = await post(clears.action, new URLSearchParams(clears.fields).toString());
    expect(cleared.statusCode).toBe(303);
    const order = await orderOf(cart.uuid);
    expect(order).toMatchObject({ customerName: 'Pat Payer', paymentReference: `test_bank_${id}` });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.headers.location).toContain(order?.confirmationNumber);
    const recorded = await t.context.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.provider, 'local_payments'));
    expect(
      recorded
        .filter((row) => row.objectId === id)
        .map((row) => row.eventType)
        .sort(),
    ).toEqual(['checkout.session.async_payment_succeeded', 'checkout.session.completed']);
  });

  it('a test bank account whose debit fails: no order, the patient e-mailed, the page says so', async () => {
    const { cart, path, id } = await checkoutPage();
    const email = `bank.fails.${id.slice(0, 8)}@example.com`;
    const paid = await post(path, localPaymentForm(TEST_BANK_ACCOUNTS.fails, email));
    const fails = buttonsOf(paid.body).get('Test mode: the bank debit fails');
    if (!fails) throw new Error('no button to fail the debit');
    await post(fails.action, new URLSearchParams(fails.fields).toString());
    expect(await statusOf(id)).toBe('payment_failed');
    expect(await orderOf(cart.uuid)).toBeUndefined();
    expect(await t.context.db.select().from(outboxMessages).where(eq(outboxMessages.to, email))).toHaveLength(
      1,
    );
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(PAYMENT_MESSAGES.paymentFailedTitle);
  });

  it('the dispute test card pays, then flags the order as disputed', async () => {
    const { cart, path } = await checkoutPage();
    expect((await post(path, localPaymentForm(TEST_CARDS.dispute))).statusCode).toBe(303);
    expect(await orderOf(cart.uuid)).toMatchObject({
      disputeStatus: 'needs_response',
      disputeReason: 'fraudulent',
    });
  });

  it('a refund and an expiry, told to the simulator', async () => {
    const { cart, path, id } = await checkoutPage();
    await post(path, localPaymentForm(TEST_CARDS.success));
    await post(`/dev/payments/${id}/events`, 'type=charge.refunded&amount=1000');
    expect(await orderOf(cart.uuid)).toMatchObject({ refundedCents: 1000 });

    const other = await checkoutPage();
    await post(`/dev/payments/${other.id}/events`, 'type=checkout.session.expired');
    expect(await statusOf(other.id)).toBe('expired');
    const page = await t.app.inject({ method: 'GET', url: other.path });
    expect(page.body).toContain(PAYMENT_MESSAGES.expiredTitle);
    const unknown = await post(`/dev/payments/${other.id}/events`, 'type=payout.paid');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the local page without the simulator (production)', () => {
  const t = useTestApp({ PUBLIC_URL }, { payments: createLocalPayments(PUBLIC_URL, { simulator: false }) });

  it('takes no test bank account and has no event route', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const path = new URL((await browser.post(`/api/carts/${cart.uuid}/checkout`, {})).json().checkout_url)
      .pathname;
    const bank = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: localPaymentForm(TEST_BANK_ACCOUNTS.clears),
    });
    expect(bank.statusCode).toBe(422);
    const route = await t.app.inject({
      method: 'POST',
      url: `${path.replace('/payments/test/', '/dev/payments/')}/events`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=charge.refunded',
    });
    expect(route.statusCode).toBe(404);
  });
});
