import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts, orders, smsConsents } from '../../db/schema/index';
import { itOnPostgres } from '../../test/races';
import { useTestApp } from '../../test/test-app';
import { UNSUBSCRIBE_MESSAGES } from './notifications.service';
import { signLink } from './signed-link';

const DAY_MS = 86_400_000;

describe('the unsubscribe link says what it stops and can resume it (issue 48 item 6)', () => {
  const t = useTestApp();
  /** The demo order whose patient agreed to texts, and one whose patient did not. */
  const link = {} as {
    texted: { order: string; access: string };
    untexted: { order: string; access: string };
  };
  const sign = (order: string, now = new Date()) => ({
    order,
    access: signLink('unsubscribe', order, t.context.config.SECRET_KEY, now),
  });

  beforeAll(async () => {
    const [texted] = await t.context.db.select({ id: smsConsents.orderId }).from(smsConsents).limit(1);
    const [untexted] = await t.context.db
      .select({ id: orders.id })
      .from(orders)
      .leftJoin(smsConsents, eq(smsConsents.orderId, orders.id))
      .where(isNull(smsConsents.orderId))
      .limit(1);
    if (!texted || !untexted) throw new Error('the demo data holds no order with and without texts');
    link.texted = sign(texted.id);
    link.untexted = sign(untexted.id);
  });

  const read = (value: { order: string; access: string }) =>
    t.app.inject({ method: 'GET', url: `/api/messages/subscriptions?${new URLSearchParams(value)}` });
  const change = (to: 'unsubscribe' | 'resubscribe', payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/messages/${to}`, payload });

  it('answers what the order’s messages are now, the address and number masked', async () => {
    const reply = await read(link.texted);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      email: { address: 'p•••@d•••.test', subscribed: true },
      sms: { phone: '(•••) •••-0177', subscribed: true },
    });
  });

  it('stops and resumes each channel, and a reload reads the state it left', async () => {
    const stopped = await change('unsubscribe', { ...link.texted, channel: 'email' });
    expect(stopped.json()).toEqual({
      channel: 'email',
      subscriptions: {
        email: { address: 'p•••@d•••.test', subscribed: false },
        sms: { phone: '(•••) •••-0177', subscribed: true },
      },
    });
    expect((await read(link.texted)).json().email.subscribed).toBe(false);

    const resumed = await change('resubscribe', { ...link.texted, channel: 'email' });
    expect(resumed.json().subscriptions.email.subscribed).toBe(true);

    expect(
      (await change('unsubscribe', { ...link.texted, channel: 'sms' })).json().subscriptions.sms,
    ).toEqual({
      phone: '(•••) •••-0177',
      subscribed: false,
    });
    expect((await read(link.texted)).json().sms.subscribed).toBe(false);
    expect(
      (await change('resubscribe', { ...link.texted, channel: 'sms' })).json().subscriptions.sms.subscribed,
    ).toBe(true);
    expect(await t.context.db.select().from(messageOptOuts)).toEqual([]);
  });

  it('offers no texts to resume where the patient never agreed to texts', async () => {
    expect((await read(link.untexted)).json().sms).toEqual({ phone: null, subscribed: false });
    const reply = await change('resubscribe', { ...link.untexted, channel: 'sms' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ error: UNSUBSCRIBE_MESSAGES.noTexts });
  });

  it('opens nothing with a forged, expired, other-purpose or other-order link', async () => {
    const { order, access } = link.texted;
    const refused = [
      { order, access: `${access.slice(0, -2)}AA` },
      sign(order, new Date(Date.now() - 366 * DAY_MS)),
      { order, access: signLink('resupply-reorder', order, t.context.config.SECRET_KEY, new Date()) },
      { order: link.untexted.order, access },
    ];
    for (const value of refused) {
      const reply = await read(value);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: UNSUBSCRIBE_MESSAGES.invalidLink });
      expect((await change('resubscribe', { ...value, channel: 'email' })).statusCode).toBe(404);
    }
    expect((await read({ order: 'nope', access })).statusCode).toBe(400);
    expect((await change('resubscribe', { ...link.texted, channel: 'fax' })).statusCode).toBe(400);
  });

  itOnPostgres('records one opt-out however many stops arrive at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => change('unsubscribe', { ...link.texted, channel: 'email' })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.context.db
      .select()
      .from(messageOptOuts)
      .where(and(eq(messageOptOuts.channel, 'email')));
    expect(rows).toHaveLength(1);
    await change('resubscribe', { ...link.texted, channel: 'email' });
  });
});
