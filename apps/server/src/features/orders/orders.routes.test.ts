import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auditLogs, consultations, orders, outboxMessages, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { issueAuthToken } from '../auth/tokens.repo';

/** A patient account signed in with a token, its e-mail proved or not (the proof itself is the accounts area's). */
async function patientAccount(db: Database, email: string, isVerified: boolean) {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'x', role: 'patient', emailVerifiedAt: isVerified ? new Date() : null })
    .returning();
  if (!user) throw new Error('user not created');
  const token = await issueAuthToken(db, user.id, 'session', new Date(Date.now() + 3_600_000));
  return { user, headers: { 'access-token': token.accessToken, client: token.client, uid: email } };
}

const paymentForm = (card: string) =>
  new URLSearchParams({
    card,
    name: 'Pat Payer',
    email: 'pat.payer@example.com',
    line1: '9 Oak St',
    line2: '',
    city: 'Los Angeles',
    state: 'CA',
    postalCode: '90012',
  }).toString();

describe('free checkout', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('places one order however often Place Order is pressed, routes it and moves the work order on', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    expect(cart.is_free).toBe(true);
    const replies = await Promise.all([
      placeFreeOrder(browser, cart.uuid),
      placeFreeOrder(browser, cart.uuid),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
    const numbers = replies.map((reply) => reply.json().order_confirmation_number);
    expect(numbers[0]).toMatch(/^[A-HJKMNP-Z2-9]{13}$/);
    expect(numbers[1]).toBe(numbers[0]);

    const order = (await browser.get(`/api/orders/${numbers[0]}`)).json();
    expect(order).toMatchObject({
      insurance_active: true,
      display_status: 'Supplier Processing',
      formatted_prices: { amount_patient_paid: '$0.00' },
      shipping_address: { city: 'Los Angeles', state: 'CA', postal_code: '90017' },
    });
    expect(order.line_items[0]).toMatchObject({
      supplier_name: 'Golden State Medical Supply',
      shipped: false,
      amount_total_formatted: '$0.00',
    });
    expect(order.unshipped_cart_items).toHaveLength(1);

    const [workOrder] = await t.context.db
      .select()
      .from(consultations)
      .where(eq(consultations.referralCode, 'BRSPMP'));
    expect(workOrder?.displayStatus).toBe('Supplier Processing');
    const mails = await t.context.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['emily.carter@demo.test', 'supplier@demo.test']);
    // The supplier's link carries its signed token: the number alone opens nothing (issue 45 item 2).
    expect(mails.find((mail) => mail.to === 'supplier@demo.test')?.text).toMatch(
      /\/tracking\?fulfillment=[A-Z2-9]{13}&access=0\.\d+\.[A-Za-z0-9_-]{43}\s*$/,
    );

    // The session starts afresh; another browser cannot see the order.
    expect((await browser.get('/api/patient_sessions/me')).json()).toMatchObject({
      consultation: null,
      cart_uuid: null,
    });
    const stranger = await patientBrowser(t.app).get(`/api/orders/${numbers[0]}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: ORDER_MESSAGES.invalidOrder });
  });

  it('refuses a free order for a cart that needs paying, and another session’s cart', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const paid = await placeFreeOrder(browser, cart.uuid);
    expect(paid.statusCode).toBe(422);
    expect(paid.json()).toEqual({ error: ORDER_MESSAGES.cartNotFree });
    expect((await placeFreeOrder(patientBrowser(t.app), cart.uuid)).statusCode).toBe(404);
  });

  it('saves the assistance answer', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    await browser.put('/api/patients/update', { patient: { eligible_for_machine: true } });
    const number = (await placeFreeOrder(browser, cart.uuid)).json().order_confirmation_number;
    expect((await browser.get(`/api/orders/${number}`)).json()).toMatchObject({
      contains_cpap_machine: true,
      assistance_required: null,
    });
    const stranger = await patientBrowser(t.app).put(`/api/orders/${number}`, {
      order: { assistance_required: false },
    });
    expect(stranger.statusCode).toBe(404);
    const answered = await browser.put(`/api/orders/${number}`, { order: { assistance_required: true } });
    expect(answered.json().assistance_required).toBe(true);
  });
});

describe('paid checkout on the test-mode page', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('declines, then pays once however often the page is posted', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const free = await browser.post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(free.statusCode).toBe(200);
    const path = new URL(free.json().checkout_url).pathname;
    expect(path).toMatch(/^\/payments\/test\//);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Test mode');

    const post = (card: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: paymentForm(card),
      });
    const declined = await post('4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('declined');
    expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(1);

    const paid = await Promise.all([post('4242 4242 4242 4242'), post('4242424242424242')]);
    const locations = paid.map((reply) => String(reply.headers.location));
    expect(paid.map((reply) => reply.statusCode)).toEqual([303, 303]);
    expect(locations[0]).toMatch(/^\/orders\/[A-Z2-9]{13}\?clearSession=true$/);
    expect(locations[1]).toBe(locations[0]);
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.headers.location).toBe(locations[0]);

    const number = locations[0]?.split('/')[2]?.split('?')[0];
    const order = (await browser.get(`/api/orders/${number}`)).json();
    expect(order).toMatchObject({
      insurance_active: false,
      customer_details: { email: 'pat.payer@example.com' },
    });
    expect(order.formatted_prices.amount_patient_paid).not.toBe('$0.00');
    expect(order.formatted_prices.insurance_savings).toBe('$0.00');
  });

  it("refuses to start paying for another session's cart", async () => {
    const { cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
    const reply = await patientBrowser(t.app).post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(reply.statusCode).toBe(404);
  });

  it('refuses to send a free cart to the payment page', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const reply = await browser.post(`/api/carts/${cart.uuid}/checkout`, {});
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ error: ORDER_MESSAGES.cartIsFree });
  });
});

describe('order history', () => {
  const t = useTestApp();

  it('shows a signed-in patient the orders of their account, and nobody else', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.patient);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers })).json();
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0].customer_details.email).toBe(DEMO_EMAILS.patient);
    // The demo patient is a test account, and the order says so (a real account's says false).
    expect(orders.map((order: { is_test_account: boolean }) => order.is_test_account)).toEqual(
      orders.map(() => true),
    );
    const { headers: provider } = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: provider })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('trust: orders belong to an account, not to an e-mail', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const guestOrder = async (email: string) => {
    const { browser, cart } = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    await browser.put('/api/patients/update', { patient: { eligible_for_machine: true } });
    const reply = await placeFreeOrder(browser, cart.uuid, email);
    expect(reply.statusCode).toBe(201);
    return { browser, number: reply.json().order_confirmation_number as string };
  };

  it("does not hand a guest's order to an account that merely uses the same e-mail", async () => {
    const { number } = await guestOrder('guest.victim@example.com');
    const { headers } = await patientAccount(t.context.db, 'guest.victim@example.com', false);
    const inject = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect((await inject('GET', '/api/orders')).json()).toEqual([]);
    const one = await inject('GET', `/api/orders/${number}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ error: ORDER_MESSAGES.invalidOrder });
    const put = await inject('PUT', `/api/orders/${number}`, { order: { assistance_required: true } });
    expect(put.statusCode).toBe(404);
  });

  it('gives a guest order to the account that proved the address, and a signed-in order to its patient', async () => {
    const owner = await patientAccount(t.context.db, 'proved.owner@example.com', true);
    const { number } = await guestOrder('proved.owner@example.com');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: owner.headers })).json();
    expect(
      listed.map((order: { order_confirmation_number: string }) => order.order_confirmation_number),
    ).toEqual([number]);
    expect(listed[0].is_test_account).toBe(false);

    const signedIn = await patientAccount(t.context.db, 'signed.in.patient@example.com', true);
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: browser.cookies,
      headers: signedIn.headers,
      payload: {
        order: {
          cart_uuid: cart.uuid,
          customer_details: {
            name: 'Emily Carter',
            email: 'proved.owner@example.com',
            shipping: {
              address: {
                line1: '1 Main St',
                city: 'Los Angeles',
                state: 'CA',
                country: 'US',
                postal_code: '90017',
              },
            },
          },
        },
      },
    });
    expect(placed.statusCode).toBe(201);
    const [order] = await t.context.db
      .select()
      .from(orders)
      .where(eq(orders.confirmationNumber, placed.json().order_confirmation_number));
    expect(order?.userId).toBe(signedIn.user.id);
  });

  it('audits every order read and the assistance answer, with the session and the address', async () => {
    const { browser, number } = await guestOrder('audited@example.com');
    const [order] = await t.context.db.select().from(orders).where(eq(orders.confirmationNumber, number));
    await browser.get(`/api/orders/${number}`);
    await browser.put(`/api/orders/${number}`, { order: { assistance_required: false } });
    const rows = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'order'), eq(auditLogs.subjectId, order?.id ?? '')));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'order.assistance_updated',
      'order.placed',
      'order.read',
    ]);
    const read = rows.find((row) => row.action === 'order.read');
    expect(read?.ipAddress).toBe('127.0.0.1');
    expect(read?.sessionId).toBe(order?.sessionId);

    const owner = await patientAccount(t.context.db, 'audited.lister@example.com', true);
    await t.app.inject({ method: 'GET', url: '/api/orders', headers: owner.headers });
    const [list] = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.list'), eq(auditLogs.actorUserId, owner.user.id)));
    expect(list).toMatchObject({ subjectType: 'order', details: { count: 0, ids: [] } });
  });

  it("opens the order from the e-mail's signed link in any browser; an altered link is refused", async () => {
    const { number } = await guestOrder('link.reader@example.com');
    const [mail] = await t.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'link.reader@example.com'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const link = new URL(mail?.text.match(/See your order: (\S+)/)?.[1] ?? 'http://missing/');
    expect(link.pathname).toBe(`/orders/${number}`);
    const access = link.searchParams.get('access') ?? '';

    const elsewhere = patientBrowser(t.app, '10.0.0.9');
    const read = await elsewhere.get(`/api/orders/${number}?access=${encodeURIComponent(access)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().order_confirmation_number).toBe(number);
    const answered = await elsewhere.put(`/api/orders/${number}?access=${encodeURIComponent(access)}`, {
      order: { assistance_required: true },
    });
    expect(answered.json().assistance_required).toBe(true);

    const altered = `${access.slice(0, -2)}${access.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const value of [
      altered,
      `${Number(access.split('.')[0]) + 60}.${access.split('.')[1]}`,
      'garbage',
    ]) {
      const refused = await elsewhere.get(`/api/orders/${number}?access=${encodeURIComponent(value)}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: ORDER_MESSAGES.invalidOrder });
    }
    // The link opens only its own order.
    const other = await guestOrder('someone.else@example.com');
    expect(
      (await elsewhere.get(`/api/orders/${other.number}?access=${encodeURIComponent(access)}`)).statusCode,
    ).toBe(404);
  });
});

describe('trust: the free path decides "free" from the plan that prices the order', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('refuses a priced cart sent with a superseded or removed full-coverage status in the header', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    expect(cart.is_free).toBe(true);
    const fullCoverage = (await browser.get('/api/patient_sessions/me')).json()
      .insurance_status_uuid as string;
    // A deductible plan now prices the session: the cart costs money.
    const carriers: { uuid: string; name: string }[] = (await browser.get('/api/insurance_carriers')).json();
    await browser.post('/api/insurance_statuses', {
      carrier: carriers.find((carrier) => carrier.name === 'Aetna')?.uuid,
      member_id: 'CLN-100-002',
      first_name: 'Emily',
      last_name: 'Carter',
      patient_birth_date: '1994-03-18',
    });
    const current = (await browser.get('/api/patient_sessions/me')).json().insurance_status_uuid;
    expect(current).not.toBe(fullCoverage);
    expect((await browser.get('/api/carts/me')).json().is_free).toBe(false);

    const sendWith = (statusId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies: browser.cookies,
        headers: { 'insurance-status-uuid': statusId },
        payload: {
          order: {
            cart_uuid: cart.uuid,
            customer_details: {
              name: 'Emily Carter',
              email: 'emily.carter@demo.test',
              shipping: {
                address: {
                  line1: '1 Main St',
                  city: 'Los Angeles',
                  state: 'CA',
                  country: 'US',
                  postal_code: '90017',
                },
              },
            },
          },
        },
      });
    const refused = await sendWith(fullCoverage);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: ORDER_MESSAGES.cartNotFree });
    expect(await t.context.db.select().from(orders).where(eq(orders.cartId, cart.uuid))).toHaveLength(0);
  });
});
