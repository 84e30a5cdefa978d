import { readFileSync } from 'node:fs';
import { INSURANCE_ERROR_TYPES } from '@dme/shared/insurance/api';
import { checkDetailsMessage, INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClearinghouseChecker } from '../../adapters/eligibility/clearinghouse';
import type { EligibilityChecker } from '../../adapters/eligibility/index';
import { simulatedPayer } from '../../adapters/eligibility/simulated';
import { auditLogs, eligibilityFailures } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { captureLog } from '../../test/log-capture';
import { patientBrowser } from '../../test/patient-session-helpers';
import { itOnPostgres } from '../../test/races';
import { type TestContext, useTestApp } from '../../test/test-app';

/**
 * Issue 47 item 1, through the API (on PGlite, and on PostgreSQL with TEST_DATABASE_URL): each
 * outcome class of a check answers the patient a 422 of its type, never a 5xx and never
 * "inactive"; each failure is recorded for operations, without PHI, and our own set-up alerts once.
 */

const PATIENT = { first_name: 'Marisol', last_name: 'Quintanilla', patient_birth_date: '1987-06-05' };
const PHI = ['Marisol', 'Quintanilla', '1987-06-05', '19870605'];

let addresses = 0;
/** A patient's browser from its own address: the check's rate limit is per address. */
const browserOf = (t: TestContext) => {
  addresses += 1;
  return patientBrowser(t.app, `10.47.${addresses >> 8}.${addresses & 255}`);
};

async function carrierId(t: TestContext, name = 'Aetna') {
  const list: { uuid: string; name: string }[] = (
    await t.app.inject({ method: 'GET', url: '/api/insurance_carriers' })
  ).json();
  const carrier = list.find((entry) => entry.name === name);
  if (!carrier) throw new Error(`no carrier ${name}`);
  return carrier.uuid;
}

async function check(t: TestContext, memberId: string, browser = browserOf(t), extra: object = {}) {
  const reply = await browser.post('/api/insurance_statuses', {
    carrier: await carrierId(t),
    member_id: memberId,
    ...PATIENT,
    ...extra,
  });
  return { reply, browser };
}

