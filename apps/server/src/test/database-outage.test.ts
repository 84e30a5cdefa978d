import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualEntryCardReader } from '../adapters/card-reader/local';
import { simulatedPayer } from '../adapters/eligibility/simulated';
import type { MailTransport } from '../adapters/mail/index';
import { createLocalPayments } from '../adapters/payments/local';
import { createBlobStorage } from '../adapters/storage/index';
import { type App, buildApp } from '../app';
import { connectPostgres, type DatabaseHandle } from '../db/client';
import { jobs, outboxMessages } from '../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { enqueueJobs, startJobRunner } from '../features/jobs/jobs.runner';
import { startMailDispatcher } from '../features/mail/mail.service';
import { RETRY_AFTER_SECONDS } from '../plugins/errors';
import { type AuthHeaders, signInAs } from './auth-helpers';
import { cuttableProxy } from './cuttable-proxy';
import { withDatabaseName } from './database-names';
import { captureLog } from './log-capture';
import { patientBrowser } from './patient-session-helpers';
import { itOnPostgres } from './races';
import { registeredRoutes } from './route-table';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-database';

/*
 * Issue 47 item 3: the database taken away after start-up. On PostgreSQL (TEST_DATABASE_URL) the
 * app reaches its own test database through a TCP proxy the test cuts, stalls and restores, and an
 * administrator's pg_terminate_backend ends its backends under a request; on PGlite the embedded
 * instance is closed. Every route that needs the database answers 503 with Retry-After, never 500;
 * routes that answer from the process's cache keep answering; the mail dispatcher and the job runner
 * live through it and, on PostgreSQL, catch up once the database is back.
 */

const CONNECT_TIMEOUT_MS = 400;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Contact details a patient types: none of them may reach a log line. */
const PATIENT = {
  email: 'outage.patient@example.com',
  phoneNumber: '(213) 555-0147',
  fullName: 'Wilhelmina Outagetest',
  memberId: 'OUTAGEMBR7731',
};

const waitFor = async (condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** A caller address per request, so the routes' own rate limits never answer instead of the database. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.47.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

function expectUnavailable(reply: LightMyRequestResponse, what: string) {
  expect(reply.statusCode, `${what}: ${reply.body}`).toBe(503);
  expect(reply.headers['retry-after'], what).toBe(String(RETRY_AFTER_SECONDS));
  expect(reply.json(), what).toEqual({ type: SERVICE_UNAVAILABLE.type, error: SERVICE_UNAVAILABLE.message });
}

/** A concrete URL for a route pattern: params filled with a well-formed id. */
const concreteUrl = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z]+/g, '6f1c8e2a-3b4d-4c5e-8f90-a1b2c3d4e5f6')
    .replace(/\*$/, pattern === '/*' ? 'providers' : '/');

