import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EligibilityChecker, PriorAuthInquiry } from '../../adapters/eligibility/index';
import { SIMULATED_REVIEW_MS, simulatedPayer } from '../../adapters/eligibility/simulated';
import type { Database } from '../../db/client';
import {
  auditLogs,
  carts,
  consultations,
  orders,
  patientSessions,
  providers,
  users,
} from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import type { AuthContext } from '../../plugins/auth';
import { type AuthHeaders, signInAs, signInAsNewProvider } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { type TestContext, useTestApp } from '../../test/test-app';
import { breastPumpOrder } from '../../test/work-order-fixtures';
import { refreshPriorAuthStatuses } from './prior-auth-refresh.service';
import {
  PRIOR_AUTH_CHECKS_PER_LOAD,
  PRIOR_AUTH_CONCURRENCY,
  PRIOR_AUTH_RECHECK_MS,
} from './prior-auth-rules';

const PUBLIC_URL = 'http://localhost:3000';
const MINUTE = 60_000;

/** The provider's AuthContext as the auth plugin builds it, for calling the service directly. */
async function providerAuth(db: Database, email: string): Promise<AuthContext> {
  const [row] = await db
    .select({ userId: users.id, providerId: providers.id })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no provider ${email}`);
  return {
    userId: row.userId,
    email,
    role: 'provider',
    kind: 'session',
    tokenId: '',
    profileId: row.providerId,
    isEhrProvider: false,
    credentials: { accessToken: '', client: '', uid: email, expiresAt: new Date() },
  };
}

/** A patient orders from the referral code with a demo member's insurance; answers the work order's id. */
async function orderWithInsurance(t: TestContext, code: string, hcpcsCode: string, memberId: string) {
  const { browser, cart } = await shopperWithCart(t.app, code, hcpcsCode, memberId);
  expect((await placeFreeOrder(browser, cart.uuid)).statusCode).toBe(201);
  const [row] = await t.context.db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.referralCode, code.replace('-', '')));
  if (!row) throw new Error(`no work order ${code}`);
  return row.id;
}

async function workOrderState(db: Database, id: string) {
  const [row] = await db
    .select({
      status: consultations.priorAuthStatus,
      reference: consultations.priorAuthReference,
      checkedAt: consultations.priorAuthCheckedAt,
    })
    .from(consultations)
    .where(eq(consultations.id, id));
  return row;
}

const refreshAudits = (db: Database, id: string) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectId, id), eq(auditLogs.action, 'work_order.prior_auth_refreshed')));

/** A payer that records what it is asked and answers `answer`. */
function recordingPayer(answer: Awaited<ReturnType<EligibilityChecker['checkPriorAuth']>>) {
  const inquiries: PriorAuthInquiry[] = [];
  const checker: EligibilityChecker = {
    ...simulatedPayer,
    name: 'recording payer',
    checkPriorAuth: async (inquiry) => {
      inquiries.push(inquiry);
      return answer;
    },
  };
  return { checker, inquiries };
}

const quietLog = () => ({ warn: vi.fn() });

describe('refreshing prior-auth statuses (service)', () => {
  const t = useTestApp({ PUBLIC_URL });
  let auth: AuthContext;
  let workOrderId: string;

  beforeAll(async () => {
    auth = await providerAuth(t.context.db, DEMO_EMAILS.provider);
    workOrderId = await orderWithInsurance(t, 'CPA-PAP', 'E0601', 'CLN-100-005');
  });

  const reset = (values: Partial<typeof consultations.$inferInsert> = {}) =>
    t.context.db
      .update(consultations)
      .set({
        priorAuthStatus: 'Pending',
        priorAuthReference: null,
        priorAuthCheckedAt: null,
        displayStatus: 'Supplier Processing',
        documentsRequired: true,
        ...values,
      })
      .where(eq(consultations.id, workOrderId));

  it('asks with the insured order’s member and the work order’s codes, then writes and audits the answer', async () => {
    await reset();
    const [order] = await t.context.db
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.consultationId, workOrderId));
    const payer = recordingPayer({ status: 'Approved', referenceNumber: 'PA-778812' });
    const now = new Date();
    await refreshPriorAuthStatuses(
      { db: t.context.db, eligibility: payer.checker, log: quietLog() },
      auth,
      now,
    );

    // Other demo work orders may have open prior auths too: this one is asked about once.
    const ours = payer.inquiries.filter((inquiry) => inquiry.memberId === 'CLN100005');
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      payerId: '60054',
      carrierName: 'Aetna',
      memberId: 'CLN100005',
      firstName: 'Emily',
      lastName: 'Carter',
      birthDate: '1994-03-18',
      hcpcsCodes: ['E0601', 'A7030', 'E0562'],
      referenceNumber: null,
      requestedAt: order?.createdAt,
    });
    expect(await workOrderState(t.context.db, workOrderId)).toEqual({
      status: 'Approved',
      reference: 'PA-778812',
      checkedAt: now,
    });
    const [audit] = await refreshAudits(t.context.db, workOrderId);
    expect(audit).toMatchObject({
      actorUserId: auth.userId,
      subjectType: 'consultation',
      details: { from: 'Pending', to: 'Approved', source: 'recording payer' },
    });
  });

  it('moves the requires-authorisation member from Submitted to Approved as the simulated payer decides', async () => {
    await reset();
    const deps = { db: t.context.db, eligibility: simulatedPayer, log: quietLog() };
    const start = new Date();
    await refreshPriorAuthStatuses(deps, auth, start);
    expect((await workOrderState(t.context.db, workOrderId))?.status).toBe('Submitted');
    const reference = (await workOrderState(t.context.db, workOrderId))?.reference;
    expect(reference).toMatch(/^SIM-/);

    await refreshPriorAuthStatuses(deps, auth, new Date(start.getTime() + SIMULATED_REVIEW_MS + MINUTE));
    expect(await workOrderState(t.context.db, workOrderId)).toMatchObject({ status: 'Approved', reference });
  });

  it.each([
    ['an open status, never checked', true, {}],
    ['Submitted', true, { priorAuthStatus: 'Submitted' }],
    [
      'checked before the recheck interval',
      true,
      { priorAuthCheckedAt: ago(PRIOR_AUTH_RECHECK_MS + MINUTE) },
    ],
    ['checked within the recheck interval', false, { priorAuthCheckedAt: ago(MINUTE) }],
    ['Approved', false, { priorAuthStatus: 'Approved' }],
    ['Rejected', false, { priorAuthStatus: 'Rejected' }],
    ['Cancelled', false, { priorAuthStatus: 'Cancelled' }],
    ['Not Required', false, { priorAuthStatus: 'Not Required' }],
    ['not ordered yet', false, { displayStatus: 'Awaiting Patient' }],
    ['paid without insurance', false, { documentsRequired: false }],
  ] as const)('a work order %s is due a check: %s', async (_, isDue, state) => {
    await reset(state);
    const payer = recordingPayer({ status: null, referenceNumber: null });
    await refreshPriorAuthStatuses({ db: t.context.db, eligibility: payer.checker, log: quietLog() }, auth);
    expect(payer.inquiries.length).toBe(isDue ? 1 : 0);
  });

  it('keeps the stored status when the payer fails, and logs no PHI', async () => {
    await reset({ priorAuthStatus: 'Submitted' });
    const log = quietLog();
    const failing: EligibilityChecker = {
      ...simulatedPayer,
      checkPriorAuth: async () => {
        throw new Error('clearinghouse answered 503');
      },
    };
    const now = new Date();
    await refreshPriorAuthStatuses({ db: t.context.db, eligibility: failing, log }, auth, now);

    // Stamped, so a failing payer is not asked again on every load.
    expect(await workOrderState(t.context.db, workOrderId)).toMatchObject({
      status: 'Submitted',
      checkedAt: now,
    });
    expect(log.warn).toHaveBeenCalledOnce();
    const logged = JSON.stringify(log.warn.mock.calls);
    expect(logged).toContain(workOrderId);
    expect(logged).toContain('clearinghouse answered 503');
    for (const phi of ['CLN100005', 'Emily', 'Carter', '1994-03-18', 'E0601'])
      expect(logged).not.toContain(phi);
  });

  it('stops waiting for a payer that does not answer in time', async () => {
    await reset();
    const log = quietLog();
    const hanging: EligibilityChecker = { ...simulatedPayer, checkPriorAuth: () => new Promise(() => {}) };
    await refreshPriorAuthStatuses({ db: t.context.db, eligibility: hanging, log }, auth);
    expect((await workOrderState(t.context.db, workOrderId))?.status).toBe('Pending');
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('asks about at most a few work orders per call, oldest-checked first, a few at a time', async () => {
    await reset({ priorAuthCheckedAt: ago(PRIOR_AUTH_RECHECK_MS + MINUTE) });
    const extra = await cloneInsuredWorkOrders(t.context.db, workOrderId, PRIOR_AUTH_CHECKS_PER_LOAD);
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const payer: EligibilityChecker = {
      ...simulatedPayer,
      checkPriorAuth: async (inquiry) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        asked.push(inquiry.referenceNumber ?? '');
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return { status: null, referenceNumber: null };
      },
    };
    await refreshPriorAuthStatuses({ db: t.context.db, eligibility: payer, log: quietLog() }, auth);

    // The never-checked clones come first; the work order checked a while ago waits for the next load.
    expect(asked.sort()).toEqual(extra.map((_, index) => `CLONE-${index}`).sort());
    expect(most).toBe(PRIOR_AUTH_CONCURRENCY);
    await refreshPriorAuthStatuses({ db: t.context.db, eligibility: payer, log: quietLog() }, auth);
    expect(asked).toHaveLength(PRIOR_AUTH_CHECKS_PER_LOAD + 1);
    expect(asked.at(-1)).toBe('');
  });
});

function ago(ms: number) {
  return new Date(Date.now() - ms);
}

/**
 * Copies of an insured work order, each with its own placed order on the same insurance status,
 * told apart by their authorisation numbers (CLONE-0, CLONE-1, …).
 */
async function cloneInsuredWorkOrders(db: Database, sourceId: string, count: number) {
  const [source] = await db.select().from(consultations).where(eq(consultations.id, sourceId));
  const [order] = await db.select().from(orders).where(eq(orders.consultationId, sourceId));
  if (!source || !order) throw new Error('nothing to clone');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const [clone] = await db
      .insert(consultations)
      .values({
        providerId: source.providerId,
        productVerticalId: source.productVerticalId,
        referralCode: `CLONE${index}`,
        patientName: source.patientName,
        displayStatus: 'Supplier Processing',
        priorAuthReference: `CLONE-${index}`,
      })
      .returning({ id: consultations.id });
    const [session] = await db
      .insert(patientSessions)
      .values({ tokenHash: `clone-${index}` })
      .returning({ id: patientSessions.id });
    const [cart] = await db
      .insert(carts)
      .values({ sessionId: session?.id ?? '', status: 'checked_out' })
      .returning({ id: carts.id });
    const { id: _id, createdAt: _createdAt, ...copied } = order;
    await db.insert(orders).values({
      ...copied,
      confirmationNumber: `CLONE${index}ORDER`,
      cartId: cart?.id ?? '',
      consultationId: clone?.id ?? null,
    });
    ids.push(clone?.id ?? '');
  }
  return ids;
}

describe('GET /api/consultations?check_prior_auth_statuses=true', () => {
  const t = useTestApp({ PUBLIC_URL });
  const as: Record<'provider' | 'otherProvider', AuthHeaders> = {} as never;
  let workOrderId: string;
  let otherWorkOrderId: string;

  beforeAll(async () => {
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (
      await signInAsNewProvider(t.app, t.context.db, 'other.provider@example.com', '1952000028')
    ).headers;
    workOrderId = await orderWithInsurance(t, 'CPA-PAP', 'E0601', 'CLN-100-005');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: as.otherProvider,
      payload: { consultation: breastPumpOrder({ referral_code: 'EHR-PAX' }) },
    });
    expect(created.statusCode).toBe(201);
    otherWorkOrderId = await orderWithInsurance(t, 'EHR-PAX', 'E0603', 'CLN-100-005');
  });

  const priorAuthOf = async (headers: AuthHeaders, query: string, id: string) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/consultations?${query}`, headers });
    expect(reply.statusCode).toBe(200);
    return reply.json().data.find((row: { uuid: string }) => row.uuid === id)?.prior_auth_status;
  };
  /** As if the order had been placed, and last checked, that long ago. */
  const backdate = async (id: string, ms: number) => {
    await t.context.db
      .update(orders)
      .set({ createdAt: ago(ms) })
      .where(eq(orders.consultationId, id));
    await t.context.db
      .update(consultations)
      .set({ priorAuthCheckedAt: ago(PRIOR_AUTH_RECHECK_MS + MINUTE) })
      .where(eq(consultations.id, id));
  };

  it('leaves statuses alone without the flag', async () => {
    expect(await priorAuthOf(as.provider, 'check_prior_auth_statuses=false', workOrderId)).toBe('Pending');
    expect(await priorAuthOf(as.provider, '', workOrderId)).toBe('Pending');
    expect((await workOrderState(t.context.db, workOrderId))?.checkedAt).toBeNull();
  });

  it('shows a pending prior auth as submitted, then approved once the payer has decided', async () => {
    expect(await priorAuthOf(as.provider, 'check_prior_auth_statuses=true', workOrderId)).toBe('Submitted');
    await backdate(workOrderId, SIMULATED_REVIEW_MS + MINUTE);
    expect(await priorAuthOf(as.provider, 'check_prior_auth_statuses=true', workOrderId)).toBe('Approved');
    const audits = await refreshAudits(t.context.db, workOrderId);
    expect(audits.map((audit) => audit.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'Pending', to: 'Submitted' }),
        expect.objectContaining({ from: 'Submitted', to: 'Approved' }),
      ]),
    );
  });

  it('never checks or changes another provider’s work orders', async () => {
    await backdate(otherWorkOrderId, SIMULATED_REVIEW_MS + MINUTE);
    await t.context.db
      .update(consultations)
      .set({ priorAuthCheckedAt: null })
      .where(eq(consultations.id, otherWorkOrderId));
    await priorAuthOf(as.provider, 'check_prior_auth_statuses=true', workOrderId);
    expect(await workOrderState(t.context.db, otherWorkOrderId)).toEqual({
      status: 'Pending',
      reference: null,
      checkedAt: null,
    });
    expect(await refreshAudits(t.context.db, otherWorkOrderId)).toEqual([]);

    expect(await priorAuthOf(as.otherProvider, 'check_prior_auth_statuses=true', otherWorkOrderId)).toBe(
      'Approved',
    );
  });
});

describe('GET /api/consultations?check_prior_auth_statuses=true with a failing payer', () => {
  const failing: EligibilityChecker = {
    ...simulatedPayer,
    checkPriorAuth: async () => {
      throw new Error('clearinghouse answered 502');
    },
  };
  const t = useTestApp({ PUBLIC_URL }, { eligibility: failing });

  it('still answers the list with the stored statuses', async () => {
    const workOrderId = await orderWithInsurance(t, 'CPA-PAP', 'E0601', 'CLN-100-005');
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/consultations?check_prior_auth_statuses=true',
      headers,
    });
    expect(reply.statusCode).toBe(200);
    const row = reply.json().data.find((entry: { uuid: string }) => entry.uuid === workOrderId);
    expect(row.prior_auth_status).toBe('Pending');
  });
});