const mails = async (t: TestContext): Promise<{ to: string; subject: string; text: string }[]> =>
  (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json();
const alertsIn = async (t: TestContext) =>
  (await mails(t)).filter((mail) => mail.subject.startsWith('Eligibility checks fail on our side'));
const failures = (t: TestContext) =>
  t.context.db.select().from(eligibilityFailures).orderBy(desc(eligibilityFailures.createdAt));

const expectNoPhi = (text: string) => {
  for (const value of PHI) expect(text).not.toContain(value);
};

describe('each outcome class with the simulated payer', () => {
  const log = captureLog();
  const t = useTestApp(
    { LOG_LEVEL: 'info', SUPPORT_EMAIL: 'desk@carelane.test' },
    {},
    { logStream: log.stream },
  );

  it.each([
    ['CLN-100-012', checkDetailsMessage(['memberId']), 'check_details', '2100C:72'],
    ['CLN-100-013', checkDetailsMessage(['birthDate']), 'check_details', '2100C:71'],
  ])('%s: check what you typed, naming the field', async (memberId, message, kind, code) => {
    const { reply, browser } = await check(t, memberId);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ type: INSURANCE_ERROR_TYPES.healthPlan, error: message });
    expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(404);
    const [row] = await failures(t);
    expect(row).toMatchObject({ kind, codes: [code], adapter: 'simulated payer' });
    const [audit] = await t.context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.subjectId, row?.id ?? ''));
    expect(audit?.action).toBe(`insurance.check_failed.${kind}`);
  });

  it('CLN-100-010: the payer cannot answer now: try again, with the contact form; no alert', async () => {
    const before = (await alertsIn(t)).length;
    const { reply } = await check(t, 'CLN-100-010');
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      type: INSURANCE_ERROR_TYPES.payerUnavailable,
      error: INSURANCE_MESSAGES.payerUnavailable,
    });
    expect((await failures(t))[0]).toMatchObject({ kind: 'payer_unavailable', codes: ['2100A:42'] });
    expect((await alertsIn(t)).length).toBe(before);
  });

  it('CLN-100-011: our own set-up: "we could not check your plan", one alert an hour, no PHI in it', async () => {
    const before = (await alertsIn(t)).length;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { reply } = await check(t, 'CLN-100-011');
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({
        type: INSURANCE_ERROR_TYPES.checkUnavailable,
        error: INSURANCE_MESSAGES.checkUnavailable,
      });
    }
    const alerts = await alertsIn(t);
    expect(alerts.length).toBe(before + 1);
    expect(alerts[0]).toMatchObject({ to: 'desk@carelane.test', subject: expect.stringContaining('Aetna') });
    expect(alerts[0]?.text).toContain('AAA 41 Authorization/Access Restrictions (2100B provider)');
    expectNoPhi(JSON.stringify(alerts[0]));
  });

  it.each([
    ['CLN-100-009', INSURANCE_MESSAGES.dmeNotCovered, 'not_covered'],
    ['CLN-100-014', INSURANCE_MESSAGES.dmeCoverageNotConfirmed, 'not_confirmed'],
  ])(
    '%s: the plan does not price DME; the contact form is offered, prices stay retail',
    async (memberId, message, status) => {
      const browser = browserOf(t);
      await browser.useCode('BRS-PMP');
      const { reply } = await check(t, memberId, browser);
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({ type: INSURANCE_ERROR_TYPES.unsupportedPlan, error: message });
      expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(404);
      const variants = (await browser.get('/api/product_variants')).json() as {
        prices: { retail_cost: string; patient_cost: string };
      }[];
      for (const variant of variants) expect(variant.prices.patient_cost).toBe(variant.prices.retail_cost);
      const audits = await t.context.db
        .select({ action: auditLogs.action })
        .from(auditLogs)
        .where(eq(auditLogs.action, `insurance.checked.${status}`));
      expect(audits.length).toBeGreaterThan(0);
    },
  );

  it.each([
    [{ first_name: 'J'.repeat(36) }, 'first_name: First name must be at most 35 characters'],
    [{ last_name: 'Q'.repeat(61) }, 'last_name: Last name must be at most 60 characters'],
    [
      { last_name: 'Doe*' },
      'last_name: Last name can only contain letters, spaces, hyphens, apostrophes and periods',
    ],
    [{ member_id: 'W' }, 'member_id: Member ID must be at least 2 characters'],
    [{ patient_birth_date: '1800-01-01' }, `patient_birth_date: ${INSURANCE_MESSAGES.validDate}`],
  ])('refuses %o before anything leaves, naming the field', async (change, message) => {
    const before = (await failures(t)).length;
    const { reply } = await check(t, 'CLN-100-001', browserOf(t), change);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: message });
    expect((await failures(t)).length).toBe(before);
  });

  it('lists the failures to admins only, without PHI', async () => {
    await check(t, 'CLN-100-010');
    const admin = await signInAs(t.app, t.context.db, DEMO_EMAILS.admin);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ops/eligibility_failures?kind=payer_unavailable',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.meta).toMatchObject({ page: 1 });
    expect(body.data[0]).toMatchObject({
      carrier_name: 'Aetna',
      kind: 'payer_unavailable',
      codes: ['2100A:42'],
      http_status: 200,
      adapter: 'simulated payer',
    });
    expect(body.data.every((item: { kind: string }) => item.kind === 'payer_unavailable')).toBe(true);
    expectNoPhi(list.body);
    expect(list.body).not.toContain('CLN100010');

    for (const email of [DEMO_EMAILS.patient, DEMO_EMAILS.provider, DEMO_EMAILS.supplier]) {
      const { headers } = await signInAs(t.app, t.context.db, email);
      const refused = await t.app.inject({ method: 'GET', url: '/api/ops/eligibility_failures', headers });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/eligibility_failures' })).statusCode).toBe(
      401,
    );
  });

  it('wrote no PHI to the log', () => {
    expect(log.lines.length).toBeGreaterThan(0);
    expectNoPhi(log.lines.join('\n'));
  });
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../adapters/eligibility/fixtures/${name}.json`, import.meta.url), 'utf8');

/** What the fake clearinghouse answers next: a status and body, or a transport failure. */
type Next = { status: number; body: string } | 'timeout' | 'network';
const clearinghouse = { next: { status: 200, body: '{}' } as Next };
const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
  const next = clearinghouse.next;
  if (next === 'network') throw new TypeError('fetch failed');
  if (next === 'timeout')
    return new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  return new Response(next.body, { status: next.status, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;
const clearinghouseChecker = createClearinghouseChecker({
  url: 'https://clearinghouse.test/2024-04-01',
  apiKey: 'key',
  organizationName: 'Carelane',
  npi: '1234567893',
  fetch: fakeFetch,
  timeoutMs: 20,
});

describe('the clearinghouse answering 4xx, 5xx, timeouts and documented bodies', () => {
  const log = captureLog();
  const t = useTestApp(
    { LOG_LEVEL: 'info' },
    { eligibility: clearinghouseChecker },
    { logStream: log.stream },
  );

  it.each([
    [
      'HTTP 503',
      { status: 503, body: '{"message":"Service Unavailable"}' },
      INSURANCE_ERROR_TYPES.payerUnavailable,
    ],
    [
      'HTTP 500 with HTML',
      { status: 500, body: '<html>oops</html>' },
      INSURANCE_ERROR_TYPES.payerUnavailable,
    ],
    [
      'HTTP 429',
      { status: 429, body: '{"message":"Too Many Requests"}' },
      INSURANCE_ERROR_TYPES.payerUnavailable,
    ],
    ['a timeout', 'timeout', INSURANCE_ERROR_TYPES.payerUnavailable],
    ['a dropped connection', 'network', INSURANCE_ERROR_TYPES.payerUnavailable],
    [
      'AAA 42 at the payer',
      { status: 200, body: fixture('payer-unable-to-respond') },
      INSURANCE_ERROR_TYPES.payerUnavailable,
    ],
    ['HTTP 401', { status: 401, body: '{"message":"Unauthorized"}' }, INSURANCE_ERROR_TYPES.checkUnavailable],
    [
      'the payer-not-configured 400',
      { status: 400, body: fixture('payer-not-configured-400') },
      INSURANCE_ERROR_TYPES.checkUnavailable,
    ],
    [
      'a validation 400',
      { status: 400, body: fixture('validation-missing-provider-400') },
      INSURANCE_ERROR_TYPES.checkUnavailable,
    ],
    [
      'AAA 43 at the provider',
      { status: 200, body: fixture('provider-npi-invalid') },
      INSURANCE_ERROR_TYPES.checkUnavailable,
    ],
    [
      'AAA 73 at the subscriber',
      { status: 200, body: fixture('subscriber-invalid-name') },
      INSURANCE_ERROR_TYPES.healthPlan,
    ],
  ] as [string, Next, string][])('%s → 422 %s, recorded for operations', async (_label, next, type) => {
    clearinghouse.next = next;
    const before = (await failures(t)).length;
    const { reply } = await check(t, 'W123456789');
    expect(reply.statusCode).toBe(422);
    expect(reply.json().type).toBe(type);
    expect((await failures(t)).length).toBe(before + 1);
  });

  it('a non-covered DME answer with $0 cost shares never prices; it ends an earlier "covered" of the member', async () => {
    const browser = browserOf(t);
    await browser.useCode('BRS-PMP');
    clearinghouse.next = { status: 200, body: fixture('plans-dme') };
    expect((await check(t, 'W555000111', browser)).reply.statusCode).toBe(201);
    expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(200);

    clearinghouse.next = { status: 200, body: fixture('dme-non-covered') };
    const { reply } = await check(t, 'W555000111', browser);
    expect(reply.json()).toEqual({
      type: INSURANCE_ERROR_TYPES.unsupportedPlan,
      error: INSURANCE_MESSAGES.dmeNotCovered,
    });
    expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(404);
    const cart = (await browser.get('/api/carts/me')).json();
    expect(cart.formatted_prices.insurance_savings).not.toMatch(/[1-9]/);
  });

  it('an adapter that throws is our own failure: 422, never a 5xx', async () => {
    const throwing: EligibilityChecker = {
      ...simulatedPayer,
      name: 'throwing',
      check: async () => {
        throw new Error(`boom for ${PATIENT.first_name}`);
      },
    };
    const context = { ...t.context, eligibility: throwing };
    const { buildApp } = await import('../../app');
    const app = await buildApp(context, { logStream: log.stream });
    try {
      const reply = await patientBrowser(app, '10.99.0.1').post('/api/insurance_statuses', {
        carrier: await carrierId(t),
        member_id: 'W123456789',
        ...PATIENT,
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json().type).toBe(INSURANCE_ERROR_TYPES.checkUnavailable);
      const [row] = await failures(t);
      expect(row).toMatchObject({ reason: 'the eligibility adapter failed (Error)', adapter: 'throwing' });
    } finally {
      await app.close();
    }
  });

  it('generated clearinghouse answers: never a 5xx, never PHI in the log', async () => {
    const carrier = await carrierId(t);
    const next = fc.oneof(
      fc.record({
        status: fc.constantFrom(200, 400, 401, 404, 422, 429, 500, 502, 503),
        body: fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.constantFrom(
            fixture('subscriber-invalid-name'),
            fixture('dme-non-covered'),
            fixture('plans-dme'),
            fixture('payer-not-configured-400'),
            JSON.stringify({ errors: [{ code: '73', description: `JANE ${PATIENT.last_name} not found` }] }),
          ),
        ),
      }),
      fc.constantFrom<Next>('timeout', 'network'),
    );
    await fc.assert(
      fc.asyncProperty(next, async (answer) => {
        clearinghouse.next = answer;
        const reply = await browserOf(t).post('/api/insurance_statuses', {
          carrier,
          member_id: 'W123456789',
          ...PATIENT,
        });
        expect([201, 422]).toContain(reply.statusCode);
        expectNoPhi(JSON.stringify(reply.json().error ?? ''));
      }),
      { numRuns: 25 },
    );
    expectNoPhi(log.lines.join('\n'));
  });
});

describe('one alert for our own set-up, however many checks race (PostgreSQL)', () => {
  const t = useTestApp({ SUPPORT_EMAIL: 'race@carelane.test' }, { eligibility: simulatedPayer });

  itOnPostgres('sends exactly one alert for parallel failing checks', async () => {
    const carrier = await carrierId(t);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        browserOf(t).post('/api/insurance_statuses', { carrier, member_id: 'CLN-100-011', ...PATIENT }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(422));
    const alerts = (await mails(t)).filter((mail) => mail.to === 'race@carelane.test');
    expect(alerts.length).toBe(1);
    expect((await failures(t)).filter((row) => row.kind === 'not_checkable').length).toBe(8);
  });
});
