import { createHash } from 'node:crypto';
import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import type { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { mailedTrackingAccess } from '../../test/tracking-link-helpers';
import { ALL_SHIPPED_MESSAGE } from './fulfillments.service';

type Fulfillment = {
  fulfillment_confirmation_number: string;
  patient_name: string | null;
  usage_data_status: string;
  usage_data_documents: { uuid: string }[];
  shipments_cart_items: { uuid: string; status: string }[];
  shipments: { uuid: string }[];
};

describe('fulfilment, tracking, delivery and usage data', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<
    'supplier' | 'oxygenSupplier' | 'provider' | 'otherProvider' | 'patient',
    AuthHeaders
  >;
  let orderNumber: string;
  let browser: ReturnType<typeof patientBrowser>;

  beforeAll(async () => {
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.oxygenSupplier = (await signInAs(t.app, t.context.db, 'oxygen.supplier@demo.test')).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    const shopper = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    browser = shopper.browser;
    orderNumber = (await placeFreeOrder(browser, shopper.cart.uuid, 'robert.nguyen@demo.test')).json()
      .order_confirmation_number;
  });

  const list = async (headers: AuthHeaders) =>
    (await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers })).json() as Fulfillment[];
  const cpapFulfillment = async () => {
    const rows = await list(as.supplier);
    const row = rows.find((entry) => entry.usage_data_status !== 'ineligible_for_request');
    if (!row) throw new Error('no CPAP fulfillment');
    return row;
  };
  const workOrderStatus = async () =>
    (await t.context.db.select().from(consultations).where(eq(consultations.referralCode, 'CPAPAP')))[0]
      ?.displayStatus;

  it('shows each supplier only its fulfillments, and providers those of their work orders', async () => {
    const mine = await cpapFulfillment();
    expect(mine.patient_name).toBe('Robert Nguyen');
    const others = await list(as.oxygenSupplier);
    expect(others.map((row) => row.fulfillment_confirmation_number)).not.toContain(
      mine.fulfillment_confirmation_number,
    );
    expect((await list(as.provider)).map((row) => row.fulfillment_confirmation_number)).toContain(
      mine.fulfillment_confirmation_number,
    );
    expect(await list(as.otherProvider)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.patient })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/fulfillments' })).statusCode).toBe(401);
  });

  it('shows the tracking link only items and shipping state, never the patient', async () => {
    const { fulfillment_confirmation_number: number } = await cpapFulfillment();
    const access = await mailedTrackingAccess(t.context.db, number);
    const anonymous = (
      await t.app.inject({ method: 'GET', url: `/api/fulfillments/${number}`, query: { access } })
    ).json();
    expect(anonymous).toMatchObject({
      viewer: 'tracking_link',
      patient_name: null,
      consultation_uuid: null,
      usage_data_documents: [],
    });
    expect(JSON.stringify(anonymous)).not.toContain('Nguyen');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/fulfillments/NOTAREALNUMBER' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: TRACKING_MESSAGES.invalidLink });
  });

  it('records tracking through the link, moves the work order on, then delivery completes it', async () => {
    const row = await cpapFulfillment();
    const items = row.shipments_cart_items.map((item) => item.uuid);
    const access = await mailedTrackingAccess(t.context.db, row.fulfillment_confirmation_number);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      payload: {
        tracking_url: 'ftp://x',
        shipments_cart_items: items,
        fulfillment_confirmation_number: row.fulfillment_confirmation_number,
        access,
      },
    });
    expect(bad.json().error).toContain(TRACKING_MESSAGES.urlInvalid);
    // A refused form does not spend the link: it records the shipment sent next.
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      payload: {
        tracking_url: 'https://tracking.example/1Z999',
        shipments_cart_items: [],
        fulfillment_confirmation_number: row.fulfillment_confirmation_number,
        access,
      },
    });
    expect(none.json()).toEqual({ error: TRACKING_MESSAGES.selectItem });

    const shipped = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      payload: {
        tracking_url: 'https://tracking.example/1Z999',
        shipments_cart_items: items,
        fulfillment_confirmation_number: row.fulfillment_confirmation_number,
        access,
      },
    });
    expect(shipped.statusCode).toBe(201);
    // Nothing is left to ship, so there is no next link to hand out.
    expect(shipped.json()).toEqual({
      fulfillment_confirmation_number: row.fulfillment_confirmation_number,
      access: null,
    });
    expect(await workOrderStatus()).toBe('Out For Delivery');
    // The supplier signed in is told the items have shipped (the used link could record nothing).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: as.supplier,
      payload: {
        tracking_url: 'https://tracking.example/1Z999',
        shipments_cart_items: items,
        fulfillment_confirmation_number: row.fulfillment_confirmation_number,
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TRACKING_MESSAGES.alreadyShipped });
    // Sent again with nothing left to choose: plain words, not a field path (issue 13 item 10).
    const nothingLeft = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: as.supplier,
      payload: {
        tracking_url: 'https://tracking.example/1Z999',
        shipments_cart_items: [],
        fulfillment_confirmation_number: row.fulfillment_confirmation_number,
      },
    });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().error).toBe(ALL_SHIPPED_MESSAGE);
    expect(nothingLeft.body).not.toContain('shipments_cart_items');

    const order = (await browser.get(`/api/orders/${orderNumber}`)).json();
    expect(order.shipments[0]).toMatchObject({
      tracking_url: 'https://tracking.example/1Z999',
      supplier_name: 'Golden State Medical Supply',
    });

    const [shipment] = (await cpapFulfillment()).shipments;
    const deliverUrl = `/api/fulfillments/${row.fulfillment_confirmation_number}/shipments/${shipment?.uuid}/delivered`;
    expect((await t.app.inject({ method: 'PUT', url: deliverUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: deliverUrl, headers: as.oxygenSupplier })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: deliverUrl, headers: as.supplier })).statusCode).toBe(
      200,
    );
    expect(await workOrderStatus()).toBe('Delivered');
  });

  it('lets the provider request usage data and download what the supplier uploads', async () => {
    const { fulfillment_confirmation_number: number } = await cpapFulfillment();
    const request = (headers: AuthHeaders) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/fulfillments/${number}`,
        headers,
        payload: { fulfillment: { usage_data_status: 'requested' } },
      });
    expect((await request(as.otherProvider)).statusCode).toBe(404);
    expect((await request(as.supplier)).statusCode).toBe(403);
    const requested = await request(as.provider);
    expect(requested.json().usage_data_status).toBe('requested');

    const content = Buffer.from('%PDF-1.4 usage report');
    const checksum = createHash('md5').update(content).digest('base64');
    const presigned = (
      await t.app.inject({
        method: 'POST',
        url: '/api/presigned_urls',
        headers: as.supplier,
        payload: {
          file: {
            checksum,
            filename: 'usage.pdf',
            byte_size: content.length,
            content_type: 'application/pdf',
          },
        },
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: new URL(presigned.direct_upload.url).pathname,
      headers: { 'content-type': 'application/pdf', 'content-md5': checksum },
      payload: content,
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/attachments/create_usage_data',
      headers: as.supplier,
      payload: { blob_signed_ids: [presigned.blob_signed_id], fulfillment_confirmation_number: number },
    });
    expect(uploaded.statusCode).toBe(201);

    const [row] = (await list(as.provider)).filter(
      (entry) => entry.fulfillment_confirmation_number === number,
    );
    expect(row?.usage_data_status).toBe('uploaded');
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download_url?uuid=${row?.usage_data_documents[0]?.uuid}`,
      headers: as.provider,
    });
    expect(link.statusCode).toBe(200);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download_url?uuid=${row?.usage_data_documents[0]?.uuid}`,
      headers: as.otherProvider,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('lets the supplier set the prior-authorisation status the provider sees', async () => {
    const { fulfillment_confirmation_number: number } = await cpapFulfillment();
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${number}/prior_auth`,
      headers: as.supplier,
      payload: { prior_auth_status: 'Submitted' },
    });
    expect(set.statusCode).toBe(200);
    const [workOrder] = (
      await t.app.inject({ method: 'GET', url: '/api/consultations?query=robert', headers: as.provider })
    ).json().data;
    expect(workOrder.prior_auth_status).toBe('Submitted');
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${number}/prior_auth`,
      headers: as.oxygenSupplier,
      payload: { prior_auth_status: 'Rejected' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('takes one review per shipped item from its patient', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.patient);
    const [order] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers })).json();
    const item = order.line_items[0];
    const unshipped = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers,
      payload: { review: { line_item_uuid: item.uuid, rating: 5, body: 'Great' } },
    });
    expect(unshipped.statusCode).toBe(422);

    const demo = (await list(as.supplier)).find((row) =>
      row.shipments_cart_items.some((entry) => entry.uuid === item.uuid),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: as.supplier,
      payload: {
        tracking_url: 'https://tracking.example/2',
        shipments_cart_items: [item.uuid],
        fulfillment_confirmation_number: demo?.fulfillment_confirmation_number,
      },
    });
    const review = { review: { line_item_uuid: item.uuid, rating: 4, body: 'Quiet and easy to clean' } };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload: review })).statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload: review })).statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reviews', headers: as.provider, payload: review }))
        .statusCode,
    ).toBe(403);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/products/${item.product_id}/reviews` })
    ).json();
    expect(summary).toMatchObject({ average: 4, count: 1, reviews: [{ author_name: 'Jordan', rating: 4 }] });
  });
});
