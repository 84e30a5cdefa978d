import { PAYMENT_MESSAGES } from '@dme/shared/orders/api';
import { formatDueDay, RESUPPLY_DUE_MESSAGES } from '@dme/shared/resupply/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localSmsSender } from '../../adapters/sms/local';
import { carts, orders, refusedPayments, resupplyReminders } from '../../db/schema/index';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { itOnPostgres } from '../../test/races';
import { type TestContext, useTestApp } from '../../test/test-app';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';
import { signLink } from '../notifications/signed-link';

type Browser = ReturnType<typeof patientBrowser>;

/** The demo patient's reminder (mask and heated tubing, due now), as its e-mail links it. */
async function demoReminderLink(t: TestContext) {
  const { db, config } = t.context;
  await runDueJobs({ db, ...scheduledWork(config, localSmsSender) });
  const [reminder] = await db.select().from(resupplyReminders).limit(1);
  if (!reminder) throw new Error('the demo data holds no due resupply');
  return {
    reminder: reminder.id,
    access: signLink('resupply-reorder', reminder.id, config.SECRET_KEY, new Date()),
  };
}

/** A browser that opened the reminder's link: its cart holds the reminder's supplies. */
async function openedReminder(t: TestContext, link: { reminder: string; access: string }) {
  const browser = patientBrowser(t.app);
  const reply = await browser.post('/api/resupply/reorders', link);
  expect(reply.statusCode).toBe(200);
  const cart = (await browser.get('/api/carts/me')).json() as { uuid: string; is_free: boolean };
  expect(cart.is_free).toBe(true);
  return { browser, cartUuid: cart.uuid };
}

const ordersOfReminder = async (t: TestContext, reminderId: string) =>
  t.context.db
    .select({ reorderedOrderId: resupplyReminders.reorderedOrderId })
    .from(resupplyReminders)
    .where(eq(resupplyReminders.id, reminderId));

/** Three calendar months after today (the full-face mask's interval), as the patient reads it. */
function inThreeMonths() {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
  day.setUTCDate(Math.min(now.getUTCDate(), last));
  return formatDueDay(day.toISOString().slice(0, 10));
}

describe('a resupply reminder becomes one order', () => {
  const t = useTestApp();
  let link: { reminder: string; access: string };
  beforeAll(async () => {
    link = await demoReminderLink(t);
  });

  it('orders once from two browsers of one link, and the link then shows the order it became', async () => {
    const first = await openedReminder(t, link);
    const second = await openedReminder(t, link);
    expect((await placeFreeOrder(first.browser, first.cartUuid)).statusCode).toBe(201);

    const again = await placeFreeOrder(second.browser, second.cartUuid);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: RESUPPLY_DUE_MESSAGES.alreadyReordered });

    const [claimed] = await ordersOfReminder(t, link.reminder);
    const [order] = await t.context.db
      .select()
      .from(orders)
      .where(eq(orders.id, claimed?.reorderedOrderId ?? ''));
    expect(order).toBeDefined();

    const later = patientBrowser(t.app);
    const opened = await later.post('/api/resupply/reorders', link);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      item_count: 0,
      insured: false,
      insurance_status_uuid: null,
      product_vertical_uuid: null,
      reordered: { ordered_at: order?.createdAt.toISOString(), status: 'Supplier Processing' },
    });
    expect((await later.get('/api/carts/me')).json().cart_items).toEqual([]);
  });

  it('keeps a forged link of the reordered reminder as invalid as before', async () => {
    const forged = await patientBrowser(t.app).post('/api/resupply/reorders', {
      ...link,
      access: `${link.access.slice(0, -2)}AA`,
    });
    expect(forged.statusCode).toBe(404);
    expect(JSON.stringify(forged.json())).not.toContain('reordered');
  });
});

describe('two checkouts of one reminder at once', () => {
  const t = useTestApp();

  itOnPostgres('give one order, and the other a clear refusal (never a 5xx)', async () => {
    const link = await demoReminderLink(t);
    const tabs = [
      await openedReminder(t, link),
      await openedReminder(t, link),
      await openedReminder(t, link),
    ];
    const replies = await Promise.all(tabs.map((tab) => placeFreeOrder(tab.browser, tab.cartUuid)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 422, 422]);
    const [claimed] = await ordersOfReminder(t, link.reminder);
    expect(claimed?.reorderedOrderId).toEqual(expect.any(String));
    const placed = await t.context.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(carts, eq(carts.id, orders.cartId))
      .where(eq(carts.resupplyReminderId, link.reminder));
    expect(placed).toEqual([{ id: claimed?.reorderedOrderId }]);
  });
});

describe('no second insured order of a supply before its replacement interval ends', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const maskShopper = (memberId: string, birthDate?: string) =>
    shopperWithCart(t.app, 'CPA-PAP', 'A7030', memberId, birthDate);
  const pay = (checkoutUrl: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        card: '4242 4242 4242 4242',
        name: 'Emily Carter',
        email: 'emily.carter@demo.test',
        line1: '9 Oak St',
        line2: '',
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90012',
      }).toString(),
    });
  const startCheckout = (browser: Browser, cartUuid: string) =>
    browser.post(`/api/carts/${cartUuid}/checkout`, {});

  it('refuses the shop path for the same member until the mask is due, naming the day; a dependent is not held', async () => {
    const first = await maskShopper('CLN-100-001');
    expect((await placeFreeOrder(first.browser, first.cart.uuid)).statusCode).toBe(201);

    const second = await maskShopper('CLN100001');
    const refused = await placeFreeOrder(second.browser, second.cart.uuid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(
      new RegExp(`^Your plan pays for a new .+ from ${inThreeMonths()}: the one ordered before`),
    );

    // Same subscriber ID, another birth date: another person on the plan.
    const dependent = await maskShopper('CLN-100-001', '2016-07-02');
    expect((await placeFreeOrder(dependent.browser, dependent.cart.uuid)).statusCode).toBe(201);
  });

  it('says so before the card is asked for, and refunds a payment made in a tab opened before', async () => {
    // CLN-100-002: insured, deductible not met, so the patient pays the retail price.
    const early = await maskShopper('CLN-100-002');
    const late = await maskShopper('CLN-100-002');
    const earlyPage = (await startCheckout(early.browser, early.cart.uuid)).json().checkout_url;
    const latePage = (await startCheckout(late.browser, late.cart.uuid)).json().checkout_url;
    expect((await pay(earlyPage, '10.0.0.1')).statusCode).toBe(303);

    const refused = await pay(latePage, '10.0.0.2');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(PAYMENT_MESSAGES.refused.supply_not_due);
    const [refusal] = await t.context.db
      .select()
      .from(refusedPayments)
      .where(eq(refusedPayments.reason, 'supply_not_due'));
    expect(refusal?.refundStatus).toBe('refunded');

    const third = await maskShopper('CLN-100-002');
    const told = await startCheckout(third.browser, third.cart.uuid);
    expect(told.statusCode).toBe(422);
    expect(told.json().error).toContain(`from ${inThreeMonths()}`);
  });

  itOnPostgres('two tabs ordering the same insured supply at once give one order', async () => {
    const tabs = await Promise.all([
      maskShopper('CLN-100-001', '1961-01-09'),
      maskShopper('CLN-100-001', '1961-01-09'),
    ]);
    const replies = await Promise.all(tabs.map((tab) => placeFreeOrder(tab.browser, tab.cart.uuid)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 422]);
  });
});
