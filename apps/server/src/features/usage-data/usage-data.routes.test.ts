import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fulfillments, usageNights } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { useTestApp } from '../../test/test-app';
import { uploadBlob } from '../../test/upload-helpers';
import { writeResmedStr } from './resmed-str';

type Row = {
  fulfillment_confirmation_number: string;
  consultation_uuid: string;
  usage_data_status: string;
  shipments_cart_items: { uuid: string }[];
  shipments: { uuid: string }[];
};

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** 40 nights from delivery: 6 h a night except every fifth, which is missed. */
const strFile = () => {
  const first = daysAgo(40);
  const sessions = Array.from({ length: 40 }, (_, day) => day)
    .filter((day) => day % 5 !== 4)
    .map((day) => {
      const date = new Date(Date.parse(`${first}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10);
      const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      return { start: `${date}T23:00`, end: `${next}T05:00` };
    });
  return writeResmedStr({ firstDay: first, days: 40, sessions, stats: { [first]: { ahi: 3, leak95: 24 } } });
};

describe('usage data read from the machine, and compliance', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<
    'supplier' | 'oxygenSupplier' | 'provider' | 'otherProvider' | 'patient',
    AuthHeaders
  >;
  let row: Row;

  const upload = (
    headers: AuthHeaders,
    filename: string,
    contentType: string,
    content: Buffer,
    number = row.fulfillment_confirmation_number,
  ) =>
    uploadBlob(t.app, headers, { filename, contentType, content }).then(({ blobSignedId }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/attachments/create_usage_data',
        headers,
        payload: { blob_signed_ids: [blobSignedId], fulfillment_confirmation_number: number },
      }),
    );
  const workOrderCompliance = (headers?: AuthHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/consultations/${row.consultation_uuid}/compliance`, headers });
  /** The nights stored for this test's fulfillment on one date (the demo patients have nights too). */
  const storedNights = (night: string) =>
    t.context.db
      .select({ night: usageNights.night })
      .from(usageNights)
      .innerJoin(fulfillments, eq(fulfillments.id, usageNights.fulfillmentId))
      .where(
        and(
          eq(fulfillments.confirmationNumber, row.fulfillment_confirmation_number),
          eq(usageNights.night, night),
        ),
      );
  const fulfillmentCompliance = (headers?: AuthHeaders) =>
    t.app.inject({
      method: 'GET',
      url: `/api/fulfillments/${row.fulfillment_confirmation_number}/compliance`,
      headers,
    });

  beforeAll(async () => {
    for (const [key, email] of Object.entries({
      supplier: DEMO_EMAILS.supplier,
      oxygenSupplier: 'oxygen.supplier@demo.test',
      provider: DEMO_EMAILS.provider,
      otherProvider: DEMO_EMAILS.ehrProvider,
      patient: DEMO_EMAILS.patient,
    }))
      as[key as keyof typeof as] = (await signInAs(t.app, t.context.db, email)).headers;
    const shopper = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    await placeFreeOrder(shopper.browser, shopper.cart.uuid, 'robert.nguyen@demo.test');
    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
    ).json() as Row[];
    const found = rows.find((entry) => entry.usage_data_status === 'unrequested' && entry.consultation_uuid);
    if (!found) throw new Error('no CPAP fulfillment');
    row = found;
    await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: as.supplier,
      payload: {
        tracking_url: 'https://tracking.example/1',
        shipments_cart_items: row.shipments_cart_items.map((item) => item.uuid),
        fulfillment_confirmation_number: row.fulfillment_confirmation_number,
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${row.fulfillment_confirmation_number}`,
      headers: as.provider,
      payload: { fulfillment: { usage_data_status: 'requested' } },
    });
  });

  it('reads an uploaded STR.edf into compliance on the work order and the fulfillment', async () => {
    const uploaded = await upload(as.supplier, 'STR.edf', 'application/x-edf', strFile());
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data[0].filename).toBe('STR.edf');

    const reply = await workOrderCompliance(as.provider);
    expect(reply.statusCode).toBe(200);
    const [report] = reply.json().data;
    // Not delivered yet: the period starts on the first night of use.
    expect(report).toMatchObject({
      fulfillment_confirmation_number: row.fulfillment_confirmation_number,
      state: 'compliant',
      period_start: daysAgo(40),
      reported_through: daysAgo(1),
      best_window: { nights_used: 24, percent: 80 },
      average_ahi: 3,
      average_leak95: 24,
    });
    expect(report.nights).toHaveLength(40);
    expect(report.nights[0]).toEqual({ date: daysAgo(40), minutes: 360, ahi: 3, leak95: 24 });
    expect((await fulfillmentCompliance(as.supplier)).json().data).toEqual(reply.json().data);
    expect((await fulfillmentCompliance(as.provider)).json().data).toEqual(reply.json().data);
  });

  it("filters the dashboard by compliance state, for the work order's provider only", async () => {
    const list = (headers: AuthHeaders, state: string) =>
      t.app.inject({ method: 'GET', url: `/api/consultations?compliance=${state}`, headers });
    const uuids = async (headers: AuthHeaders, state: string) =>
      ((await list(headers, state)).json().data as { uuid: string }[]).map((entry) => entry.uuid);
    expect(await uuids(as.provider, 'compliant')).toContain(row.consultation_uuid);
    expect(await uuids(as.provider, 'at_risk')).not.toContain(row.consultation_uuid);
    expect(await uuids(as.otherProvider, 'compliant')).not.toContain(row.consultation_uuid);
    const invalid = await list(as.provider, 'great');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain('Invalid compliance filter');
  });

  it('replaces the nights on a re-upload instead of adding them twice', async () => {
    expect((await upload(as.supplier, 'STR.edf', 'application/x-edf', strFile())).statusCode).toBe(201);
    expect(await storedNights(daysAgo(40))).toHaveLength(1);
  });

  it('takes a CSV of date and hours, and refuses an unreadable file with a message and nothing linked', async () => {
    const csv = Buffer.from(`date,hours\n${daysAgo(2)},2.5\n`);
    expect((await upload(as.supplier, 'usage.csv', 'text/csv', csv)).statusCode).toBe(201);
    const [report] = (await fulfillmentCompliance(as.supplier)).json().data;
    expect(report.nights.find((night: { date: string }) => night.date === daysAgo(2)).minutes).toBe(150);

    const before = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
    ).json();
    const bad = await upload(as.supplier, 'STR.edf', 'application/x-edf', strFile().subarray(0, 900));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatch(/STR\.edf.*truncated/);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
    ).json();
    expect(after).toEqual(before);
  });

  it('refuses a usage file anywhere but the usage-data upload, and one over the size cap', async () => {
    const { blobSignedId } = await uploadBlob(t.app, as.provider, {
      filename: 'STR.edf',
      contentType: 'application/x-edf',
      content: strFile(),
    });
    const packet = await t.app.inject({
      method: 'POST',
      url: '/api/attachments/create_patient_packet',
      headers: as.provider,
      payload: {
        blob_signed_ids: [blobSignedId],
        consultation_uuid: row.consultation_uuid,
        packet_type: 'sleep_study',
      },
    });
    expect(packet.statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/presigned_urls',
      headers: as.supplier,
      payload: {
        file: {
          checksum: 'AAAAAAAAAAAAAAAAAAAAAA==',
          filename: 'a.csv',
          byte_size: 6 * 1024 * 1024,
          content_type: 'text/csv',
        },
      },
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().type).toBe('file_too_large_error');
  });

  it('shows no one else the usage: other provider, other supplier, patient, signed out', async () => {
    for (const reply of [
      await workOrderCompliance(as.otherProvider),
      await fulfillmentCompliance(as.otherProvider),
      await fulfillmentCompliance(as.oxygenSupplier),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('nights');
    }
    expect((await workOrderCompliance(as.supplier)).statusCode).toBe(403);
    expect((await workOrderCompliance(as.patient)).statusCode).toBe(403);
    expect((await fulfillmentCompliance(as.patient)).statusCode).toBe(403);
    expect((await workOrderCompliance()).statusCode).toBe(401);
    expect((await fulfillmentCompliance()).statusCode).toBe(401);
    const foreign = await upload(as.oxygenSupplier, 'STR.edf', 'application/x-edf', strFile());
    expect(foreign.statusCode).toBe(404);
  });

  it('restarts the 90 days at delivery when the data is uploaded after it', async () => {
    const [shipment] =
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
        ).json() as Row[]
      ).find((entry) => entry.fulfillment_confirmation_number === row.fulfillment_confirmation_number)
        ?.shipments ?? [];
    await t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${row.fulfillment_confirmation_number}/shipments/${shipment?.uuid}/delivered`,
      headers: as.supplier,
    });
    expect((await upload(as.supplier, 'STR.edf', 'application/x-edf', strFile())).statusCode).toBe(201);
    const [report] = (await workOrderCompliance(as.provider)).json().data;
    expect(report.period_start).toBe(new Date().toISOString().slice(0, 10));
    expect(report.state).toBe('no_data');
    // Kept, but before the new period: the report reads none of them.
    expect(await storedNights(daysAgo(40))).toHaveLength(1);
    expect(report.nights).toEqual([]);
  });
});
