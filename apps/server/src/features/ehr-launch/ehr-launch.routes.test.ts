import type { DemoEhr } from '@dme/demo-ehr';
import { CLIENT, PRODUCT_URL, signInToScreen, startTestEhr, TestBrowser } from '@dme/demo-ehr/test-support';
import { EHR_PROVIDER_ORDERS_FROM_EHR } from '@dme/shared/ehr/launch';
import { camelKeys } from '@dme/shared/wire/case';
import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmartClient } from '../../adapters/ehr/smart-client';
import { localSmsSender } from '../../adapters/sms/local';
import type { Config } from '../../config';
import { auditLogs, consultations } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs, signInAsNewProvider } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { cpapOrder } from '../../test/work-order-fixtures';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';
import { ehrWriteBackHandler } from './write-back';

// The product as the demo EHR knows it (its one registered redirect URI is under PRODUCT_URL).
const settings: Partial<Config> = { PUBLIC_URL: PRODUCT_URL, DEMO_EHR_ENABLED: false };
let ehr: DemoEhr;
beforeAll(async () => {
  ehr = await startTestEhr();
  settings.EHR_CONNECTIONS = JSON.stringify([
    {
      name: 'Demo EHR',
      iss: ehr.fhirBaseUrl,
      ...CLIENT,
      backendClientId: 'demo-ehr-backend',
      jwksUrl: `${ehr.url}/jwks`,
    },
  ]);
});
const t = useTestApp(settings);
afterAll(() => ehr?.close());

interface Launched {
  /** The EHR's browser, signed in to its screen. */
  browser: TestBrowser;
  /** The product's launch cookie in this browser. */
  cookie: string;
  /** Where the EHR's authorization server sent the browser back to the product. */
  callback: string;
}

