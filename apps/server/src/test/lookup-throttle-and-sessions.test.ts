import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { count, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { localSmsSender } from '../adapters/sms/local';
import { carts, lookupThrottleCounters, patientSessions } from '../db/schema/index';
import { runDueJobs } from '../features/jobs/jobs.runner';
import { scheduledWork } from '../features/jobs/scheduled-work';
import { THROTTLE_SWEEP_JOB } from '../lib/lookup-throttle';
import { patientBrowser } from './patient-session-helpers';
import { useTestApp } from './test-app';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
const statusesOf = (replies: Array<{ statusCode: number }>) =>
  replies.reduce<Record<number, number>>((tally, reply) => {
    tally[reply.statusCode] = (tally[reply.statusCode] ?? 0) + 1;
    return tally;
  }, {});

// The races only show on real PostgreSQL (PGlite has one connection); on PGlite these still run,
// in effect one request at a time.
describe('one look-up throttle, counted atomically (issue 12 item 11)', () => {
  const t = useTestApp();

  it.each([1, 2, 3])(
    'evaluates at most 10 of 200 parallel unknown referral codes of one session (run %i)',
    async () => {
      const cookie = { session_id: `race-session-${Math.random().toString(36).slice(2)}-padding` };
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          t.app.inject({
            url: `/api/consultations/show_by_referral_code?referral_code=ZZZ${String(index).padStart(3, '0')}`,
            cookies: cookie,
            // Distinct addresses: the per-address request limit must not be what stops them.
            remoteAddress: `10.${Math.floor(index / 250)}.${index % 250}.${isPostgres ? 7 : 8}`,
          }),
        ),
      );
      const tally = statusesOf(replies);
      expect(tally[404]).toBe(10);
      expect(tally[429]).toBe(190);
      expect(replies.find((reply) => reply.statusCode === 429)?.json()).toEqual({
        error: REFERRAL_MESSAGES.throttled,
      });
    },
  );

  it('evaluates at most 20 parallel unknown tracking numbers from one address', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.app.inject({ url: `/api/fulfillments/NOPE${index}XYZ123`, remoteAddress: '10.99.0.1' }),
      ),
    );
    const tally = statusesOf(replies);
    expect(tally[404]).toBe(20);
    expect(tally[429]).toBe(30);
  });

  it('gives a found code its attempt back: only failures use the budget', async () => {
    const browser = patientBrowser(t.app, '10.98.0.1');
    for (let attempt = 0; attempt < 9; attempt++)
      expect((await browser.useCode('ZZZZZZ')).statusCode).toBe(404);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await browser.useCode('BRS-PMP')).statusCode).toBe(200);
    expect((await browser.useCode('ZZZZZZ')).statusCode).toBe(404);
    expect((await browser.useCode('BRS-PMP')).statusCode).toBe(429);
  });

  it('sweeps the counters of ended windows, so no address is kept past its window', async () => {
    const browser = patientBrowser(t.app, '10.97.0.1');
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await browser.useCode('ZZZZZZ')).statusCode).toBe(404);
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await t.context.db.insert(lookupThrottleCounters).values([
      { scope: 'referral_code', key: 'ip:10.97.0.2', windowStartedAt: ago(180), attempts: 10 },
      { scope: 'fulfillment_number', key: 'ip:10.97.0.3', windowStartedAt: ago(61), attempts: 20 },
      { scope: 'prescription_code_mail', key: 'ip:10.97.0.4', windowStartedAt: ago(30), attempts: 2 },
    ]);
    const { handlers, periodic } = scheduledWork(t.context.config, localSmsSender);
    const sweep = handlers[THROTTLE_SWEEP_JOB];
    expect(sweep).toBeDefined();
    await runDueJobs({
      db: t.context.db,
      handlers: { [THROTTLE_SWEEP_JOB]: sweep! },
      periodic: periodic.filter((job) => job.kind === THROTTLE_SWEEP_JOB),
      now: () => now,
    });
    const left = await t.context.db
      .select({ key: lookupThrottleCounters.key, attempts: lookupThrottleCounters.attempts })
      .from(lookupThrottleCounters)
      .where(like(lookupThrottleCounters.key, 'ip:10.97.%'));
    expect(left.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'ip:10.97.0.1', attempts: 3 },
      { key: 'ip:10.97.0.4', attempts: 2 },
    ]);
  });
});

