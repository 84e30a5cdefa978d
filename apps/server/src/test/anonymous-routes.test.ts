import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalPayments } from '../adapters/payments/local';
import { createStripePayments } from '../adapters/payments/stripe';
import {
  attachments,
  authTokens,
  consultations,
  fulfillments,
  orders,
  patientSessions,
  trustedDevices,
} from '../db/schema/index';
import { DEMO_EMAILS } from '../db/seed/demo-accounts';
import { SESSION_COOKIE, TRUSTED_DEVICE_COOKIE } from '../lib/cookies';
import { unauthenticated } from '../lib/domain-error';
import { sha256 } from '../lib/secure-token';
import { type AuthHeaders, signInAs } from './auth-helpers';
import { patientBrowser } from './patient-session-helpers';
import { registeredRoutes } from './route-table';
import { useTestApp } from './test-app';
import { uploadBlob } from './upload-helpers';

/**
 * Request validation runs before a route's handler, so a route behind sign-in answers a stranger's
 * empty body 400 and hides its 401. While the route table is walked, the zod validator lets every
 * input through, so each handler itself meets a caller without credentials; the other tests here
 * validate as the app does.
 */
const validation = vi.hoisted(() => ({ skipped: false }));
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const zodProvider = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...zodProvider,
    validatorCompiler: (route: Parameters<typeof zodProvider.validatorCompiler>[0]) => {
      const validate = zodProvider.validatorCompiler(route);
      return (data: unknown) => (validation.skipped ? { value: data } : validate(data));
    },
  };
});

