import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  consultations,
  contactRequests,
  fulfillments,
  orders,
  suppliers,
  supportRequests,
} from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { useTestApp } from '../../test/test-app';
import { uploadBlob } from '../../test/upload-helpers';

const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
const as = {} as Record<'admin' | 'provider' | 'supplier' | 'patient', AuthHeaders>;
const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  for (const role of ['admin', 'provider', 'supplier', 'patient'] as const)
    as[role] = (await signInAs(t.app, t.context.db, DEMO_EMAILS[role])).headers;
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers?: AuthHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const supplierBody = (overrides: object = {}) => ({
  name: 'Bay Area Home Medical',
  email: 'orders@bayarea-medical.test',
  phone_number: '(415) 555-0110',
  status: 'active',
  service_states: [],
  service_zip_prefixes: ['941'],
  same_day_cutoff: null,
  time_zone: 'America/Los_Angeles',
  hcpcs_codes: ['E0603'],
  carrier_ids: [],
  ...overrides,
});

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/ops/suppliers'],
  ['POST', '/api/ops/suppliers', supplierBody({ email: 'nobody@x.test' })],
  ['PUT', `/api/ops/suppliers/${ZERO}`, supplierBody()],
  ['GET', '/api/ops/signup_codes'],
  ['POST', '/api/ops/signup_codes', {}],
  ['POST', `/api/ops/signup_codes/${ZERO}/revoke`],
  ['GET', '/api/ops/prior_auths'],
  ['PUT', `/api/ops/prior_auths/${ZERO}`, { status: 'Approved' }],
  ['GET', '/api/ops/requests'],
  ['PUT', `/api/ops/requests/support/${ZERO}`, { state: 'closed' }],
  ['GET', '/api/ops/audit_log'],
  ['GET', '/api/ops/audit_log.csv'],
];

describe('every console route is for admins only', () => {
  it.each(ROUTES)(
    '%s %s: 401 signed out, 403 and no data for a provider, supplier or patient',
    async (method, url, body) => {
      const before = await t.context.db.$count(auditLogs);
      const signedOut = await call(method, url, undefined, body);
      expect(signedOut.statusCode).toBe(401);
      for (const role of ['provider', 'supplier', 'patient'] as const) {
        const reply = await call(method, url, as[role], body);
        expect(reply.statusCode, role).toBe(403);
        expect(Object.keys(reply.json())).toEqual(['error']);
      }
      // A refused call reads and writes nothing, so it leaves nothing to audit.
      expect(await t.context.db.$count(auditLogs)).toBe(before);
    },
  );
});

