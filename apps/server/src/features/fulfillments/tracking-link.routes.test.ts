import { randomBytes } from 'node:crypto';
import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../../adapters/sms/index';
import { fulfillments, jobs, outboxMessages, shipments } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { itOnPostgres } from '../../test/races';
import { useTestApp } from '../../test/test-app';
import { mailedTrackingAccess, mailedTrackingLink } from '../../test/tracking-link-helpers';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';
import { PATIENT_MESSAGE_JOB } from '../notifications/notifications.service';
import { LINK_DAYS } from '../notifications/signed-link';
import { signTrackingAccess } from './tracking-link';

type Row = {
  fulfillment_confirmation_number: string;
  viewer: string;
  patient_name: string | null;
  shipments_cart_items: { uuid: string; status: string }[];
};

const noSms: SmsSender = {
  name: 'none',
  async send() {
    return { reference: 'none' };
  },
};

describe("the supplier's e-mailed tracking link records one shipment, and the number alone nothing (issue 45 item 2)", () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<'supplier' | 'oxygenSupplier' | 'provider' | 'patient', AuthHeaders>;
  /** The demo order's fulfillment (two items, none shipped), a CPAP order's (two) and a pump's (one). */
  let demo: { number: string; id: string; orderId: string; items: string[]; access: string };
  let cpap: typeof demo;
  let pump: typeof demo;

  const fulfillmentOf = async (number: string) => {
    const [row] = await t.context.db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.confirmationNumber, number));
    if (!row) throw new Error(`no fulfillment ${number}`);
    return row;
  };
  const described = async (row: Row) => {
    const number = row.fulfillment_confirmation_number;
    const stored = await fulfillmentOf(number);
    return {
      number,
      id: stored.id,
      orderId: stored.orderId,
      items: row.shipments_cart_items.map((item) => item.uuid),
      access: await mailedTrackingAccess(t.context.db, number),
    };
  };
  const supplierRows = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })).json() as Row[];

  beforeAll(async () => {
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.oxygenSupplier = (await signInAs(t.app, t.context.db, 'oxygen.supplier@demo.test')).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    const unshippedPair = (await supplierRows()).find(
      (row) =>
        row.shipments_cart_items.length === 2 &&
        row.shipments_cart_items.every((item) => item.status === 'unshipped'),
    );
    if (!unshippedPair) throw new Error('the demo data holds no unshipped two-item fulfillment');
    demo = await described(unshippedPair);

    const shopper = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    for (const hcpcs of ['A7030']) {
      const [variant] = (await shopper.browser.get(`/api/product_variants?hcpcs_codes[]=${hcpcs}`)).json();
      await shopper.browser.post('/api/cart_items', {
        cart_item: { product_variant_uuid: variant.uuid, quantity: 1 },
      });
    }
    const placed = await placeFreeOrder(shopper.browser, shopper.cart.uuid, 'robert.nguyen@demo.test');
    expect(placed.statusCode, placed.body).toBe(201);
    const pumpShopper = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const pumpOrder = await placeFreeOrder(pumpShopper.browser, pumpShopper.cart.uuid);
    expect(pumpOrder.statusCode, pumpOrder.body).toBe(201);
    const rows = await supplierRows();
    const cpapRow = rows.find((row) => row.patient_name === 'Robert Nguyen');
    const pumpRow = rows.find((row) => row.patient_name === 'Emily Carter');
    if (cpapRow?.shipments_cart_items.length !== 2 || !pumpRow)
      throw new Error('the orders did not reach the demo supplier as expected');
    cpap = await described(cpapRow);
    pump = await described(pumpRow);
  });

  const view = (number: string, access?: string, headers?: AuthHeaders) =>
    t.app.inject({
      method: 'GET',
      url: `/api/fulfillments/${number}`,
      ...(access ? { query: { access } } : {}),
      headers,
    });
  const ship = (
    target: { number: string },
    items: string[],
    access?: string,
    headers?: AuthHeaders,
    trackingUrl = 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers,
      payload: {
        tracking_url: trackingUrl,
        shipments_cart_items: items,
        fulfillment_confirmation_number: target.number,
        ...(access ? { access } : {}),
      },
    });
  /** What a shipment leaves behind: shipments, the patient's "shipped" messages, and any e-mail. */
  const traces = async (target: { id: string; orderId: string }) => {
    const [recorded, messages, mails] = await Promise.all([
      t.context.db.select().from(shipments).where(eq(shipments.fulfillmentId, target.id)),
      t.context.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, PATIENT_MESSAGE_JOB),
            sql`${jobs.payload}->>'orderId' = ${target.orderId}`,
            sql`${jobs.payload}->'message'->>'kind' = 'shipped'`,
          ),
        ),
      t.context.db.select({ id: outboxMessages.id }).from(outboxMessages),
    ]);
    return { shipments: recorded.length, shippedMessages: messages.length, mails: mails.length };
  };
  const expectRefused = (
    reply: Awaited<ReturnType<typeof ship>>,
    status: number,
    error: string = TRACKING_MESSAGES.invalidLink,
  ) => {
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json()).toEqual({ error });
  };

  it('shows nothing, and records nothing, for the number without a valid token', async () => {
    const before = await traces(demo);
    const now = Date.now();
    const forged = `0.${Math.floor(now / 1000) + 86_400}.${randomBytes(32).toString('base64url')}`;
    const expired = signTrackingAccess(
      demo.id,
      0,
      t.context.config.SECRET_KEY,
      new Date(now - (LINK_DAYS['supplier-tracking'] + 1) * 86_400_000),
    );
    const refusals: [string, string | undefined, AuthHeaders | undefined][] = [
      ['a stranger with the number alone', undefined, undefined],
      ['another supplier signed in', undefined, as.oxygenSupplier],
      ['a patient signed in', undefined, as.patient],
      ['a forged token', forged, undefined],
      [
        'a token signed with another key',
        signTrackingAccess(demo.id, 0, 'x'.repeat(40), new Date()),
        undefined,
      ],
      ["another fulfillment's token", cpap.access, undefined],
      ['an expired token', expired, undefined],
    ];
    for (const [who, access, headers] of refusals) {
      const read = await view(demo.number, access, headers);
      expect(read.statusCode, who).toBe(404);
      expect(read.json(), who).toEqual({ error: TRACKING_MESSAGES.invalidLink });
      expectRefused(await ship(demo, demo.items.slice(0, 1), access, headers), 404);
    }
    // The work order's provider reads it as before, but does not ship it.
    expect((await view(demo.number, undefined, as.provider)).json()).toMatchObject({ viewer: 'provider' });
    expectRefused(await ship(demo, demo.items.slice(0, 1), undefined, as.provider), 404);
    expect(await traces(demo)).toEqual(before);
  });

  it('reads through a valid token what the link may show, and never the patient', async () => {
    const read = await view(demo.number, demo.access);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      viewer: 'tracking_link',
      patient_name: null,
      consultation_uuid: null,
    });
    // A valid token is the capability, whoever else is signed in; it still shows items only.
    expect((await view(demo.number, demo.access, as.oxygenSupplier)).json()).toMatchObject({
      viewer: 'tracking_link',
      patient_name: null,
    });
    // The link e-mailed to the supplier is /tracking?fulfillment={number}&access={token}.
    const link = await mailedTrackingLink(t.context.db, cpap.number);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/tracking');
    expect(link.searchParams.get('fulfillment')).toBe(cpap.number);
  });

  it('records one shipment per token, hands out the next while items remain, and refuses a replay', async () => {
    const start = await traces(cpap);
    const first = await ship(cpap, [cpap.items[0] as string], cpap.access);
    expect(first.statusCode, first.body).toBe(201);
    const next = first.json().access as string;
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(cpap.access);
    const afterFirst = await traces(cpap);
    expect(afterFirst).toMatchObject({ shipments: 1, shippedMessages: start.shippedMessages + 1 });

    expectRefused(await ship(cpap, [cpap.items[1] as string], cpap.access), 409, TRACKING_MESSAGES.linkUsed);
    expect(await traces(cpap)).toEqual(afterFirst);
    // Opened again, the used link still shows the items, read-only; the next one may record.
    expect((await view(cpap.number, cpap.access)).json()).toMatchObject({
      viewer: 'used_tracking_link',
      patient_name: null,
    });
    expect((await view(cpap.number, next)).json()).toMatchObject({ viewer: 'tracking_link' });

    const second = await ship(cpap, [cpap.items[1] as string], next);
    expect(second.statusCode, second.body).toBe(201);
    // Nothing is left to ship: no further link is handed out, and this one is spent too.
    expect(second.json()).toEqual({ fulfillment_confirmation_number: cpap.number, access: null });
    expectRefused(await ship(cpap, [cpap.items[1] as string], next), 409, TRACKING_MESSAGES.linkUsed);
    expect((await fulfillmentOf(cpap.number)).trackingLinkGeneration).toBe(2);
    expect(await traces(cpap)).toMatchObject({ shipments: 2, shippedMessages: start.shippedMessages + 2 });
  });

  it('lets the supplier signed in ship with its session, spending no link', async () => {
    const owner = await ship(pump, pump.items, undefined, as.supplier);
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.json()).toEqual({ fulfillment_confirmation_number: pump.number, access: null });
    expect((await view(pump.number, undefined, as.supplier)).json()).toMatchObject({
      viewer: 'supplier',
      patient_name: 'Emily Carter',
    });
    expect((await fulfillmentOf(pump.number)).trackingLinkGeneration).toBe(0);
    expect(await traces(pump)).toMatchObject({ shipments: 1, shippedMessages: 1 });
    // Its e-mailed link is unspent, but finds nothing left to ship.
    expect((await view(pump.number, pump.access)).json()).toMatchObject({ viewer: 'tracking_link' });
    expect((await ship(pump, pump.items, pump.access)).statusCode).toBe(409);
  });

  it("e-mails the patient the carrier and the site of the supplier's link", async () => {
    const work = scheduledWork(t.context.config, noSms);
    for (let round = 0; round < 3; round += 1) await runDueJobs({ db: t.context.db, ...work }, 50);
    const shipped = await t.context.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.to, 'robert.nguyen@demo.test'),
          eq(outboxMessages.subject, 'Your Carelane order has shipped'),
        ),
      );
    expect(shipped.length).toBe(2);
    expect(shipped[0]?.text).toContain(
      'UPS — track it at www.ups.com: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  itOnPostgres(
    'records one shipment and e-mails the patient once for two parallel uses of one token',
    async () => {
      const before = await traces(demo);
      const replies = await Promise.all(demo.items.map((item) => ship(demo, [item], demo.access)));
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)?.json()).toEqual({
        error: TRACKING_MESSAGES.linkUsed,
      });
      expect(await traces(demo)).toEqual({
        shipments: before.shipments + 1,
        shippedMessages: before.shippedMessages + 1,
        mails: before.mails,
      });
    },
  );
});