const SECURITY_DOC = new URL('../../../../docs/security.md', import.meta.url);
const ROUTE_IN_CELL = /`((?:GET|POST|PUT|PATCH|DELETE|OPTIONS) \/[^`]*)`/g;

/** The routes named in the first column of docs/security.md's "Anonymous routes" table. */
function documentedAnonymousRoutes(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Anonymous routes\n'));
  if (!section) throw new Error('docs/security.md has no "## Anonymous routes" section');
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // The header row and the |---| row come first; cells split on pipes that are not escaped.
  return rows
    .slice(2)
    .flatMap((row) => [...(row.split(/(?<!\\)\|/)[1] ?? '').matchAll(ROUTE_IN_CELL)].map((m) => m[1] ?? ''));
}

const PUBLIC_URL = 'http://localhost:3000';
const SIGN_IN_REFUSAL = { error: unauthenticated().message };
const telnyxPublicKey = (
  generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }) as Buffer
)
  .subarray(12)
  .toString('base64');

describe("docs/security.md's anonymous routes are every route a stranger reaches (issue 45)", () => {
  // Every optional route registered: the fax relay, Telnyx, Twilio and the Stripe webhook beside
  // the local payment page.
  const t = useTestApp(
    {
      PUBLIC_URL,
      RATE_LIMIT_PER_MINUTE: 100_000,
      FAX_RELAY_SECRET: 'relay-secret-for-the-tests-0123456789',
      TELNYX_PUBLIC_KEY: telnyxPublicKey,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
      TWILIO_FROM: '+14155550100',
    },
    {
      payments: {
        ...createLocalPayments(PUBLIC_URL),
        webhook: createStripePayments({ secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused' }).webhook,
      },
    },
  );
  const roles = ['patient', 'provider', 'supplier', 'admin'] as const;
  const signedIn = {} as Record<(typeof roles)[number], AuthHeaders>;

  beforeAll(async () => {
    for (const role of roles)
      signedIn[role] = (await signInAs(t.app, t.context.db, DEMO_EMAILS[role])).headers;
  });

  let calls = 0;
  /** Calls a route as the table has it (`:param` → a made-up value), from an address of its own. */
  const call = (route: string, headers: Record<string, string> = {}) => {
    const [method, path = ''] = route.split(' ');
    calls += 1;
    return t.app.inject({
      method: method as 'GET',
      url: path.replace(/:\w+/g, 'X0').replace(/\*$/, 'X0'),
      headers,
      remoteAddress: `10.45.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
  };
  const isSignInRefusal = (reply: LightMyRequestResponse) =>
    reply.statusCode === 401 && reply.body === JSON.stringify(SIGN_IN_REFUSAL);

  /**
   * Behind sign-in: a stranger gets the sign-in 401, and some signed-in role gets past it. A route
   * that answers the 401 to every role too is guarded by a secret of its own (a webhook): anonymous.
   */
  async function isBehindSignIn(route: string) {
    if (!isSignInRefusal(await call(route))) return false;
    for (const role of roles) if (!isSignInRefusal(await call(route, signedIn[role]))) return true;
    return false;
  }

  it('lists every route that answers a caller without credentials, and no other', async () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(80);
    const anonymous: string[] = [];
    validation.skipped = true;
    try {
      for (const route of routes) if (!(await isBehindSignIn(route))) anonymous.push(route);
    } finally {
      validation.skipped = false;
    }
    const documented = documentedAnonymousRoutes(readFileSync(SECURITY_DOC, 'utf8'));
    expect(documented.length).toBeGreaterThan(40);
    expect(
      anonymous.filter((route) => !documented.includes(route)),
      'reachable without sign-in: give each a row in docs/security.md "Anonymous routes"',
    ).toEqual([]);
    expect(
      documented.filter((route) => !anonymous.includes(route)),
      'named in docs/security.md "Anonymous routes" but not registered, or behind sign-in',
    ).toEqual([]);
  });

  it('opens nothing from a number in a URL alone', async () => {
    const [order] = await t.context.db.select().from(orders).limit(1);
    const [fulfillment] = await t.context.db.select().from(fulfillments).limit(1);
    const [workOrder] = await t.context.db.select().from(consultations).limit(1);
    if (!order || !fulfillment || !workOrder) throw new Error('the demo data holds no order');
    const stranger = patientBrowser(t.app, '10.45.99.1');

    for (const reply of [
      await stranger.get(`/api/orders/${order.confirmationNumber}`),
      await stranger.put(`/api/orders/${order.confirmationNumber}`, { order: { assistance_required: true } }),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: ORDER_MESSAGES.invalidOrder });
    }
    const tracking = await stranger.get(`/api/fulfillments/${fulfillment.confirmationNumber}`);
    expect(tracking.statusCode).toBe(404);
    expect(tracking.body).not.toContain(fulfillment.confirmationNumber);
    const workOrderPage = await stranger.get(`/api/consultations/${workOrder.id}`);
    expect(workOrderPage.statusCode).toBe(401);
    expect(workOrderPage.json()).toEqual(SIGN_IN_REFUSAL);
  });

  it('attaches nothing to a work order its browser has not opened', async () => {
    const [workOrder] = await t.context.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.referralCode, 'BRSPMP'));
    if (!workOrder) throw new Error('the demo data holds no BRS-PMP work order');
    const packetsOf = async () =>
      (await t.context.db.select().from(attachments).where(eq(attachments.consultationId, workOrder.id)))
        .length;
    const before = await packetsOf();

    const browser = patientBrowser(t.app, '10.45.99.2');
    await browser.get('/api/patient_sessions/me');
    const cookie = { cookie: `${SESSION_COOKIE}=${browser.cookies[SESSION_COOKIE]}` };
    const upload = async () =>
      (
        await uploadBlob(t.app, cookie, {
          filename: 'prescription.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
        })
      ).blobSignedId;
    const attach = async (blobSignedId: string) =>
      browser.post('/api/attachments/create_patient_packet', {
        blob_signed_ids: [blobSignedId],
        consultation_uuid: workOrder.id,
        packet_type: 'prescription',
      });

    const refused = await attach(await upload());
    expect(refused.statusCode).toBe(404);
    expect(await packetsOf()).toBe(before);

    // The same browser, once it has opened the work order with its code, attaches to it.
    await browser.useCode('BRS-PMP');
    expect((await attach(await upload())).statusCode).toBe(201);
    expect(await packetsOf()).toBe(before + 1);
  });

  it('keeps the cookies and tokens it hands out only as their SHA-256', async () => {
    const browser = patientBrowser(t.app, '10.45.99.3');
    await browser.useCode('BRS-PMP');
    const sessionToken = browser.cookies[SESSION_COOKIE] ?? '';
    const { headers, cookies } = await signInAs(t.app, t.context.db, DEMO_EMAILS.patient);
    const trustedDevice = cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE)?.value ?? '';
    const accessToken = headers['access-token'];
    expect(sessionToken.length).toBeGreaterThanOrEqual(32);
    expect(trustedDevice.length).toBeGreaterThanOrEqual(43);
    expect(accessToken.length).toBeGreaterThanOrEqual(43);

    const stored = {
      sessions: await t.context.db.select().from(patientSessions),
      tokens: await t.context.db.select().from(authTokens),
      devices: await t.context.db.select().from(trustedDevices),
    };
    expect(stored.sessions.map((row) => row.tokenHash)).toContain(sha256(sessionToken));
    expect(stored.tokens.map((row) => row.tokenHash)).toContain(sha256(accessToken));
    expect(stored.devices.map((row) => row.tokenHash)).toContain(sha256(trustedDevice));
    const everything = JSON.stringify(stored);
    for (const secret of [sessionToken, accessToken, trustedDevice]) expect(everything).not.toContain(secret);
  });
});
