import { COVERAGE_RULES_VERSION, evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import { camelKeys } from '@dme/shared/wire/case';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultationHcpcsCodes, consultations } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { demoProviderAuth } from '../../db/seed/demo-work-orders';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { useTestApp } from '../../test/test-app';
import { mailedTrackingAccess } from '../../test/tracking-link-helpers';
import { breastPumpOrder, cpapOrder } from '../../test/work-order-fixtures';
import { createWorkOrder } from '../work-orders/work-orders.service';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A CPAP order whose sleep study reads `ahi` with `events`, and the symptoms given. */
const cpapWithStudy = (code: string, ahi: number | null, symptoms: string[] = []) =>
  cpapOrder({
    referral_code: code,
    provider_signature_date: daysAgo(1),
    hcpcs_codes: [
      {
        code: 'E0601',
        length_of_need: 99,
        pressure_setting: 10,
        icd10_codes: ['G47.33'],
        evidence: {
          kind: 'pap',
          face_to_face_date: daysAgo(30),
          sleep_test_date: daysAgo(20),
          sleep_test_type: 'in_lab_psg',
          ahi_or_rdi: ahi,
          event_count: ahi === null ? null : 60,
          symptoms,
        },
      },
    ],
  });

type Verdict = { rule_version: string; status: string; evaluated_at: string; lines: { policy: string }[] };

describe('coverage verdicts stored with the work order', () => {
  const t = useTestApp();
  const as = {} as Record<
    'provider' | 'otherProvider' | 'supplier' | 'oxygenSupplier' | 'patient',
    AuthHeaders
  >;
  const ids: Record<'meets' | 'fails' | 'incomplete', string> = {} as never;

  const create = async (headers: AuthHeaders, consultation: object) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers,
      payload: { consultation },
      cookies: { time_zone: 'America/Los_Angeles' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().uuid as string;
  };
  const detail = async (uuid: string, headers = as.provider) =>
    (await t.app.inject({ method: 'GET', url: `/api/consultations/${uuid}`, headers })).json();
  const list = async (query: string, headers = as.provider) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/consultations?${query}`, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as {
      data: { uuid: string; coverage_verdict: Verdict | null }[];
      meta: { total: number; page: number; per_page: number };
    };
  };

  beforeAll(async () => {
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.oxygenSupplier = (await signInAs(t.app, t.context.db, 'oxygen.supplier@demo.test')).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    ids.meets = await create(as.provider, cpapWithStudy('CVT-MTA', 12, ['hypertension']));
    ids.fails = await create(as.provider, cpapWithStudy('CVT-NMA', 12));
    ids.incomplete = await create(as.provider, cpapWithStudy('CVT-NCA', null));
  });

  it('stores the verdict, its rule version and the evidence with the order, in its row', async () => {
    const failing = await detail(ids.fails);
    expect(failing.coverage_verdict).toMatchObject({
      rule_version: COVERAGE_RULES_VERSION,
      status: 'does_not_meet',
      findings: [],
      lines: [
        {
          hcpcs_code: 'E0601',
          policy: 'LCD L33718',
          policy_name: 'PAP for OSA',
          status: 'does_not_meet',
          findings: [expect.objectContaining({ message: expect.stringContaining('AHI/RDI 12 (5–14)') })],
        },
      ],
    });
    expect((await detail(ids.meets)).coverage_verdict.status).toBe('meets');
    expect((await detail(ids.incomplete)).coverage_verdict.status).toBe('incomplete');

    const [row] = await t.context.db.select().from(consultations).where(eq(consultations.id, ids.fails));
    expect(row).toMatchObject({
      coverageStatus: 'does_not_meet',
      coverageRuleVersion: COVERAGE_RULES_VERSION,
    });
    expect(row?.coverageEvaluatedAt?.toISOString()).toBe(failing.coverage_verdict.evaluated_at);
    const [line] = await t.context.db
      .select({ evidence: consultationHcpcsCodes.coverageEvidence })
      .from(consultationHcpcsCodes)
      .where(eq(consultationHcpcsCodes.consultationId, ids.fails));
    expect(line?.evidence).toMatchObject({ kind: 'pap', ahiOrRdi: 12, eventCount: 60, symptoms: [] });
  });

  it('sends the evidence behind the verdict with the work order, to its provider only (issue 48 item 11)', async () => {
    const [line] = (await detail(ids.fails)).consultation_hcpcs_codes;
    expect(line.evidence).toEqual({
      kind: 'pap',
      face_to_face_date: daysAgo(30),
      sleep_test_date: daysAgo(20),
      sleep_test_type: 'in_lab_psg',
      ahi_or_rdi: 12,
      event_count: 60,
      symptoms: [],
    });
    const url = `/api/consultations/${ids.fails}`;
    expect((await t.app.inject({ method: 'GET', url, headers: as.otherProvider })).statusCode).toBe(404);
    for (const headers of [as.supplier, as.patient])
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('judges the standard written order too, and a breast pump order without evidence as incomplete', async () => {
    const uuid = await create(as.provider, breastPumpOrder({ referral_code: 'CVT-BPA' }));
    const written = await detail(uuid);
    // An order sent without evidence (older clients) has none to show.
    expect(written.consultation_hcpcs_codes[0]).not.toHaveProperty('evidence');
    const verdict = written.coverage_verdict;
    expect(verdict.status).toBe('incomplete');
    expect(verdict.findings).toEqual([]);
    expect(verdict.lines[0]).toMatchObject({
      hcpcs_code: 'E0603',
      policy: 'ACA §2713',
      status: 'incomplete',
    });
  });

  it('filters the dashboard to the orders that will not qualify, counted and paged on the server', async () => {
    const failing = await list('coverage=does_not_meet');
    expect(failing.data.map((row) => row.uuid)).toContain(ids.fails);
    expect(failing.data.every((row) => row.coverage_verdict?.status === 'does_not_meet')).toBe(true);
    expect(failing.meta).toMatchObject({ total: failing.data.length, page: 1, per_page: 25 });
    expect((await list('coverage=meets')).data.map((row) => row.uuid)).toContain(ids.meets);
    const incomplete = (await list('coverage=incomplete')).data.map((row) => row.uuid);
    expect(incomplete).toContain(ids.incomplete);
    expect(incomplete).not.toContain(ids.fails);
    // With the search: both conditions hold.
    expect((await list('coverage=does_not_meet&query=nobody')).meta.total).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/consultations?coverage=maybe',
      headers: as.provider,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Invalid coverage filter');
  });

  it('shows and filters nothing of another provider’s orders, and no one else may list', async () => {
    for (const status of ['meets', 'does_not_meet', 'incomplete']) {
      const theirs = await list(`coverage=${status}`, as.otherProvider);
      for (const uuid of Object.values(ids)) expect(theirs.data.map((row) => row.uuid)).not.toContain(uuid);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/consultations/${ids.fails}`,
          headers: as.otherProvider,
        })
      ).statusCode,
    ).toBe(404);
    for (const headers of [as.supplier, as.patient])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/consultations?coverage=does_not_meet', headers }))
          .statusCode,
      ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/consultations?coverage=does_not_meet' })).statusCode,
    ).toBe(401);
  });

  it('never rewrites a stored verdict when the rules change', async () => {
    // An order judged under an earlier version of the rules, stricter than today's: its sleep
    // study (AHI 12 with hypertension) meets the rules this code runs.
    const previousRules = (...args: Parameters<typeof evaluateWorkOrderCoverage>) => ({
      ...evaluateWorkOrderCoverage(...args),
      ruleVersion: '2025-01-01.1',
      status: 'does_not_meet' as const,
    });
    const auth = await demoProviderAuth(t.context.db);
    if (!auth) throw new Error('no demo provider');
    const judgedAt = new Date(Date.now() - 86_400_000);
    const earlier = await createWorkOrder(
      t.context.db,
      auth,
      camelKeys(cpapWithStudy('CVT-PRV', 12, ['hypertension'])),
      daysAgo(0),
      undefined,
      { evaluate: previousRules, now: judgedAt },
    );
    const stored = (await detail(earlier)).coverage_verdict;
    // Read, listed and filtered under today's rules, it keeps the verdict it was written with.
    expect(stored).toMatchObject({
      rule_version: '2025-01-01.1',
      status: 'does_not_meet',
      evaluated_at: judgedAt.toISOString(),
    });
    expect((await list('coverage=does_not_meet')).data.map((row) => row.uuid)).toContain(earlier);
    expect((await list('coverage=meets')).data.map((row) => row.uuid)).not.toContain(earlier);
    const listed = (await list('')).data.find((row) => row.uuid === earlier);
    expect(listed?.coverage_verdict).toEqual(stored);
    // The same order written today is judged by today's rules.
    expect((await detail(ids.meets)).coverage_verdict).toMatchObject({
      rule_version: COVERAGE_RULES_VERSION,
      status: 'meets',
    });
  });
});