describe('a cookie-less read stores no patient session (issue 12 item 11)', () => {
  const t = useTestApp();
  const sessionRows = async () =>
    (await t.database.db.select({ n: count() }).from(patientSessions))[0]?.n ?? 0;

  it('answers reads as an empty session and stores it on the first write, under the id it answered', async () => {
    const before = await sessionRows();
    const browser = patientBrowser(t.app);
    const me = await browser.get('/api/patient_sessions/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ consultation: null, cart_uuid: null, insurance_status_uuid: null });
    const [variant] = (await browser.get('/api/product_variants')).json() as Array<{ uuid: string }>;
    expect((await browser.get(`/api/product_variants/${variant?.uuid}`)).statusCode).toBe(200);
    for (let call = 0; call < 5; call++) {
      await t.app.inject({ url: '/api/patient_sessions/me' });
      await t.app.inject({ url: '/api/product_variants' });
    }
    expect(await sessionRows()).toBe(before);
    expect((await browser.get('/api/patient_sessions/me')).json().session_id).toBe(me.json().session_id);
    expect((await browser.useCode('NOTACODE')).statusCode).toBe(404);
    expect(await sessionRows()).toBe(before);

    const saved = await browser.put('/api/patients/update', { patient: { eligible_for_machine: true } });
    expect(saved.statusCode).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    const after = (await browser.get('/api/patient_sessions/me')).json();
    expect(after).toMatchObject({ session_id: me.json().session_id, eligible_for_machine: true });
  });

  it('stores nothing for cookie-less reads of the cart, the insurance status and an order', async () => {
    const before = await sessionRows();
    const cartCount = async () => (await t.database.db.select({ n: count() }).from(carts))[0]?.n ?? 0;
    const cartsBefore = await cartCount();
    const cart = await t.app.inject({ url: '/api/carts/me' });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ cart_items: [], is_free: false });
    expect((await t.app.inject({ url: '/api/insurance_statuses/me' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/orders/NOSUCHORDER1' })).statusCode).toBe(404);
    expect(await sessionRows()).toBe(before);
    expect(await cartCount()).toBe(cartsBefore);
  });

  it('stores one row when a new browser writes twice at once', async () => {
    const before = await sessionRows();
    const browser = patientBrowser(t.app);
    await browser.get('/api/patient_sessions/me');
    const writes = await Promise.all(
      Array.from({ length: 8 }, () =>
        browser.put('/api/patients/update', { patient: { eligible_for_machine: false } }),
      ),
    );
    expect(writes.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    expect(await sessionRows()).toBe(before + 1);
  });

  it('refuses an empty patient update with a 400, not a 500 (issue 12 item 10)', async () => {
    const browser = patientBrowser(t.app);
    for (const patient of [{}, { unknown_field: 1 }]) {
      const reply = await browser.put('/api/patients/update', { patient });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatch(/^patient: Nothing to update/);
    }
    const year0 = await browser.put('/api/patients/update', {
      patient: { estimated_due_date: '0000-01-31' },
    });
    expect(year0.statusCode).toBe(400);
    expect(year0.json().error).toBe('patient.estimated_due_date: Must be a valid date');
  });
});

describe('a page load gives a new browser the session its first calls share', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'dme-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const t = useTestApp({ WEB_DIST_DIR: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const sessionRows = async () =>
    (await t.database.db.select({ n: count() }).from(patientSessions))[0]?.n ?? 0;

  it('sets the cookie on a first page load only, and stores no row for it', async () => {
    const before = await sessionRows();
    const browser = patientBrowser(t.app);
    const first = await browser.get('/resupply?token=abc');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.cookies).toEqual([
      expect.objectContaining({ name: 'session_id', path: '/', httpOnly: true, sameSite: 'Lax' }),
    ]);
    const again = await browser.get('/shop?code=BRS-PMP');
    expect(again.cookies).toEqual([]);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(await sessionRows()).toBe(before);
  });

  // The resupply link reads the session and reorders at once: before, each cookie-less call answered
  // a token of its own, and the browser kept whichever reply came last, perhaps the empty session.
  it("keeps the page's side-by-side first read and write on one session", async () => {
    const browser = patientBrowser(t.app);
    await browser.get('/resupply?token=abc');
    const [me, saved, cart] = await Promise.all([
      browser.get('/api/patient_sessions/me'),
      browser.put('/api/patients/update', { patient: { eligible_for_machine: true } }),
      browser.get('/api/carts/me'),
    ]);
    for (const reply of [me, saved, cart]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.cookies).toEqual([]);
    }
    const after = await browser.get('/api/patient_sessions/me');
    expect(after.json()).toMatchObject({ session_id: me.json().session_id, eligible_for_machine: true });
  });
});
