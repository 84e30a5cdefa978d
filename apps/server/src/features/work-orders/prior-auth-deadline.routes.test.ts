import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultations, insuranceCarriers } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

const HOUR = 3_600_000;
type Deadline = { state: string; due_at: string | null; expedited: boolean; submitted_at: string | null };

describe('prior-auth decision deadlines (CMS-0057-F)', () => {
  const t = useTestApp();
  const as = {} as Record<'supplier' | 'provider' | 'otherProvider', AuthHeaders>;
  let workOrderId: string;
  let fulfillmentNumber: string;

  /** A CPAP order placed on the CPA-PAP work order with insurance from `carrierName`. */
  async function placeInsuredOrder(carrierName: string) {
    const browser = patientBrowser(t.app);
    await browser.useCode('CPA-PAP');
    const carriers: { uuid: string; name: string }[] = (await browser.get('/api/insurance_carriers')).json();
    const checked = await browser.post('/api/insurance_statuses', {
      carrier: carriers.find((carrier) => carrier.name === carrierName)?.uuid,
      member_id: 'CLN-100-001',
      first_name: 'Robert',
      last_name: 'Nguyen',
      patient_birth_date: '1968-09-04',
    });
    expect(checked.statusCode).toBe(201);
    const [variant] = (await browser.get('/api/product_variants?hcpcs_codes[]=E0601')).json() as {
      uuid: string;
    }[];
    const cart = (
      await browser.post('/api/cart_items', {
        cart_item: { product_variant_uuid: variant?.uuid, quantity: 1 },
      })
    ).json();
    const order = await placeFreeOrder(browser, cart.uuid, 'robert.nguyen@demo.test');
    expect(order.statusCode).toBe(201);
    const fulfillments: { fulfillment_confirmation_number: string; consultation_uuid: string | null }[] = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
    ).json();
    const mine = fulfillments.find((row) => row.consultation_uuid === workOrderId);
    if (!mine) throw new Error('no fulfillment for the work order');
    return mine.fulfillment_confirmation_number;
  }

  const setPriorAuth = (payload: Record<string, unknown>, headers = as.supplier) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${fulfillmentNumber}/prior_auth`,
      headers,
      payload,
    });
  const workOrderDeadline = async (headers = as.provider) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/consultations/${workOrderId}`, headers });
    return { status: reply.statusCode, deadline: reply.json().prior_auth_deadline as Deadline | undefined };
  };
  const dashboardDeadline = async () => {
    const rows: { uuid: string; prior_auth_deadline: Deadline }[] = (
      await t.app.inject({ method: 'GET', url: '/api/consultations?query=robert', headers: as.provider })
    ).json().data;
    return rows.find((row) => row.uuid === workOrderId)?.prior_auth_deadline;
  };
  const fulfillmentDeadline = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/fulfillments/${fulfillmentNumber}`,
        headers: as.supplier,
      })
    ).json().prior_auth_deadline as Deadline | null;

  beforeAll(async () => {
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    const [workOrder] = await t.context.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.referralCode, 'CPAPAP'));
    workOrderId = workOrder?.id ?? '';
    // The demo suppliers take no Medicaid managed care plan; this one does, for these tests.
    await t.context.db.execute(sql`insert into supplier_carriers (supplier_id, carrier_id)
      select s.id, c.id from suppliers s, ${insuranceCarriers} c
      where c.name = 'Sunshine Health (Centene, Florida Medicaid)' on conflict do nothing`);
    fulfillmentNumber = await placeInsuredOrder('Sunshine Health (Centene, Florida Medicaid)');
  });

  it('shows no deadline before the request is submitted', async () => {
    expect((await workOrderDeadline()).deadline).toMatchObject({ state: 'none', due_at: null });
  });

  it('records an expedited submission and answers its decision due 72 hours later, everywhere', async () => {
    const before = Date.now();
    expect((await setPriorAuth({ prior_auth_status: 'Submitted', expedited: true })).statusCode).toBe(200);
    const { status, deadline } = await workOrderDeadline();
    expect(status).toBe(200);
    expect(deadline).toMatchObject({ state: 'due', expedited: true });
    const submittedAt = Date.parse(deadline?.submitted_at ?? '');
    expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(deadline?.due_at ?? '') - submittedAt).toBe(72 * HOUR);
    expect(await dashboardDeadline()).toEqual(deadline);
    expect(await fulfillmentDeadline()).toEqual(deadline);
  });

  it('keeps the first submission: a resubmission or a pended answer does not restart the clock', async () => {
    const first = (await workOrderDeadline()).deadline;
    await setPriorAuth({ prior_auth_status: 'Pending' });
    await setPriorAuth({ prior_auth_status: 'Submitted', expedited: false });
    expect((await workOrderDeadline()).deadline).toEqual(first);
  });

  it('turns overdue once the due time has passed, and shows nothing once decided', async () => {
    await t.context.db
      .update(consultations)
      .set({ priorAuthSubmittedAt: new Date(Date.now() - 73 * HOUR) })
      .where(eq(consultations.id, workOrderId));
    expect((await workOrderDeadline()).deadline?.state).toBe('overdue');
    expect((await dashboardDeadline())?.state).toBe('overdue');
    expect((await fulfillmentDeadline())?.state).toBe('overdue');
    await setPriorAuth({ prior_auth_status: 'Approved' });
    expect((await workOrderDeadline()).deadline?.state).toBe('none');
  });

  it("gives another provider's work order 404 and no deadline", async () => {
    const { status, deadline } = await workOrderDeadline(as.otherProvider);
    expect(status).toBe(404);
    expect(deadline).toBeUndefined();
  });

  it('invents no due date for a payer the rule does not cover (a commercial plan)', async () => {
    await t.context.db
      .update(consultations)
      .set({ priorAuthStatus: 'Pending', priorAuthSubmittedAt: null, priorAuthPayerType: null })
      .where(eq(consultations.id, workOrderId));
    fulfillmentNumber = await placeInsuredOrder('Aetna');
    await setPriorAuth({ prior_auth_status: 'Submitted' });
    expect((await workOrderDeadline()).deadline).toMatchObject({
      state: 'not_covered',
      due_at: null,
      expedited: false,
    });
  });

  it('refuses a non-boolean expedited flag', async () => {
    const reply = await setPriorAuth({ prior_auth_status: 'Submitted', expedited: 'yes' });
    expect(reply.statusCode).toBe(400);
  });
});