describe('the coverage verdict on the supplier’s fulfillment', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<'supplier' | 'oxygenSupplier' | 'provider' | 'otherProvider', AuthHeaders>;
  let number: string;

  type Row = { fulfillment_confirmation_number: string; coverage_verdict: Verdict | null };
  const list = async (headers: AuthHeaders) =>
    (await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers })).json() as Row[];

  beforeAll(async () => {
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.oxygenSupplier = (await signInAs(t.app, t.context.db, 'oxygen.supplier@demo.test')).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    const shopper = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    await placeFreeOrder(shopper.browser, shopper.cart.uuid, 'robert.nguyen@demo.test');
    const [row] = await t.context.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.referralCode, 'CPAPAP'));
    const mine = (await list(as.supplier)).find((entry) => entry.coverage_verdict);
    if (!mine || !row) throw new Error('no fulfillment of the CPAP work order');
    number = mine.fulfillment_confirmation_number;
  });

  it('shows the stored verdict to the fulfillment’s supplier and the work order’s provider only', async () => {
    const mine = (await list(as.supplier)).find((row) => row.fulfillment_confirmation_number === number);
    // The demo CPAP order carries no sleep study: the supplier sees what is missing before shipping.
    expect(mine?.coverage_verdict).toMatchObject({
      rule_version: COVERAGE_RULES_VERSION,
      status: 'incomplete',
      lines: [{ policy: 'LCD L33718' }],
    });
    const providers = (await list(as.provider)).find((row) => row.fulfillment_confirmation_number === number);
    expect(providers?.coverage_verdict).toEqual(mine?.coverage_verdict);
    for (const headers of [as.oxygenSupplier, as.otherProvider])
      expect((await list(headers)).map((row) => row.fulfillment_confirmation_number)).not.toContain(number);
  });

  it('keeps the verdict from anyone holding only the tracking link or another supplier’s session', async () => {
    const url = `/api/fulfillments/${number}`;
    const access = await mailedTrackingAccess(t.context.db, number);
    const viaLink = await t.app.inject({ method: 'GET', url: `${url}?access=${encodeURIComponent(access)}` });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json().coverage_verdict).toBeNull();
    expect(viaLink.json().patient_name).toBeNull();
    const other = await t.app.inject({ method: 'GET', url, headers: as.oxygenSupplier });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: expect.any(String) });
    expect(
      (await t.app.inject({ method: 'GET', url, headers: as.supplier })).json().coverage_verdict,
    ).toMatchObject({ status: 'incomplete' });
  });
});