describe('suppliers', () => {
  let carrierId: string;
  beforeAll(async () => {
    const carriers = (await call('GET', '/api/insurance_carriers')).json() as {
      uuid: string;
      name: string;
    }[];
    carrierId = carriers.find((carrier) => carrier.name === 'Aetna')?.uuid ?? '';
  });

  it('creates a supplier whose ZIP-prefix area wins a San Francisco order and loses once paused', async () => {
    const created = await call(
      'POST',
      '/api/ops/suppliers',
      as.admin,
      supplierBody({ carrier_ids: [carrierId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const supplier = created.json();
    expect(supplier).toMatchObject({
      name: 'Bay Area Home Medical',
      status: 'active',
      service_zip_prefixes: ['941'],
      hcpcs_codes: ['E0603'],
      carrier_ids: [carrierId],
    });
    const row = await t.context.db.query.auditLogs.findFirst({
      where: and(eq(auditLogs.action, 'ops.supplier.created'), eq(auditLogs.subjectId, supplier.id)),
    });
    expect(row?.actorUserId).toBeTruthy();

    const orderTo = async (postalCode: string) => {
      const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
      const placed = await browser.post('/api/orders', {
        order: {
          cart_uuid: cart.uuid,
          customer_details: {
            name: 'Emily Carter',
            email: 'emily.carter@demo.test',
            shipping: {
              address: {
                line1: '1 Market St',
                line2: '',
                city: 'San Francisco',
                state: 'CA',
                country: 'US',
                postal_code: postalCode,
              },
            },
          },
        },
      });
      expect(placed.statusCode, placed.body).toBeLessThan(300);
      const rows = await t.context.db
        .select({ name: suppliers.name })
        .from(orders)
        .innerJoin(fulfillments, eq(fulfillments.orderId, orders.id))
        .innerJoin(suppliers, eq(suppliers.id, fulfillments.supplierId))
        .where(eq(orders.confirmationNumber, placed.json().order_confirmation_number));
      return rows.map((row) => row.name);
    };
    expect(await orderTo('94105')).toEqual(['Bay Area Home Medical']);
    expect(await orderTo('90071')).toEqual(['Golden State Medical Supply']);

    const paused = await call('PUT', `/api/ops/suppliers/${supplier.id}`, as.admin, {
      ...supplierBody({ carrier_ids: [carrierId] }),
      status: 'paused',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().status).toBe('paused');
    expect(await orderTo('94105')).toEqual(['Golden State Medical Supply']);
  });

  it('lists suppliers by name, searchable and by status', async () => {
    const all = (await call('GET', '/api/ops/suppliers', as.admin)).json();
    expect(all.meta).toMatchObject({ page: 1, per_page: 25 });
    expect(all.data.map((s: { name: string }) => s.name)).toEqual(
      [...all.data.map((s: { name: string }) => s.name)].sort((a: string, b: string) => a.localeCompare(b)),
    );
    const found = (await call('GET', '/api/ops/suppliers?query=GOLDEN', as.admin)).json();
    expect(found.data.map((s: { name: string }) => s.name)).toEqual(['Golden State Medical Supply']);
    expect(found.data[0].hcpcs_codes).toContain('E0603');
    const paused = (await call('GET', '/api/ops/suppliers?status=paused', as.admin)).json();
    expect(paused.data.map((s: { name: string }) => s.name)).toEqual(['Bay Area Home Medical']);
    const farPage = (await call('GET', '/api/ops/suppliers?page=9', as.admin)).json();
    expect(farPage).toMatchObject({ data: [], meta: { page: 9 } });
  });

  it.each([
    [
      'no service area',
      { service_states: [], service_zip_prefixes: [] },
      'Choose at least one state or ZIP code',
    ],
    ['a bad ZIP prefix', { service_zip_prefixes: ['94'] }, 'ZIP codes must be 3 to 5 digits'],
    ['an unknown state', { service_states: ['XX'] }, 'Choose states from the list'],
    ['a bad phone', { phone_number: '123' }, 'Phone must be a valid US phone number'],
    ['a malformed HCPCS code', { hcpcs_codes: ['pump'] }, 'HCPCS codes look like E0603'],
    ['an unknown HCPCS code', { hcpcs_codes: ['Z9999'] }, 'Unknown HCPCS codes: Z9999'],
    ['an unknown carrier', { carrier_ids: [ZERO] }, 'Some carriers do not exist'],
    ['a cut-off that is no time', { same_day_cutoff: '2pm' }, 'Cut-off must be a time such as 14:00'],
    [
      'a cut-off too late in the day',
      { same_day_cutoff: '21:00' },
      'Cut-off must be between 6:00 AM and 8:00 PM',
    ],
    ['a time zone not on the list', { time_zone: 'Europe/Paris' }, 'Choose a time zone from the list'],
    ['no time zone', { time_zone: undefined }, 'Choose a time zone from the list'],
  ])('refuses %s with a 400 naming it', async (_name, overrides, message) => {
    const reply = await call(
      'POST',
      '/api/ops/suppliers',
      as.admin,
      supplierBody({ email: 'new@x.test', ...overrides }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(message);
  });

  it('sets a same-day cut-off on the supplier’s own clock, audited from and to, and clears it', async () => {
    const [golden] = (await call('GET', '/api/ops/suppliers?query=golden', as.admin)).json().data;
    expect(golden).toMatchObject({ same_day_cutoff: '14:00', time_zone: 'America/Los_Angeles' });
    const edit = (overrides: object) =>
      call('PUT', `/api/ops/suppliers/${golden.id}`, as.admin, { ...golden, ...overrides });

    const set = await edit({ same_day_cutoff: '15:30', time_zone: 'America/Phoenix' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ same_day_cutoff: '15:30', time_zone: 'America/Phoenix' });
    const [audited] = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ops.supplier.updated'), eq(auditLogs.subjectId, golden.id)));
    expect(audited?.details).toEqual({
      sameDayCutoff: { from: '14:00', to: '15:30' },
      timeZone: { from: 'America/Los_Angeles', to: 'America/Phoenix' },
    });

    const cleared = await edit({ same_day_cutoff: '' });
    expect(cleared.json().same_day_cutoff).toBeNull();
    const restored = await edit({});
    expect(restored.json()).toMatchObject({ same_day_cutoff: '14:00', time_zone: 'America/Los_Angeles' });
  });

  it('refuses a taken e-mail (409) and an unknown supplier (404)', async () => {
    const taken = await call(
      'POST',
      '/api/ops/suppliers',
      as.admin,
      supplierBody({ email: DEMO_EMAILS.supplier }),
    );
    expect(taken.statusCode).toBe(409);
    const missing = await call('PUT', `/api/ops/suppliers/${ZERO}`, as.admin, supplierBody());
    expect(missing.statusCode).toBe(404);
    const badId = await call('PUT', '/api/ops/suppliers/not-a-uuid', as.admin, supplierBody());
    expect(badId.statusCode).toBe(400);
  });
});

describe('signup codes', () => {
  it('creates a prefilled code, lists it, and revokes it so signup refuses it', async () => {
    const created = await call('POST', '/api/ops/signup_codes', as.admin, {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana.ruiz@clinic.test',
      npi: '1679576722',
      state: 'CA',
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json();
    expect(code).toMatchObject({ state: 'open', first_name: 'Ana', email: 'ana.ruiz@clinic.test' });
    expect(code.link).toBe(`http://localhost:3000/providers/signup/${code.code}`);
    expect((await call('GET', `/api/provider_registrations/${code.code}`)).statusCode).toBe(200);

    const listed = (await call('GET', '/api/ops/signup_codes?query=ruiz', as.admin)).json();
    expect(listed.data.map((c: { id: string }) => c.id)).toEqual([code.id]);

    const revoked = await call('POST', `/api/ops/signup_codes/${code.id}/revoke`, as.admin);
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    expect((await call('GET', `/api/provider_registrations/${code.code}`)).statusCode).toBe(404);
    const again = await call('POST', `/api/ops/signup_codes/${code.id}/revoke`, as.admin);
    expect(again.json()).toMatchObject({ state: 'revoked' });
    const open = (await call('GET', '/api/ops/signup_codes?state=open', as.admin)).json();
    expect(open.data.map((c: { id: string }) => c.id)).not.toContain(code.id);
  });

  it('answers 404 for an unknown code and 400 for a bad NPI or state', async () => {
    expect((await call('POST', `/api/ops/signup_codes/${ZERO}/revoke`, as.admin)).statusCode).toBe(404);
    const badNpi = await call('POST', '/api/ops/signup_codes', as.admin, { npi: '1234567890' });
    expect(badNpi.statusCode).toBe(400);
    expect(badNpi.json().error).toContain('NPI');
    expect((await call('POST', '/api/ops/signup_codes', as.admin, { state: 'ZZ' })).statusCode).toBe(400);
    expect((await call('GET', '/api/ops/signup_codes?state=gone', as.admin)).statusCode).toBe(400);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function uploadAsAdmin() {
  const { presigned, put, blobSignedId } = await uploadBlob(t.app, as.admin, {
    filename: 'payer-approval.pdf',
    contentType: 'application/pdf',
    content: PDF,
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  expect(put?.statusCode).toBe(204);
  return blobSignedId;
}

describe('prior auths across all orders', () => {
  it('lists every provider’s work orders, finds one by referral code or name, and sets its status with the payer response', async () => {
    const page = (await call('GET', '/api/ops/prior_auths', as.admin)).json();
    expect(page.meta.total).toBeGreaterThan(2);
    const byCode = (await call('GET', '/api/ops/prior_auths?query=cpa-pap', as.admin)).json();
    expect(byCode.data.map((row: { referral_code: string }) => row.referral_code)).toEqual(['CPAPAP']);
    const [row] = byCode.data;
    const byName = (
      await call(
        'GET',
        `/api/ops/prior_auths?query=${encodeURIComponent(row.patient_name.split(' ')[0])}`,
        as.admin,
      )
    ).json();
    expect(byName.data.map((r: { id: string }) => r.id)).toContain(row.id);

    const updated = await call('PUT', `/api/ops/prior_auths/${row.id}`, as.admin, {
      status: 'Approved',
      blob_signed_id: await uploadAsAdmin(),
    });
    expect(updated.statusCode, updated.body).toBe(204);
    const approved = (
      await call('GET', '/api/ops/prior_auths?query=CPA-PAP&status=Approved', as.admin)
    ).json();
    expect(approved.data[0]).toMatchObject({
      status: 'Approved',
      payer_response: { filename: 'payer-approval.pdf' },
    });
    const [stored] = await t.context.db.select().from(consultations).where(eq(consultations.id, row.id));
    expect(stored?.priorAuthStatus).toBe('Approved');
  });

  it('records an expedited request when the console first submits it, and keeps it after', async () => {
    const rows: { id: string; deadline: { submitted_at: string | null } }[] = (
      await call('GET', '/api/ops/prior_auths', as.admin)
    ).json().data;
    const row = rows.find((candidate) => candidate.deadline.submitted_at === null);
    if (!row) throw new Error('every demo work order has been submitted');
    const submit = (expedited: boolean) =>
      call('PUT', `/api/ops/prior_auths/${row.id}`, as.admin, { status: 'Submitted', expedited });
    expect((await submit(true)).statusCode).toBe(204);
    const deadlineOf = async () =>
      (await call('GET', '/api/ops/prior_auths?status=Submitted', as.admin))
        .json()
        .data.find((candidate: { id: string }) => candidate.id === row.id)?.deadline;
    const first = await deadlineOf();
    expect(first).toMatchObject({ expedited: true, submitted_at: expect.any(String) });
    expect((await submit(false)).statusCode).toBe(204);
    expect(await deadlineOf()).toEqual(first);
  });

  it('refuses an unknown status (400), work order (404) or file (404)', async () => {
    const [any] = (await call('GET', '/api/ops/prior_auths', as.admin)).json().data;
    expect(
      (await call('PUT', `/api/ops/prior_auths/${any.id}`, as.admin, { status: 'Maybe' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/ops/prior_auths/${ZERO}`, as.admin, { status: 'Rejected' })).statusCode,
    ).toBe(404);
    const noFile = await call('PUT', `/api/ops/prior_auths/${any.id}`, as.admin, {
      status: 'Rejected',
      blob_signed_id: 'nope',
    });
    expect(noFile.statusCode).toBe(404);
    expect((await call('GET', '/api/ops/prior_auths?status=Maybe', as.admin)).statusCode).toBe(400);
  });
});

describe('support and insurance requests', () => {
  it('shows what the patient sent, and closes and reopens a request', async () => {
    await t.context.db.insert(supportRequests).values({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      subject: 'Pump flange size',
      description: 'Which flange fits best?',
    });
    await t.context.db.insert(contactRequests).values({
      email: 'lee@example.com',
      phoneNumber: '(213) 555-0111',
      bestTimeToCall: 'Morning',
      insuranceCarrierName: 'Tiny Health Plan',
      details: { fullName: 'Lee Park', memberId: 'TH-42' },
    });
    const all = (await call('GET', '/api/ops/requests', as.admin)).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
    const insurance = (await call('GET', '/api/ops/requests?kind=insurance&query=lee', as.admin)).json();
    expect(insurance.data).toHaveLength(1);
    expect(insurance.data[0]).toMatchObject({
      kind: 'insurance',
      state: 'open',
      name: 'Lee Park',
      subject: 'Tiny Health Plan',
      details: [
        { label: 'Best time to call', value: 'Morning' },
        { label: 'Full name', value: 'Lee Park' },
        { label: 'Member ID', value: 'TH-42' },
      ],
    });
    const support = (await call('GET', '/api/ops/requests?kind=support&query=flange', as.admin)).json();
    const [request] = support.data;
    expect(request).toMatchObject({
      name: 'Dana Whitfield',
      details: [{ label: 'Description', value: 'Which flange fits best?' }],
    });

    expect(
      (await call('PUT', `/api/ops/requests/support/${request.id}`, as.admin, { state: 'closed' }))
        .statusCode,
    ).toBe(204);
    const closed = (await call('GET', '/api/ops/requests?state=closed', as.admin)).json();
    expect(closed.data.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect(
      (await call('PUT', `/api/ops/requests/support/${request.id}`, as.admin, { state: 'open' })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/ops/requests?state=closed', as.admin)).json().data).toEqual([]);
  });

  it('answers 404 for a request of the other kind and 400 for a bad kind or state', async () => {
    const [request] = (await call('GET', '/api/ops/requests?kind=support', as.admin)).json().data;
    expect(
      (await call('PUT', `/api/ops/requests/insurance/${request.id}`, as.admin, { state: 'closed' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/ops/requests/fax/${request.id}`, as.admin, { state: 'closed' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/ops/requests/support/${request.id}`, as.admin, { state: 'done' })).statusCode,
    ).toBe(400);
  });
});

describe('audit log', () => {
  it('filters by actor, record, action and date, pages by cursor, and audits its own reads', async () => {
    await call('GET', '/api/ops/suppliers', as.admin);
    const byActor = (
      await call('GET', `/api/ops/audit_log?actor=${DEMO_EMAILS.admin}&action=ops.supplier`, as.admin)
    ).json();
    expect(byActor.data.length).toBeGreaterThan(0);
    for (const row of byActor.data) {
      expect(row.actor_email).toBe(DEMO_EMAILS.admin);
      expect(row.action).toMatch(/^ops\.supplier\./);
    }
    await t.context.db
      .insert(auditLogs)
      .values(
        Array.from({ length: 60 }, () => ({ actorUserId: null, action: 'test.filler', ipAddress: 'local' })),
      );
    const first = (await call('GET', '/api/ops/audit_log', as.admin)).json();
    expect(first.data).toHaveLength(50);
    const viewed = await t.context.db.$count(auditLogs, eq(auditLogs.action, 'ops.audit_log.viewed'));
    expect(viewed).toBeGreaterThanOrEqual(2);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await call('GET', `/api/ops/audit_log?cursor=${first.next_cursor}`, as.admin)).json();
    const firstIds = new Set(first.data.map((row: { id: string }) => row.id));
    expect(second.data.some((row: { id: string }) => firstIds.has(row.id))).toBe(false);
    expect(second.data[0].created_at <= first.data.at(-1).created_at).toBe(true);

    const code = (await call('POST', '/api/ops/signup_codes', as.admin, {})).json();
    const bySubject = (
      await call(
        'GET',
        `/api/ops/audit_log?subject_type=provider_registration&subject_id=${code.id}`,
        as.admin,
      )
    ).json();
    expect(bySubject.data.map((row: { action: string }) => row.action)).toEqual(['ops.signup_code.created']);

    expect(
      (await call('GET', '/api/ops/audit_log?from=2001-01-01&to=2001-01-31', as.admin)).json().data,
    ).toEqual([]);
    expect((await call('GET', '/api/ops/audit_log?actor=nobody@x.test', as.admin)).json().data).toEqual([]);
  });

  it('finds what concerned a patient: their orders and the lists that showed them', async () => {
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const order = (await placeFreeOrder(browser, cart.uuid, 'riley.patient@example.com')).json();
    await call('GET', '/api/fulfillments', as.supplier);
    const rows = (await call('GET', '/api/ops/audit_log?patient=riley.patient@example.com', as.admin)).json()
      .data;
    const actions = rows.map((row: { action: string }) => row.action);
    expect(actions).toContain('order.placed');
    expect(rows.every((row: { action: string }) => row.action !== 'ops.audit_log.viewed')).toBe(true);
    expect(order.uuid ?? order.number ?? order).toBeTruthy();
  });

  it('refuses bad filters and cursors with a 400', async () => {
    for (const query of ['from=yesterday', 'from=2026-02-01&to=2026-01-01', 'cursor=garbage']) {
      const reply = await call('GET', `/api/ops/audit_log?${query}`, as.admin);
      expect(reply.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered log as CSV and records the export', async () => {
    const reply = await call(
      'GET',
      `/api/ops/audit_log.csv?actor=${DEMO_EMAILS.admin}&action=ops.supplier`,
      as.admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = reply.body.trim().split('\r\n');
    expect(header).toBe('time,actor,role,session,action,record_type,record_id,address,details');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain(`,${DEMO_EMAILS.admin},admin,,ops.supplier.`);
    const [exported] = (
      await call('GET', '/api/ops/audit_log?action=ops.audit_log.exported', as.admin)
    ).json().data;
    expect(exported.details.filter).toEqual({ actor: DEMO_EMAILS.admin, action: 'ops.supplier' });
  });
});
