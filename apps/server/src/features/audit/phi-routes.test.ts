import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, fulfillments } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, latestSignInCode, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { registeredRoutes } from '../../test/route-table';
import { useTestApp } from '../../test/test-app';
import { mailedTrackingAccess } from '../../test/tracking-link-helpers';
import { breastPumpOrder } from '../../test/work-order-fixtures';
import { cdsHooksAuditCases } from '../cds-hooks/cds-hooks-audit-cases.test-support';
import { ehrLaunchAuditCases } from '../ehr-launch/ehr-launch-audit-cases.test-support';
import { fhirAuditCases } from '../fhir/fhir-audit-cases.test-support';
import { faxAuditCases } from '../inbound-faxes/fax-audit-cases.test-support';
import { accountMessageAuditCases } from '../notifications/account-messages-audit-cases.test-support';
import { opsAuditCases } from '../operations/ops-audit-cases.test-support';
import { resupplyAuditCases } from '../resupply/resupply-audit-cases.test-support';
import { ROUTE_AUDIT } from './phi-routes';

const IP = '203.0.113.9';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const md5 = (content: Buffer) => createHash('md5').update(content).digest('base64');

describe('every PHI route writes exactly one audit row (issue 12 item 9)', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<'provider' | 'supplier' | 'patient' | 'admin', AuthHeaders>;
  const covered = new Set<string>();
  const state = {} as {
    workOrder: string;
    packet: string;
    downloadPath: string;
    fulfillment: string;
    unshippedItem: string;
    shipment: string;
    demoOrder: string;
  };

  beforeAll(async () => {
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    as.admin = (await signInAs(t.app, t.context.db, DEMO_EMAILS.admin)).headers;
    state.workOrder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        headers: as.provider,
        payload: { consultation: breastPumpOrder({ referral_code: 'AUD-TST' }) },
      })
    ).json().uuid;
    const [fulfillment] = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
    ).json() as { fulfillment_confirmation_number: string; shipments_cart_items: { uuid: string }[] }[];
    if (!fulfillment) throw new Error('the demo data holds no fulfillment');
    state.fulfillment = fulfillment.fulfillment_confirmation_number;
    state.unshippedItem = fulfillment.shipments_cart_items[0]?.uuid ?? '';
  });

  const newAuditRows = async (before: Set<string>) =>
    (await t.context.db.select().from(auditLogs)).filter((row) => !before.has(row.id));

  /** Calls a PHI route and checks the one audit row it must have written. */
  async function audited(route: string, call: () => Promise<LightMyRequestResponse>, ip = IP) {
    const entry = ROUTE_AUDIT[route];
    if (!entry?.phi) throw new Error(`${route} is not marked as PHI`);
    const before = new Set(
      (await t.context.db.select({ id: auditLogs.id }).from(auditLogs)).map((r) => r.id),
    );
    const reply = await call();
    expect(reply.statusCode, `${route}: ${reply.body.slice(0, 300)}`).toBeLessThan(400);
    const rows = await newAuditRows(before);
    expect(rows, `${route} must write exactly one audit row`).toHaveLength(1);
    const [row] = rows;
    expect(entry.actions).toContain(row?.action);
    // Who acted: the user, the patient session, or (signed out) the capability link that allowed it.
    expect(row?.actorUserId ?? row?.sessionId ?? row?.details?.via, `${route}: who acted`).toBeTruthy();
    expect(row?.ipAddress, `${route}: from where`).toBe(ip);
    covered.add(route);
    return { reply, row: row as NonNullable<typeof row> };
  }

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: AuthHeaders,
    payload?: object,
  ) => t.app.inject({ method, url, headers, remoteAddress: IP, ...(payload ? { payload } : {}) });

  async function upload(send: (url: string, payload: object) => Promise<LightMyRequestResponse>) {
    const presigned = await send('/api/presigned_urls', {
      file: {
        checksum: md5(PDF),
        filename: 'doc.pdf',
        byte_size: PDF.length,
        content_type: 'application/pdf',
      },
    });
    const { direct_upload, blob_signed_id } = presigned.json();
    const put = await t.app.inject({
      method: 'PUT',
      url: new URL(direct_upload.url).pathname,
      headers: {
        'content-type': direct_upload.headers.content_type,
        'content-md5': direct_upload.headers.content_md5,
      },
      payload: PDF,
    });
    expect(put.statusCode).toBe(204);
    return blob_signed_id as string;
  }

  const cases: { route: string; run: () => Promise<unknown> }[] = [
    {
      route: 'GET /api/consultations',
      run: async () => {
        const { row } = await audited('GET /api/consultations', () =>
          inject('GET', '/api/consultations', as.provider),
        );
        expect(row.action).toBe('work_order.listed');
        expect(row.details?.ids).toContain(state.workOrder);
        const search = await audited('GET /api/consultations', () =>
          inject('GET', '/api/consultations?query=Jane', as.provider),
        );
        expect(search.row).toMatchObject({ action: 'work_order.searched', details: { query: 'Jane' } });
      },
    },
    {
      route: 'POST /api/consultations',
      run: () =>
        audited('POST /api/consultations', () =>
          inject('POST', '/api/consultations', as.provider, {
            consultation: breastPumpOrder({ referral_code: 'AUD-TWX' }),
          }),
        ),
    },
    {
      route: 'GET /api/consultations/:id',
      run: async () => {
        const { row } = await audited('GET /api/consultations/:id', () =>
          inject('GET', `/api/consultations/${state.workOrder}`, as.provider),
        );
        expect(row.subjectId).toBe(state.workOrder);
      },
    },
    {
      route: 'GET /api/consultations/show_by_referral_code',
      run: () =>
        audited('GET /api/consultations/show_by_referral_code', () =>
          patientBrowser(t.app, IP).useCode('BRS-PMP'),
        ),
    },
    {
      route: 'POST /api/consultations/find_or_create',
      run: () =>
        audited('POST /api/consultations/find_or_create', () =>
          patientBrowser(t.app, IP).post('/api/consultations/find_or_create', {
            consultation: { patient_email: 'new.lead@example.com', patient_phone: '(213) 555-0142' },
          }),
        ),
    },
    {
      route: 'POST /api/consultations/verify_code',
      run: async () => {
        const browser = patientBrowser(t.app, IP);
        await browser.post('/api/consultations/find_or_create', {
          consultation: { patient_email: 'verify.lead@example.com', patient_phone: '(213) 555-0143' },
        });
        const code = await latestSignInCode(t.context.db, 'verify.lead@example.com');
        await audited('POST /api/consultations/verify_code', () =>
          browser.post('/api/consultations/verify_code', { consultation: { code } }),
        );
      },
    },
    {
      route: 'GET /api/patient_sessions/me',
      run: async () => {
        const browser = patientBrowser(t.app, IP);
        await browser.useCode('BRS-PMP');
        await audited('GET /api/patient_sessions/me', () => browser.get('/api/patient_sessions/me'));
      },
    },
    {
      route: 'PUT /api/patients/update',
      run: async () => {
        const browser = patientBrowser(t.app, IP);
        await browser.useCode('BRS-PMP');
        await audited('PUT /api/patients/update', () =>
          browser.put('/api/patients/update', { patient: { estimated_due_date: '2027-03-01' } }),
        );
      },
    },
    {
      route: 'POST /api/insurance_statuses',
      run: async () => {
        const browser = patientBrowser(t.app, IP);
        await browser.useCode('BRS-PMP');
        const carriers: { uuid: string; name: string }[] = (
          await browser.get('/api/insurance_carriers')
        ).json();
        const { row } = await audited('POST /api/insurance_statuses', () =>
          browser.post('/api/insurance_statuses', {
            carrier: carriers.find((carrier) => carrier.name === 'Aetna')?.uuid,
            member_id: 'CLN-100-001',
            first_name: 'Emily',
            last_name: 'Carter',
            patient_birth_date: '1994-03-18',
          }),
        );
        expect(row.sessionId).toBeTruthy();
        await audited('GET /api/insurance_statuses/me', () => browser.get('/api/insurance_statuses/me'));
        await audited('DELETE /api/insurance_statuses/me', () =>
          t.app.inject({
            method: 'DELETE',
            url: '/api/insurance_statuses/me',
            cookies: browser.cookies,
            remoteAddress: IP,
          }),
        );
      },
    },
    {
      route: 'GET /api/patient_insurance_plans/me',
      run: async () => {
        await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
        const carriers: { uuid: string; name: string }[] = (
          await t.app.inject({ method: 'GET', url: '/api/insurance_carriers' })
        ).json();
        const checked = await inject('POST', '/api/insurance_statuses', as.patient, {
          carrier: carriers.find((carrier) => carrier.name === 'Aetna')?.uuid,
          member_id: 'CLN-100-001',
          first_name: 'Jordan',
          last_name: 'Lee',
          patient_birth_date: '1990-04-12',
        });
        expect(checked.statusCode).toBe(201);
        const { row } = await audited('GET /api/patient_insurance_plans/me', () =>
          inject('GET', '/api/patient_insurance_plans/me', as.patient),
        );
        expect(row.actorUserId).toBeTruthy();
      },
    },
    {
      route: 'POST /api/patients/contact_request',
      run: () =>
        audited('POST /api/patients/contact_request', () =>
          patientBrowser(t.app, IP).post('/api/patients/contact_request', {
            patient: { email: 'help.me@example.com', insurance_carrier_name: 'Aetna' },
          }),
        ),
    },
    {
      route: 'POST /api/attachments/create_patient_packet',
      run: async () => {
        const blob = await upload((url, payload) => inject('POST', url, as.provider, payload));
        const { reply } = await audited('POST /api/attachments/create_patient_packet', () =>
          inject('POST', '/api/attachments/create_patient_packet', as.provider, {
            blob_signed_ids: [blob],
            consultation_uuid: state.workOrder,
            packet_type: 'prescription',
          }),
        );
        state.packet = reply.json().data[0].uuid;
      },
    },
    {
      route: 'POST /api/attachments/create_insurance_card',
      run: async () => {
        const browser = patientBrowser(t.app, IP);
        await browser.useCode('BRS-PMP');
        const blob = await upload((url, payload) => browser.post(url, payload));
        await audited('POST /api/attachments/create_insurance_card', () =>
          browser.post('/api/attachments/create_insurance_card', { blob_signed_id: blob }),
        );
      },
    },
    {
      route: 'GET /api/attachments/download_url',
      run: async () => {
        const { reply } = await audited('GET /api/attachments/download_url', () =>
          inject('GET', `/api/attachments/download_url?uuid=${state.packet}`, as.provider),
        );
        const link = new URL(reply.json().download_url);
        state.downloadPath = `${link.pathname}${link.search}`;
      },
    },
    {
      route: 'GET /api/blobs/:key',
      run: () => audited('GET /api/blobs/:key', () => inject('GET', state.downloadPath)),
    },
    {
      route: 'DELETE /api/attachments/:uuid',
      run: () =>
        audited('DELETE /api/attachments/:uuid', () =>
          inject('DELETE', `/api/attachments/${state.packet}`, as.provider),
        ),
    },
    {
      route: 'GET /api/fulfillments',
      run: async () => {
        const { row } = await audited('GET /api/fulfillments', () =>
          inject('GET', '/api/fulfillments', as.supplier),
        );
        expect((row.details?.ids as string[] | undefined)?.length).toBeGreaterThan(0);
        await audited('GET /api/fulfillments', () => inject('GET', '/api/fulfillments', as.provider));
      },
    },
    {
      route: 'GET /api/fulfillments/:id',
      run: async () => {
        await audited('GET /api/fulfillments/:id', () =>
          inject('GET', `/api/fulfillments/${state.fulfillment}`, as.supplier),
        );
        // Through the e-mailed link, signed out: still one row, with the address it was read from.
        const access = encodeURIComponent(await mailedTrackingAccess(t.context.db, state.fulfillment));
        await audited('GET /api/fulfillments/:id', () =>
          inject('GET', `/api/fulfillments/${state.fulfillment}?access=${access}`),
        );
      },
    },
    {
      route: 'PUT /api/fulfillments/:id',
      run: async () => {
        await t.context.db
          .update(fulfillments)
          .set({ usageDataStatus: 'unrequested' })
          .where(eq(fulfillments.confirmationNumber, state.fulfillment));
        await audited('PUT /api/fulfillments/:id', () =>
          inject('PUT', `/api/fulfillments/${state.fulfillment}`, as.provider, {
            fulfillment: { usage_data_status: 'requested' },
          }),
        );
      },
    },
    {
      route: 'POST /api/attachments/create_usage_data',
      run: async () => {
        const blob = await upload((url, payload) => inject('POST', url, as.supplier, payload));
        await audited('POST /api/attachments/create_usage_data', () =>
          inject('POST', '/api/attachments/create_usage_data', as.supplier, {
            blob_signed_ids: [blob],
            fulfillment_confirmation_number: state.fulfillment,
          }),
        );
      },
    },
    {
      route: 'POST /api/shipments',
      run: async () => {
        // Signed out, through the supplier's e-mailed link.
        const access = await mailedTrackingAccess(t.context.db, state.fulfillment);
        await audited('POST /api/shipments', () =>
          inject('POST', '/api/shipments', undefined, {
            tracking_url: 'https://tracking.example.com/1Z999',
            shipments_cart_items: [state.unshippedItem],
            fulfillment_confirmation_number: state.fulfillment,
            access,
          }),
        );
        const view = (await inject('GET', `/api/fulfillments/${state.fulfillment}`, as.supplier)).json();
        state.shipment = view.shipments[0].uuid;
      },
    },
    {
      route: 'PUT /api/fulfillments/:id/shipments/:shipmentId/delivered',
      run: () =>
        audited('PUT /api/fulfillments/:id/shipments/:shipmentId/delivered', () =>
          inject(
            'PUT',
            `/api/fulfillments/${state.fulfillment}/shipments/${state.shipment}/delivered`,
            as.supplier,
          ),
        ),
    },
    {
      route: 'PUT /api/fulfillments/:id/prior_auth',
      run: async () => {
        const blob = await upload((url, payload) => inject('POST', url, as.supplier, payload));
        const { row } = await audited('PUT /api/fulfillments/:id/prior_auth', () =>
          inject('PUT', `/api/fulfillments/${state.fulfillment}/prior_auth`, as.supplier, {
            prior_auth_status: 'Approved',
            blob_signed_id: blob,
          }),
        );
        expect(row.details).toMatchObject({ status: 'Approved' });
      },
    },
    {
      route: 'GET /api/fulfillments/:id/compliance',
      run: async () => {
        const { row } = await audited('GET /api/fulfillments/:id/compliance', () =>
          inject('GET', `/api/fulfillments/${state.fulfillment}/compliance`, as.supplier),
        );
        expect(row.action).toBe('compliance.viewed');
      },
    },
    {
      route: 'GET /api/consultations/:id/compliance',
      run: async () => {
        const { row } = await audited('GET /api/consultations/:id/compliance', () =>
          inject('GET', `/api/consultations/${state.workOrder}/compliance`, as.provider),
        );
        expect(row.subjectId).toBe(state.workOrder);
      },
    },
    {
      route: 'GET /api/orders',
      run: async () => {
        const { reply } = await audited('GET /api/orders', () => inject('GET', '/api/orders', as.patient));
        state.demoOrder = reply.json()[0]?.order_confirmation_number ?? reply.json()[0]?.confirmation_number;
      },
    },
    {
      route: 'GET /api/orders/:id',
      run: () =>
        audited('GET /api/orders/:id', () => inject('GET', `/api/orders/${state.demoOrder}`, as.patient)),
    },
    {
      route: 'GET /api/orders/last_shipping_details',
      run: () =>
        audited('GET /api/orders/last_shipping_details', () =>
          inject('GET', '/api/orders/last_shipping_details', as.patient),
        ),
    },
    {
      route: 'PUT /api/orders/:id',
      run: () =>
        audited('PUT /api/orders/:id', () =>
          inject('PUT', `/api/orders/${state.demoOrder}`, as.patient, {
            order: { assistance_required: true },
          }),
        ),
    },
    {
      route: 'POST /api/orders',
      run: async () => {
        const shopper = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
        // The shopper helper's browser calls from the loopback address.
        await audited(
          'POST /api/orders',
          () => placeFreeOrder(shopper.browser, shopper.cart.uuid),
          '127.0.0.1',
        );
      },
    },
    {
      route: 'POST /api/carts/:id/checkout',
      run: async () => {
        const shopper = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
        await audited(
          'POST /api/carts/:id/checkout',
          () => shopper.browser.post(`/api/carts/${shopper.cart.uuid}/checkout`, {}),
          '127.0.0.1',
        );
      },
    },
    {
      route: 'POST /payments/test/:id',
      run: async () => {
        const shopper = await shopperWithCart(t.app, 'BRS-PMP', 'E0603');
        const started = (await shopper.browser.post(`/api/carts/${shopper.cart.uuid}/checkout`, {})).json();
        const form = new URLSearchParams({
          card: '4242 4242 4242 4242',
          name: 'Pat Payer',
          email: 'pat.payer@example.com',
          line1: '9 Oak St',
          city: 'Los Angeles',
          state: 'CA',
          postalCode: '90012',
        });
        await audited('POST /payments/test/:id', () =>
          t.app.inject({
            method: 'POST',
            url: new URL(started.checkout_url).pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: form.toString(),
            remoteAddress: IP,
          }),
        );
      },
    },
  ];

  cases.push(...opsAuditCases(() => as.admin, inject, audited));
  cases.push(...faxAuditCases(() => as.admin, inject, audited));
  cases.push(...resupplyAuditCases(() => t.context, inject, audited));
  cases.push(...accountMessageAuditCases(() => as.patient, inject, audited));
  cases.push(...cdsHooksAuditCases(() => t.context, inject, audited));
  cases.push(
    ...ehrLaunchAuditCases(
      () => t.context,
      () => as.provider,
      inject,
      audited,
    ),
  );
  cases.push(
    ...fhirAuditCases(
      () => t.context,
      () => state.workOrder,
      inject,
      audited,
    ),
  );

  for (const { route, run } of cases) {
    it(route, run);
  }

  it('classifies every registered route as PHI or not, and calls every PHI route above', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const unclassified = routes.filter((route) => !ROUTE_AUDIT[route]);
    expect(unclassified, 'add these routes to ROUTE_AUDIT (phi-routes.ts)').toEqual([]);
    const uncalled = routes.filter((route) => ROUTE_AUDIT[route]?.phi && !covered.has(route));
    expect(uncalled, 'call these PHI routes in this file').toEqual([]);
  });
});
