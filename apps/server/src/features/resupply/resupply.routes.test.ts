import { and, desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../../adapters/sms/index';
import type { Database } from '../../db/client';
import {
  consultations,
  jobs,
  lineItems,
  messageOptOuts,
  orders,
  outboxMessages,
  resupplyReminderItems,
  resupplyReminders,
  smsMessages,
} from '../../db/schema/index';
import { anotherProcess } from '../../test/another-process';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';
import { enqueuePatientMessage } from '../notifications/notifications.service';
import { signLink } from '../notifications/signed-link';

const REORDER_LINK = /\/resupply\?reminder=([0-9a-f-]{36})&access=(\S+)/;

describe('resupply reminders, one-click reorder and unsubscribe', () => {
  const t = useTestApp();
  const texts: string[] = [];
  const recordingSms: SmsSender = {
    name: 'recording',
    async send(sms) {
      texts.push(sms.body);
      return { reference: 'SM-test' };
    },
  };
  const work = () => scheduledWork(t.context.config, recordingSms);
  const runJobs = async (db: Database = t.database.db) => {
    let total = 0;
    for (let round = 0; round < 5; round += 1) total += await runDueJobs({ db, ...work() }, 20);
    return total;
  };
  const resupplyMails = () =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Your CPAP supplies can be replaced'))
      .orderBy(desc(outboxMessages.createdAt));

  let reorder: { reminder: string; access: string };

  beforeAll(async () => {
    await runJobs();
    const [mail] = await resupplyMails();
    const match = mail ? REORDER_LINK.exec(mail.text) : null;
    if (!match?.[1] || !match[2]) throw new Error('no resupply e-mail for the demo order');
    reorder = { reminder: match[1], access: decodeURIComponent(match[2]) };
  });

  it('reminds the demo patient of exactly the eligible supplies, by e-mail with List-Unsubscribe and by a text without PHI', async () => {
    const [mail, ...others] = await resupplyMails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe('patient@demo.test');
    // Delivered 95 days ago: the mask and heated tubing (3 months) are due; filters (2 a month) were due too long ago.
    expect(mail?.text).toMatch(/Full Face Mask/);
    expect(mail?.text).toMatch(/Heated Tubing/);
    expect(mail?.text).not.toMatch(/Filter/i);
    expect(mail?.text).not.toMatch(/AirSense|DreamStation/);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/messages\/unsubscribe\?order=/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const sms = await t.database.db.select().from(smsMessages);
    expect(sms.map((s) => [s.to, s.status])).toEqual([['+12135550177', 'sent']]);
    expect(texts).toEqual([
      'Carelane: items from your order can be reordered now. Details are in your e-mail. Reply STOP to opt out.',
    ]);
  });

  it('never reminds twice for one eligibility, even with two processes and two scans racing', async () => {
    await t.database.db.delete(resupplyReminders);
    await t.database.db.delete(outboxMessages);
    await t.database.db.delete(jobs);
    const second = await anotherProcess(t.database);
    try {
      // Two runners (each scheduling this hour's scan) and two extra scans queued outside the periodic slot.
      await t.database.db.insert(jobs).values([{ kind: 'resupply.scan' }, { kind: 'resupply.scan' }]);
      await Promise.all([runJobs(), runJobs(second.db)]);
    } finally {
      await second.close();
    }
    expect(await resupplyMails()).toHaveLength(1);
    expect(await t.database.db.select().from(resupplyReminders)).toHaveLength(1);
    const [mail] = await resupplyMails();
    const match = mail ? REORDER_LINK.exec(mail.text) : null;
    reorder = { reminder: match?.[1] ?? '', access: decodeURIComponent(match?.[2] ?? '') };
  });

  it('does not remind for a supply that is not yet eligible', async () => {
    const [reminder] = await t.database.db.select().from(resupplyReminders);
    const due = await t.database.db
      .select()
      .from(resupplyReminderItems)
      .where(eq(resupplyReminderItems.reminderId, reminder?.id ?? ''));
    expect(due.map((item) => item.hcpcsCode).sort()).toEqual(['A4604', 'A7030']);
  });

  it('opens a cart of exactly the eligible items, priced with the insurance the payer confirms today', async () => {
    const browser = patientBrowser(t.app);
    const reply = await browser.post('/api/resupply/reorders', reorder);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      item_count: 2,
      insured: true,
      insurance_status_uuid: expect.any(String),
      product_vertical_uuid: expect.any(String),
      reordered: null,
    });
    const cart = (await browser.get('/api/carts/me')).json();
    expect(
      cart.cart_items
        .map((item: { product_variant: { product_title: string } }) => item.product_variant.product_title)
        .sort(),
    ).toEqual(['ResMed AirFit F20 Full Face Mask', 'ResMed ClimateLineAir 11 Heated Tubing']);
    // Demo member CLN-100-001 is fully covered: the reorder is free, through the normal checkout.
    expect(cart.is_free).toBe(true);
    // A second click refills the same two items, never more.
    await browser.post('/api/resupply/reorders', reorder);
    expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(2);
  });

  it("refuses a link of one patient's reminder used for another's, a forged and an expired link, with no data", async () => {
    const [other] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(consultations, eq(consultations.id, orders.consultationId))
      .where(eq(consultations.referralCode, 'SHPDMX'));
    const [line] = await t.database.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.orderId, other?.id ?? ''));
    const [reminderB] = await t.database.db
      .insert(resupplyReminders)
      .values({ orderId: other?.id ?? '', eligibleOn: '2026-01-01' })
      .returning();
    await t.database.db.insert(resupplyReminderItems).values({
      reminderId: reminderB?.id ?? '',
      lineItemId: line?.id ?? '',
      hcpcsCode: 'E0603',
      productVariantId: line?.productVariantId ?? '',
      quantity: 1,
    });
    const now = new Date();
    const expired = signLink(
      'resupply-reorder',
      reorder.reminder,
      t.context.config.SECRET_KEY,
      new Date(now.getTime() - 31 * 86_400_000),
    );
    const cases = [
      { reminder: reminderB?.id, access: reorder.access },
      { reminder: reorder.reminder, access: `${reorder.access.split('.')[0]}.${'A'.repeat(43)}` },
      { reminder: reorder.reminder, access: expired },
      {
        reminder: reorder.reminder,
        access: signLink('unsubscribe', reorder.reminder, t.context.config.SECRET_KEY, now),
      },
    ];
    for (const payload of cases) {
      const browser = patientBrowser(t.app);
      const reply = await browser.post('/api/resupply/reorders', payload);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: expect.stringContaining('not valid or has expired') });
      expect((await browser.get('/api/carts/me')).json().cart_items).toEqual([]);
    }
    const malformed = await patientBrowser(t.app).post('/api/resupply/reorders', {
      reminder: 'nope',
      access: 'x',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('honours an unsubscribe per channel: e-mail stops, texts go on, until texts are stopped too', async () => {
    const [demoOrder] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(resupplyReminders, eq(resupplyReminders.orderId, orders.id))
      .where(eq(resupplyReminders.id, reorder.reminder));
    const orderId = demoOrder?.id ?? '';
    const access = signLink('unsubscribe', orderId, t.context.config.SECRET_KEY, new Date());
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/messages/unsubscribe',
      payload: { order: orderId, access: `${access.slice(0, -2)}AA`, channel: 'email' },
    });
    expect(forged.statusCode).toBe(404);

    // The e-mail's one-click header: a form POST to the URL whose query holds the signed values (RFC 8058).
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/messages/unsubscribe?${new URLSearchParams({ order: orderId, access, channel: 'email' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toMatchObject({
      channel: 'email',
      subscriptions: { email: { subscribed: false } },
    });
    expect(oneClick.statusCode).toBe(200);

    const mailsBefore = (await t.database.db.select().from(outboxMessages)).length;
    const textsBefore = texts.length;
    await enqueuePatientMessage(t.database.db, orderId, { kind: 'delivered' });
    await runJobs();
    expect((await t.database.db.select().from(outboxMessages)).length).toBe(mailsBefore);
    expect(texts.slice(textsBefore)).toEqual(['Carelane: your order was delivered. Reply STOP to opt out.']);

    const stopTexts = await t.app.inject({
      method: 'POST',
      url: '/api/messages/unsubscribe',
      payload: { order: orderId, access, channel: 'sms' },
    });
    expect(stopTexts.statusCode).toBe(200);
    await enqueuePatientMessage(t.database.db, orderId, {
      kind: 'shipped',
      trackingUrl: 'https://example.com/t',
    });
    await runJobs();
    expect(texts.slice(textsBefore)).toHaveLength(1);
    expect(
      await t.database.db.select().from(messageOptOuts).where(like(messageOptOuts.address, '%2135550177')),
    ).toHaveLength(1);
  });

  it('records the patient’s own agreement to texts through the reorder link, and refuses a bad number', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/resupply/sms_consent',
      payload: { ...reorder, phone: '123', agreed: true },
    });
    expect(bad.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/resupply/sms_consent',
      payload: {
        ...reorder,
        access: `${reorder.access.slice(0, -2)}AA`,
        phone: '(213) 555-0188',
        agreed: true,
      },
    });
    expect(forged.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/resupply/sms_consent',
      payload: { ...reorder, phone: '(213) 555-0188', agreed: true },
    });
    expect(ok.statusCode).toBe(204);
    const optOuts = await t.database.db
      .select()
      .from(messageOptOuts)
      .where(and(eq(messageOptOuts.channel, 'sms'), eq(messageOptOuts.address, '+12135550188')));
    expect(optOuts).toEqual([]);
  });
});
