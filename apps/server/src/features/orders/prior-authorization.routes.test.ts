import { PRIOR_AUTH_NOTICE_TEXT } from '@dme/shared/orders/prior-authorization';
import { desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_REVIEW_MS } from '../../adapters/eligibility/simulated';
import type { SmsSender } from '../../adapters/sms/index';
import { consultations, fulfillments, orders, outboxMessages } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';

const MINUTE = 60_000;
const DECIDED_SUBJECT = 'Your insurance decided on your prior authorization';
const noSms: SmsSender = {
  name: 'none',
  async send() {
    return { reference: 'none' };
  },
};

type Browser = ReturnType<typeof patientBrowser>;
interface Placed {
  browser: Browser;
  number: string;
  workOrderId: string;
  email: string;
}

describe('an order its plan must approve first (issue 48 item 3)', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<'supplier' | 'provider' | 'patient', AuthHeaders>;
  let covered: Placed;
  let pump: Placed;
  let cpap: Placed;

  async function place(code: string, hcpcs: string, memberId: string, email: string): Promise<Placed> {
    const { browser, cart } = await shopperWithCart(t.app, code, hcpcs, memberId);
    expect(cart.is_free).toBe(true);
    const placed = await placeFreeOrder(browser, cart.uuid, email);
    expect(placed.statusCode, placed.body).toBe(201);
    const number: string = placed.json().order_confirmation_number;
    const [row] = await t.context.db
      .select({ workOrderId: orders.consultationId })
      .from(orders)
      .where(eq(orders.confirmationNumber, number));
    return { browser, number, workOrderId: row?.workOrderId ?? '', email };
  }

  const mailsTo = (to: string) =>
    t.context.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt));
  const confirmationMail = async (placed: Placed) =>
    (await mailsTo(placed.email)).find((mail) => mail.subject === `Your Carelane order ${placed.number}`)
      ?.text ?? '';
  const priorAuthorizationOf = async (placed: Placed, browser = placed.browser, query = '') => {
    const reply = await browser.get(`/api/orders/${placed.number}${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().prior_authorization;
  };
  /** The order's one fulfillment, as its supplier sees it. */
  const supplierFulfillment = async (placed: Placed) => {
    const [row] = await t.context.db
      .select({ number: fulfillments.confirmationNumber })
      .from(fulfillments)
      .innerJoin(orders, eq(orders.id, fulfillments.orderId))
      .where(eq(orders.confirmationNumber, placed.number));
    const number = row?.number ?? '';
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/fulfillments/${number}`,
      headers: as.supplier,
    });
    const items: { uuid: string }[] = view.json().shipments_cart_items;
    return { number, items: items.map((item) => item.uuid) };
  };
  const ship = async (placed: Placed) => {
    const { number, items } = await supplierFulfillment(placed);
    return t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: as.supplier,
      payload: {
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shipments_cart_items: items,
        fulfillment_confirmation_number: number,
      },
    });
  };
  const setPriorAuth = async (placed: Placed, status: string) => {
    const { number } = await supplierFulfillment(placed);
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${number}/prior_auth`,
      headers: as.supplier,
      payload: { prior_auth_status: status },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };
  const runJobs = async () => {
    const work = scheduledWork(t.context.config, noSms);
    for (let round = 0; round < 3; round += 1) await runDueJobs({ db: t.context.db, ...work }, 50);
  };

  beforeAll(async () => {
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    covered = await place('CPA-PAP', 'E0601', 'CLN-100-001', 'robert.nguyen@demo.test');
    pump = await place('BRS-PMP', 'E0603', 'CLN-100-005', 'emily.carter@demo.test');
    // The work order's newest order is the one its prior authorisation speaks for.
    cpap = await place('CPA-PAP', 'E0601', 'CLN-100-007', 'robert.nguyen@demo.test');
  });

  it('answers a $0 order as waiting on the plan, with what happens next, and tells it in the order e-mail', async () => {
    expect(await priorAuthorizationOf(pump)).toEqual({
      state: 'awaiting_approval',
      decision_due_at: null,
      // Aetna is a commercial plan: CMS-0057-F sets it no deadline.
      has_federal_deadline: false,
    });
    expect((await pump.browser.get(`/api/orders/${pump.number}`)).json().formatted_prices).toMatchObject({
      amount_patient_paid: '$0.00',
    });
    const mail = await confirmationMail(pump);
    for (const line of [
      PRIOR_AUTH_NOTICE_TEXT.awaitingTitle,
      PRIOR_AUTH_NOTICE_TEXT.mustApprove,
      PRIOR_AUTH_NOTICE_TEXT.noWindow,
      PRIOR_AUTH_NOTICE_TEXT.ifRefused,
    ])
      expect(mail).toContain(line);
    // No delivery day is promised before the plan has approved.
    expect(mail).not.toMatch(/Expected delivery/);
  });

  it('says nothing of an approval for a plan that needs none', async () => {
    expect(await priorAuthorizationOf(covered)).toBeNull();
    expect(await confirmationMail(covered)).not.toMatch(/approv|prior authorization/i);
  });

  it("shows the same to the e-mail's signed link in another browser, and nothing to a browser without it", async () => {
    const link = /See your order: (\S+)/.exec(await confirmationMail(pump))?.[1] ?? '';
    const { search } = new URL(link);
    const stranger = patientBrowser(t.app, '10.0.0.9');
    expect((await stranger.get(`/api/orders/${pump.number}`)).statusCode).toBe(404);
    expect(await priorAuthorizationOf(pump, stranger, search)).toMatchObject({ state: 'awaiting_approval' });
    // Another patient's account sees nothing of it either.
    const otherPatient = patientBrowser(t.app, '10.0.0.10', as.patient);
    expect((await otherPatient.get(`/api/orders/${pump.number}`)).statusCode).toBe(404);
  });

  it('gives the decision day once the request reached a plan the federal rule covers', async () => {
    const submittedAt = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
    await t.context.db
      .update(consultations)
      .set({
        priorAuthStatus: 'Submitted',
        priorAuthSubmittedAt: submittedAt,
        priorAuthPayerType: 'medicaid_managed_care',
      })
      .where(eq(consultations.id, pump.workOrderId));
    expect(await priorAuthorizationOf(pump)).toEqual({
      state: 'awaiting_approval',
      decision_due_at: new Date(submittedAt.getTime() + 7 * 24 * 60 * MINUTE).toISOString(),
      has_federal_deadline: true,
    });
  });

  it('ships nothing before the plan approves, nothing once it refuses, and tells the patient of the refusal', async () => {
    const waiting = await ship(pump);
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().error).toBe(PRIOR_AUTH_NOTICE_TEXT.shipAwaiting);

    await setPriorAuth(pump, 'Rejected');
    expect(await priorAuthorizationOf(pump)).toMatchObject({ state: 'not_approved' });
    const refused = await ship(pump);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(PRIOR_AUTH_NOTICE_TEXT.shipNotApproved);
    await runJobs();
    const decided = (await mailsTo(pump.email)).find((mail) => mail.subject === DECIDED_SUBJECT);
    expect(decided?.text).toContain(PRIOR_AUTH_NOTICE_TEXT.notApproved);
    expect(decided?.text).toContain(`/orders/${pump.number}?access=`);

    await setPriorAuth(pump, 'Approved');
    expect(await priorAuthorizationOf(pump)).toMatchObject({ state: 'approved' });
    expect((await ship(pump)).statusCode).toBe(201);
  });

  it('ships an order whose plan needed no approval, as before', async () => {
    expect((await ship(covered)).statusCode).toBe(201);
  });

  it("tells the patient when the payer's own answer refuses it (CLN-100-007), and the order shows it", async () => {
    // Only this work order is due a payer check.
    await t.context.db
      .update(consultations)
      .set({ priorAuthCheckedAt: new Date() })
      .where(ne(consultations.id, cpap.workOrderId));
    // The review is over; the work order's earlier order stays the older one.
    const backdate = (placed: Placed, ms: number) =>
      t.context.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(orders.confirmationNumber, placed.number));
    await backdate(covered, SIMULATED_REVIEW_MS + 2 * MINUTE);
    await backdate(cpap, SIMULATED_REVIEW_MS + MINUTE);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/consultations?check_prior_auth_statuses=true',
      headers: as.provider,
    });
    expect(dashboard.statusCode).toBe(200);
    const row = dashboard.json().data.find((entry: { uuid: string }) => entry.uuid === cpap.workOrderId);
    expect(row.prior_auth_status).toBe('Rejected');

    await runJobs();
    const decided = (await mailsTo(cpap.email)).filter((mail) => mail.subject === DECIDED_SUBJECT);
    expect(decided).toHaveLength(1);
    expect(decided[0]?.text).toContain(`About order ${cpap.number}:`);
    expect(decided[0]?.text).toContain(PRIOR_AUTH_NOTICE_TEXT.notApproved);
    expect(await priorAuthorizationOf(cpap)).toMatchObject({ state: 'not_approved' });
    expect((await ship(cpap)).statusCode).toBe(422);
  });
});
