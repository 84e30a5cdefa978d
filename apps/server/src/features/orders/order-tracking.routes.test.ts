import { DELIVERY_MESSAGES, formatDeliveryDay } from '@dme/shared/delivery/api';
import { addDeliveryDays } from '@dme/shared/delivery/business-days';
import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fulfillments, lineItems, outboxMessages } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { testDeliveryDay, useDeliveryClock } from '../../test/delivery-clock';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

describe('the order page a guest follows by its e-mailed link (issue 48 item 4)', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const pretendItIs = useDeliveryClock();
  const day = testDeliveryDay();
  const as = {} as Record<'admin' | 'supplier' | 'provider', AuthHeaders>;

  beforeAll(async () => {
    for (const role of ['admin', 'supplier', 'provider'] as const)
      as[role] = (await signInAs(t.app, t.context.db, DEMO_EMAILS[role])).headers;
  });

  /** A pump ordered by a guest at `time` on the tests' day, and the link its e-mail carries. */
  async function guestOrder(email: string, time: string) {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    pretendItIs(day, time);
    const placed = await placeFreeOrder(browser, cart.uuid, email);
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().order_confirmation_number as string;
    const [mail] = await t.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const link = new URL(mail?.text.match(/See your order: (\S+)/)?.[1] ?? 'http://missing/');
    return { number, access: link.searchParams.get('access') ?? '', mail: mail?.text ?? '' };
  }
  const readWithLink = (number: string, access: string, headers?: AuthHeaders) =>
    patientBrowser(t.app, '10.0.0.9', headers).get(
      `/api/orders/${number}?access=${encodeURIComponent(access)}`,
    );

  it('shows a guest, in another browser, the status, the supplier and how to reach it, and the day promised', async () => {
    const { number, access, mail } = await guestOrder('follows.her.order@example.com', '10:00');
    expect(mail).toContain(DELIVERY_MESSAGES.expectedOn(formatDeliveryDay(day), true));

    const reply = await readWithLink(number, access);
    expect(reply.statusCode).toBe(200);
    const order = reply.json();
    expect(order.display_status).toBe('Supplier Processing');
    expect(order.fulfillments).toEqual([
      {
        uuid: expect.any(String),
        display_status: 'Supplier Processing',
        supplier: {
          name: 'Golden State Medical Supply',
          email: DEMO_EMAILS.supplier,
          phone_number: '(213) 555-0190',
        },
        expected_delivery_date: day,
        is_same_day_delivery: true,
      },
    ]);
    expect(order.line_items[0].fulfillment_uuid).toBe(order.fulfillments[0].uuid);
  });

  it('promises the next delivery day to an order placed after the cut-off, and keeps the promise made', async () => {
    const { number, access } = await guestOrder('ordered.late@example.com', '15:30');
    const promised = (await readWithLink(number, access)).json().fulfillments[0];
    expect(promised).toMatchObject({
      expected_delivery_date: addDeliveryDays(day, 1),
      is_same_day_delivery: false,
    });

    // The supplier moves its cut-off later: what was promised stays.
    const [demoSupplier] = (
      await t.app.inject({ method: 'GET', url: '/api/ops/suppliers?query=Golden', headers: as.admin })
    ).json().data;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/suppliers/${demoSupplier.id}`,
      headers: as.admin,
      payload: { ...demoSupplier, same_day_cutoff: '18:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await readWithLink(number, access)).json().fulfillments[0]).toEqual(promised);
    await t.app.inject({
      method: 'PUT',
      url: `/api/ops/suppliers/${demoSupplier.id}`,
      headers: as.admin,
      payload: demoSupplier,
    });
  });

  it('shows the tracking link the supplier recorded, with its carrier, and the status it moved to', async () => {
    const { number, access } = await guestOrder('tracks.her.parcel@example.com', '11:00');
    const order = (await readWithLink(number, access)).json();
    const [fulfillment] = await t.context.db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.id, order.fulfillments[0].uuid));
    const items = await t.context.db
      .select({ id: lineItems.id })
      .from(lineItems)
      .where(eq(lineItems.fulfillmentId, fulfillment?.id ?? ''));
    const shipped = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: as.supplier,
      payload: {
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shipments_cart_items: items.map((item) => item.id),
        fulfillment_confirmation_number: fulfillment?.confirmationNumber,
      },
    });
    expect(shipped.statusCode, shipped.body).toBe(201);

    const after = (await readWithLink(number, access)).json();
    expect(after.display_status).toBe('Out For Delivery');
    expect(after.fulfillments[0].display_status).toBe('Out For Delivery');
    expect(after.shipments).toEqual([
      expect.objectContaining({
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        carrier: 'UPS',
        tracking_site: 'www.ups.com',
        supplier_name: 'Golden State Medical Supply',
        fulfillment_uuid: order.fulfillments[0].uuid,
      }),
    ]);
  });

  it('promises no day while the plan must still approve the order', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-005');
    pretendItIs(day, '10:00');
    const placed = await placeFreeOrder(browser, cart.uuid, 'waits.on.her.plan@example.com');
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await browser.get(`/api/orders/${placed.json().order_confirmation_number}`)).json();
    expect(order.prior_authorization.state).toBe('awaiting_approval');
    expect(order.fulfillments[0]).toMatchObject({
      display_status: 'Supplier Processing',
      supplier: { name: 'Golden State Medical Supply' },
      expected_delivery_date: null,
      is_same_day_delivery: false,
    });
  });

  it('keeps the page to its own link: another order’s link, a changed link or none, and no role, opens it', async () => {
    const mine = await guestOrder('only.her.link@example.com', '10:00');
    const theirs = await guestOrder('another.guest@example.com', '10:00');
    const refusals = [
      await readWithLink(mine.number, theirs.access),
      await readWithLink(mine.number, `${mine.access.slice(0, -1)}${mine.access.endsWith('A') ? 'B' : 'A'}`),
      await patientBrowser(t.app, '10.0.0.9').get(`/api/orders/${mine.number}`),
      ...(await Promise.all(
        (['admin', 'supplier', 'provider'] as const).map((role) =>
          patientBrowser(t.app, '10.0.0.9', as[role]).get(`/api/orders/${mine.number}`),
        ),
      )),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: ORDER_MESSAGES.invalidOrder });
    }
    // With its own link, the page holds that order's supplier part only.
    const own = (await readWithLink(mine.number, mine.access)).json();
    expect(own.order_confirmation_number).toBe(mine.number);
    expect(own.fulfillments).toHaveLength(1);
    expect(own.customer_details.email).toBe('only.her.link@example.com');
  });
});