/** A clinician presses "Launch Carelane" on a chart; the product and the EHR's server do the rest. */
async function launchFromChart(patientId: string, practitioner = 'daniel-reyes'): Promise<Launched> {
  const browser = new TestBrowser();
  const csrf = await signInToScreen(browser, ehr, practitioner);
  const pressed = await browser.post(`${ehr.url}/patients/${patientId}/launch`, { csrf });
  const appLaunch = new URL(pressed.headers.get('location') ?? '');
  expect(appLaunch.pathname).toBe('/smart/launch');
  const started = await t.app.inject({ method: 'GET', url: `${appLaunch.pathname}${appLaunch.search}` });
  expect(started.statusCode).toBe(302);
  const authorize = new URL(String(started.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('aud')).toBe(ehr.fhirBaseUrl);
  const cookie = started.cookies.find((each) => each.name === 'ehr_launch')?.value ?? '';
  const back = await browser.follow(authorize.href);
  const callback = new URL(back.url);
  return { browser, cookie, callback: `${callback.pathname}${callback.search}` };
}

const callBack = (launched: Launched, cookie: string | null = launched.cookie) =>
  t.app.inject({ method: 'GET', url: launched.callback, cookies: cookie ? { ehr_launch: cookie } : {} });

/** The product's answer to a callback: the signed-in provider's credentials and the form it opens. */
function signedInFrom(location: string) {
  const url = new URL(location, PRODUCT_URL);
  expect(url.pathname).toBe('/providers/signin');
  const userData = camelKeys(
    JSON.parse(Buffer.from(url.searchParams.get('user_data') ?? '', 'base64url').toString()),
  ) as {
    accessToken: string;
    client: string;
    uid: string;
  };
  const form = new URL(url.searchParams.get('return_to') ?? '', PRODUCT_URL);
  expect(form.pathname).toBe('/work_orders/new');
  return {
    headers: {
      'access-token': userData.accessToken,
      client: userData.client,
      uid: userData.uid,
    } as AuthHeaders,
    launchId: form.searchParams.get('ehr_launch') ?? '',
  };
}

const problemOf = (location: unknown) => new URL(String(location), PRODUCT_URL).searchParams.get('problem');

describe('SMART App Launch from the demo EHR (issue 49)', () => {
  it('signs the clinician in by NPI, pre-fills the work order from the chart, and takes it once', async () => {
    const launched = await launchFromChart('harold-bennett');
    const done = await callBack(launched);
    expect(done.statusCode).toBe(302);
    const { headers, launchId } = signedInFrom(String(done.headers.location));

    const prefill = await t.app.inject({ method: 'GET', url: `/api/ehr_launches/${launchId}`, headers });
    expect(prefill.statusCode).toBe(200);
    const { prefill: chart, writes_back } = prefill.json();
    expect(writes_back).toBe(true);
    expect(chart.patient_name.value).toBe('Harold James Bennett');
    expect(chart.practitioner.value.npi).toBe('1003000126');
    expect(chart.evidence.ahi_or_rdi.value).toBe(31.4);
    expect(chart.diagnoses.map((d: { value: { code: string } }) => d.value.code)).toContain('G47.33');

    const order = cpapOrder({ referral_code: 'EHR-KMA', ehr_launch_id: launchId });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers,
      payload: { consultation: order },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.context.db
      .select({ issuer: consultations.ehrIssuer, patient: consultations.ehrPatientId })
      .from(consultations)
      .where(eq(consultations.id, created.json().uuid));
    expect(row).toEqual({ issuer: ehr.fhirBaseUrl, patient: 'harold-bennett' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/consultations/${created.json().uuid}`,
      headers,
    });
    expect(page.json().from_ehr).toEqual({ name: 'Demo EHR' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers,
      payload: { consultation: { ...order, referral_code: 'EHR-KMB' } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WORK_ORDER_ERRORS.ehrLaunchUsed);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ehr_launches/${launchId}`, headers })).statusCode,
    ).toBe(404);

    // The EHR granted the write scope: the signed order is written back to the chart, once.
    const work = { db: t.context.db, ...scheduledWork(t.context.config, localSmsSender) };
    await runDueJobs(work);
    await runDueJobs(work);
    const writes = await t.context.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'ehr_write_back.written'), eq(auditLogs.subjectId, created.json().uuid)),
      );
    expect(writes).toHaveLength(1);
    const details = writes[0]?.details as
      | { deviceRequests?: string[]; documentReferences?: string[] }
      | undefined;
    expect(details?.deviceRequests).toHaveLength(2);
    expect(details?.documentReferences).toEqual([expect.stringMatching(/.+/)]);
    // Written again (a retry after a partial write), the EHR's conditional create adds nothing.
    await t.context.db.transaction((tx) =>
      ehrWriteBackHandler(t.context.config, createSmartClient({ allowHttp: true }))(
        tx,
        { consultationId: created.json().uuid },
        new Date(),
      ),
    );
    const chartPage = await (await launched.browser.request(`${ehr.url}/patients/harold-bennett`)).text();
    const ordersSection = chartPage.slice(
      chartPage.indexOf('id="orders"'),
      chartPage.indexOf('id="carelane-orders"'),
    );
    expect(ordersSection.match(/E0601/g)).toHaveLength(1);
    expect(ordersSection.match(/A7030/g)).toHaveLength(1);
    // The fixture order carries no sleep study: its verdict, written on the order, says so.
    expect(ordersSection).toMatch(/Coverage depends on more information/);
  });

  it('makes one work order of a launch however many are sent at once', async () => {
    const { headers, launchId } = signedInFrom(
      String((await callBack(await launchFromChart('harold-bennett'))).headers.location),
    );
    const replies = await Promise.all(
      ['EHR-RCA', 'EHR-RCB', 'EHR-RCC'].map((code) =>
        t.app.inject({
          method: 'POST',
          url: '/api/consultations',
          headers,
          payload: { consultation: cpapOrder({ referral_code: code, ehr_launch_id: launchId }) },
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('opens nothing for a callback replayed, or carried to another browser', async () => {
    const launched = await launchFromChart('linda-park');
    expect(problemOf((await callBack(launched, null)).headers.location)).toBe('other_browser');
    // The state was claimed by that first callback: the right browser cannot use it after.
    expect(problemOf((await callBack(launched)).headers.location)).toBe('expired');

    const second = await launchFromChart('linda-park');
    expect((await callBack(second)).headers.location).toMatch(/^\/providers\/signin/);
    expect(problemOf((await callBack(second)).headers.location)).toBe('expired');
  });

  it('refuses an EHR it is not connected to, before sending the browser anywhere', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/smart/launch?iss=https://evil.example/fhir&launch=abc',
    });
    expect(reply.statusCode).toBe(302);
    expect(problemOf(reply.headers.location)).toBe('unknown_ehr');
    expect(reply.cookies.find((each) => each.name === 'ehr_launch')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/smart/launch' })).statusCode).toBe(400);
  });

  it('says so when the EHR’s clinician has no provider account with that NPI', async () => {
    const launched = await launchFromChart('harold-bennett', 'elena-vasquez');
    expect(problemOf((await callBack(launched)).headers.location)).toBe('no_account');
  });

  it('shows a launch to the provider it signed in only', async () => {
    const { launchId } = signedInFrom(
      String((await callBack(await launchFromChart('aisha-rahman'))).headers.location),
    );
    const url = `/api/ehr_launches/${launchId}`;
    const other = await signInAsNewProvider(t.app, t.context.db, 'launch.other@example.com', '1952000036');
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    for (const email of [DEMO_EMAILS.supplier, DEMO_EMAILS.patient]) {
      const { headers } = await signInAs(t.app, t.context.db, email);
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Nor can another provider sign a work order from it.
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: other.headers,
      payload: { consultation: cpapOrder({ referral_code: 'EHR-KMC', ehr_launch_id: launchId }) },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses an EHR provider’s order typed by hand, pointing to the launch', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers,
      payload: { consultation: cpapOrder({ referral_code: 'EHR-KMD' }) },
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json().error).toBe(EHR_PROVIDER_ORDERS_FROM_EHR);
  });
});

describe('GET /api/ehr_connections', () => {
  it('names the connected EHRs to providers only', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider);
    const reply = await t.app.inject({ method: 'GET', url: '/api/ehr_connections', headers });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().connections).toEqual([{ name: 'Demo EHR', iss: ehr.fhirBaseUrl, app_url: null }]);
    for (const email of [DEMO_EMAILS.supplier, DEMO_EMAILS.patient]) {
      const other = await signInAs(t.app, t.context.db, email);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/ehr_connections', headers: other.headers }))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ehr_connections' })).statusCode).toBe(401);
  });
});
