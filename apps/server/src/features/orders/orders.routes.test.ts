import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultations, outboxMessages } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

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
    expect(mails.find((mail) => mail.to === 'supplier@demo.test')?.text).toMatch(
      /\/tracking\?fulfillment=[A-Z2-9]{13}/,
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

  it('shows a signed-in patient the orders placed with their e-mail, and nobody else', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.patient);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers })).json();
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0].customer_details.email).toBe(DEMO_EMAILS.patient);
    const { headers: provider } = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: provider })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});