describe('a database outage after start-up answers 503 with Retry-After (issue 47 item 3)', () => {
  const log = captureLog();
  let direct: DatabaseHandle;
  let database: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>> | undefined;
  let app: App;
  let storageDir: string;
  let webDir: string;
  let provider: AuthHeaders;
  let patient: ReturnType<typeof patientBrowser>;
  let cachedCatalogue: string;
  let isCut = false;
  const stops: Array<() => void> = [];

  // The sweeps, as server.ts starts them: a mail transport whose first send waits for the test (the
  // dispatcher then holds a connection in its transaction while the database goes away), and a job
  // runner on a clock the test moves.
  const sent: string[] = [];
  let releaseSend: () => void = () => {};
  let holdNextSend = onPostgres;
  let sendIsHeld = false;
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      sent.push(mail.to);
      if (!holdNextSend) return;
      holdNextSend = false;
      sendIsHeld = true;
      await new Promise<void>((release) => {
        releaseSend = release;
      });
    },
  };
  let clock = Date.now();
  let probeRuns = 0;

  const signIn = (email: string = DEMO_EMAILS.provider) =>
    app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: nextAddress(),
    });

  const cutTheDatabase = async () => {
    isCut = true;
    if (proxy) await proxy.cut();
    else await database.close();
  };

  beforeAll(async () => {
    direct = await createTestDatabase();
    const url = process.env.TEST_DATABASE_URL;
    if (url && direct.driver === 'postgres') {
      const { rows } = (await direct.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const target = new URL(url);
      proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      database = connectPostgres(proxy.urlFor(withDatabaseName(url, rows[0]?.name ?? '')), 5, {
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      });
    } else {
      database = direct;
    }
    storageDir = mkdtempSync(join(tmpdir(), 'dme-storage-'));
    // A built web app of one page: pages and assets are files, served without the database.
    webDir = mkdtempSync(join(tmpdir(), 'dme-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("app")');
    const config = testConfig({ STORAGE_DIR: storageDir, WEB_DIST_DIR: webDir, LOG_LEVEL: 'info' });
    const { storage, local } = createBlobStorage(config);
    app = await buildApp(
      {
        config,
        db: database.db,
        storage,
        localStorage: local,
        eligibility: simulatedPayer,
        cardReader: manualEntryCardReader,
        payments: createLocalPayments(config.PUBLIC_URL),
      },
      { logStream: log.stream },
    );
  });

  afterAll(async () => {
    for (const stop of stops) stop();
    releaseSend();
    await app?.close();
    if (database !== direct) await database?.close();
    else if (!isCut) await database?.close();
    await proxy?.close();
    if (direct !== database) await direct?.close();
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers as usual while the database is there', async () => {
    provider = (await signInAs(app, database.db, DEMO_EMAILS.provider)).headers;
    patient = patientBrowser(app, nextAddress());
    expect((await patient.useCode('BRS-PMP')).statusCode).toBe(200);
    // A first, cookie-less catalogue read (a crawler, a link preview) fills the process's cache.
    const catalogue = await app.inject({ method: 'GET', url: '/api/product_variants' });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().length).toBeGreaterThan(0);
    cachedCatalogue = catalogue.body;
  });

  itOnPostgres(
    'answers 503 when an administrator ends the backend under a request (57P01), then recovers',
    async () => {
      const directUrl = proxy
        ? withDatabaseName(process.env.TEST_DATABASE_URL ?? '', await nameOf(direct))
        : '';
      const admin = new pg.Client({ connectionString: directUrl });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query('lock table users in access exclusive mode');
        const pending = signIn();
        const waitingOnLock = async () => {
          const { rows } = await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          );
          return (rows[0]?.n ?? 0) > 0;
        };
        await waitFor(waitingOnLock, 'the sign-in to wait on the lock');
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
        );
        expectUnavailable(await pending, 'sign-in whose backend was terminated');
        await admin.query('rollback');
      } finally {
        await admin.end();
      }
      expect(log.parsed().some((line) => line.unavailable === '57P01 admin_shutdown')).toBe(true);
      // The pool drops the dead connections and opens new ones: the next request is answered.
      const again = await signIn();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ otp: 'prompt' });
    },
  );

  itOnPostgres(
    'answers 503 within the connect timeout when the database stops answering, then recovers',
    async () => {
      proxy?.stall();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      expectUnavailable(await signIn(), 'sign-in while the database hangs');
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS * 5);
      expect(
        log
          .parsed()
          .some((line) => line.unavailable === 'connect timeout' || line.unavailable === 'pool timeout'),
      ).toBe(true);
      await proxy?.restore();
      expect((await signIn()).statusCode).toBe(200);
    },
  );

  it('keeps the mail dispatcher and the job runner alive when the database goes away', async () => {
    await enqueueJobs(database.db, [{ kind: 'outage-probe', runAt: new Date(clock + 86_400_000) }]);
    const pendingMail = await database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'));
    expect(pendingMail.length).toBeGreaterThan(0);
    stops.push(
      startMailDispatcher({
        db: database.db,
        transport,
        from: 'test@carelane.test',
        intervalMs: 40,
        log: app.log,
      }),
      startJobRunner({
        db: database.db,
        handlers: {
          'outage-probe': async () => {
            probeRuns += 1;
          },
        },
        now: () => new Date(clock),
        intervalMs: 40,
        log: app.log,
      }),
    );
    // On PostgreSQL the database goes while the dispatcher's transaction holds its connection.
    if (onPostgres) await waitFor(() => sendIsHeld, 'the dispatcher to start sending');
    await cutTheDatabase();
    clock += 2 * 86_400_000;
    releaseSend();
    const paused = (what: string) =>
      log.parsed().filter((line) => line.msg === `${what} paused: the database is unavailable; retrying`);
    await waitFor(
      () => paused('mail dispatch').length > 0 && paused('job run').length > 0,
      'both sweeps to pause',
    );
    // Several more ticks fail: each loop says so once, not once per tick, and never as a failure.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(paused('mail dispatch')).toHaveLength(1);
    expect(paused('job run')).toHaveLength(1);
    expect(log.parsed().filter((line) => /^(mail dispatch|job run) failed$/.test(String(line.msg)))).toEqual(
      [],
    );
    expect(probeRuns).toBe(0);
  });

  it('answers sign-in, the referral-code look-up and the contact request 503, never 500', async () => {
    expectUnavailable(await signIn(), 'sign-in');
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        payload: { email: DEMO_EMAILS.provider, password: DEMO_PASSWORD, otp_attempt: '123456' },
        remoteAddress: nextAddress(),
      }),
      'sign-in with a one-time code',
    );
    const stranger = patientBrowser(app, nextAddress());
    expectUnavailable(await stranger.useCode('BRS-PMP'), 'referral look-up of a new browser');
    expectUnavailable(await patient.useCode('CPA-PAP'), 'referral look-up of a known session');
    expectUnavailable(
      await patientBrowser(app, nextAddress()).post('/api/patients/contact_request', {
        patient: {
          email: PATIENT.email,
          phone_number: PATIENT.phoneNumber,
          full_name: PATIENT.fullName,
          member_id: PATIENT.memberId,
          insurance_carrier_name: 'Tiny Health Co',
        },
      }),
      'contact request',
    );
  });

  it('answers the other routes that need the database 503 too', async () => {
    const checks: Array<[string, Promise<LightMyRequestResponse>]> = [
      ['the session', patient.get('/api/patient_sessions/me')],
      ['the cart', patient.get('/api/carts/me')],
      ['the catalogue of a known session', patient.get('/api/product_variants')],
      ['the verticals', app.inject({ method: 'GET', url: '/api/product_verticals' })],
      ['insurance carriers', app.inject({ method: 'GET', url: '/api/insurance_carriers' })],
      ['the work-order list', app.inject({ method: 'GET', url: '/api/consultations', headers: provider })],
      ['sign-out', app.inject({ method: 'GET', url: '/auth/sign_out', headers: provider })],
      [
        'password recovery',
        app.inject({
          method: 'POST',
          url: '/auth/password',
          payload: { email: DEMO_EMAILS.provider, redirect_url: 'http://localhost:3000/auth/password_reset' },
          remoteAddress: nextAddress(),
        }),
      ],
      [
        'a support request',
        app.inject({
          method: 'POST',
          url: '/api/support_requests',
          payload: {
            name: PATIENT.fullName,
            email: PATIENT.email,
            subject: 'My order',
            description: 'Help, please',
          },
          remoteAddress: nextAddress(),
        }),
      ],
    ];
    for (const [what, reply] of checks) {
      const answered = await reply;
      // A 400 here would mean the request itself was refused before it met the database.
      expect(answered.statusCode, `${what}: ${answered.body}`).not.toBe(400);
      expectUnavailable(answered, what);
    }
  });

  it('keeps answering what needs no database: cached catalogue pages, the web app, the API docs', async () => {
    const catalogue = await app.inject({ method: 'GET', url: '/api/product_variants' });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.body).toBe(cachedCatalogue);
    for (const url of ['/', '/providers/signin', '/assets/app.js', '/api/docs/json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', database: 'down' });
  });

  it('answers no route of the table 500: signed in, every one is 503; anonymous, 503 or its own 4xx', async () => {
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThan(60);
    const answeredWithoutDatabase: string[] = [];
    for (const route of routes) {
      const [method, pattern = ''] = route.split(' ') as ['GET', string];
      const url = concreteUrl(pattern);
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
      const signedIn = await app.inject({
        method,
        url,
        headers: provider,
        remoteAddress: nextAddress(),
        ...body,
      });
      // Every route, the health check too: the sign-in headers are checked before any route runs.
      expectUnavailable(signedIn, `${route} signed in`);

      const anonymous = await app.inject({ method, url, remoteAddress: nextAddress(), ...body });
      const isAnsweredWell = anonymous.statusCode < 500 || anonymous.statusCode === 503;
      expect(isAnsweredWell, `${route} answered ${anonymous.statusCode}: ${anonymous.body}`).toBe(true);
      if (anonymous.statusCode === 503 && route !== 'GET /api/health')
        expect(anonymous.headers['retry-after'], route).toBe(String(RETRY_AFTER_SECONDS));
      if (anonymous.statusCode < 400) answeredWithoutDatabase.push(route);
    }
    // What answers at all without the database: the web app's files, the documentation, a cached
    // catalogue page, and a browser's first read of its session, cart and delivery ZIP, which have
    // no row yet (a read never stores a session) and so are answered empty from nothing; the EHR
    // standards' discovery documents and CORS preflights, and a SMART callback without a state
    // (sent to the page that says the launch is no longer open).
    expect(answeredWithoutDatabase.sort()).toEqual(
      [
        'GET /api/carts/me',
        'GET /api/delivery_estimate',
        'GET /api/docs',
        'GET /api/docs*',
        'GET /api/docs/json',
        'GET /api/docs/static/index.html',
        'GET /api/docs/static/swagger-initializer.js',
        'GET /api/docs/yaml',
        'GET /api/patient_sessions/me',
        'GET /api/product_variants',
        'GET /assets/app.js',
        'GET /cds-services',
        'GET /fhir/.well-known/smart-configuration',
        'GET /fhir/metadata',
        'GET /index.html',
        'GET /smart/callback',
        'OPTIONS /cds-services',
        'OPTIONS /cds-services/order-select',
        'OPTIONS /cds-services/order-sign',
      ].sort(),
    );
  });

  it('logs the outage without the SQL, its parameters or anything a person typed', () => {
    const unavailable = log
      .parsed()
      .filter((line) => line.msg === 'database or network unavailable; answered 503');
    expect(unavailable.length).toBeGreaterThan(10);
    for (const line of unavailable) {
      expect(typeof line.unavailable).toBe('string');
      expect(line.route).toEqual(expect.any(String));
    }
    const everything = log.lines.join('\n');
    for (const value of [
      ...Object.values(PATIENT),
      '555-0147',
      'BRS-PMP',
      'CPA-PAP',
      'select ',
      DEMO_PASSWORD,
    ])
      expect(everything).not.toContain(value);
    expect(log.parsed().filter((line) => line.statusCode === 500)).toEqual([]);
  });

  itOnPostgres(
    'catches up once the database is back: the held mail is sent again, the due job runs',
    async () => {
      await proxy?.restore();
      const [held] = sent;
      await waitFor(() => probeRuns === 1, 'the due job to run');
      await waitFor(async () => {
        const pending = await database.db
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(eq(outboxMessages.status, 'pending'));
        return pending.length === 0;
      }, 'the outbox to drain');
      // The send whose transaction the outage rolled back is sent again: at least once, never lost.
      expect(sent.filter((to) => to === held).length).toBeGreaterThanOrEqual(2);
      // The job's run is counted as it starts; its row says done once the runner has recorded it.
      await waitFor(async () => {
        const [probe] = await database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(eq(jobs.kind, 'outage-probe'));
        return probe?.status === 'done';
      }, 'the due job to be recorded done');
      const resumed = log
        .parsed()
        .filter((line) => String(line.msg).endsWith('resumed: the database answers again'));
      expect(resumed.length).toBe(2);
      expect((await signIn()).statusCode).toBe(200);
    },
  );
});

async function nameOf(handle: DatabaseHandle) {
  const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return rows[0]?.name ?? '';
}
