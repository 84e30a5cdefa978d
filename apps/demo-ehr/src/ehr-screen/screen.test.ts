import type { Bundle, DeviceRequest, Patient } from '@medplum/fhirtypes';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  csrfOf,
  exchange,
  PRODUCT_SCOPES,
  PRODUCT_URL,
  productClient,
  signInToScreen,
  startTestEhr,
  TestBrowser,
} from '../demo-ehr.test-support';
import type { DemoEhr } from '../index';
import { CRD_COVERAGE_INFORMATION } from './coverage-information';

const SERVICE_URL = `${PRODUCT_URL}/cds-services/carelane-coverage`;

/** A CDS service written from CDS Hooks 2.0's shapes: discovery with prefetch templates, then cards and a system action. */
interface Call {
  url: string;
  authorization: string;
  body: Record<string, unknown> | null;
}
const calls: Call[] = [];
let answer: (request: Record<string, unknown>) => unknown;

async function fakeService(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (!url.includes('/cds-services')) return carelaneFhir(url, init);
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
  if (url.includes('/cds-services'))
    calls.push({ url, authorization: new Headers(init?.headers).get('authorization') ?? '', body });
  if (url === `${PRODUCT_URL}/cds-services`)
    return Response.json({
      services: [
        { hook: 'patient-view', id: 'other', description: 'Not this one' },
        {
          hook: 'order-select',
          id: 'carelane-coverage',
          title: 'Carelane coverage',
          description: 'Coverage of DME orders by the payer rules',
          prefetch: {
            patient: 'Patient/{{context.patientId}}',
            coverage: 'Coverage?patient={{context.patientId}}',
            observations: 'Observation?patient={{context.patientId}}&code=http://loinc.org|69990-0',
            oxygen: 'Observation?patient={{context.patientId}}&code=http://loinc.org|2703-7',
            user: '{{context.userId}}',
            encounter: 'Encounter/{{context.encounterId}}',
          },
        },
      ],
    });
  if (url === SERVICE_URL && body) return Response.json(answer(body));
  return new Response('not found', { status: 404 });
}

/** The product's FHIR API as SMART Backend Services shape it: discovery, the token endpoint, a DeviceRequest search. */
const TOKEN_URL = `${PRODUCT_URL}/fhir/auth/token`;
const tokenRequests: URLSearchParams[] = [];
function carelaneFhir(url: string, init?: RequestInit): Response {
  if (url === `${PRODUCT_URL}/fhir/.well-known/smart-configuration`)
    return Response.json({ token_endpoint: TOKEN_URL, grant_types_supported: ['client_credentials'] });
  if (url === TOKEN_URL) {
    tokenRequests.push(new URLSearchParams(String(init?.body)));
    return Response.json({
      access_token: 'carelane-token',
      token_type: 'bearer',
      expires_in: 300,
      scope: 'system/DeviceRequest.rs',
    });
  }
  if (url === `${PRODUCT_URL}/fhir/DeviceRequest?patient=harold-bennett`) {
    if (new Headers(init?.headers).get('authorization') !== 'Bearer carelane-token')
      return new Response(null, { status: 401 });
    return Response.json({
      resourceType: 'Bundle',
      type: 'searchset',
      entry: [
        {
          resource: {
            resourceType: 'DeviceRequest',
            id: 'wo-1-0',
            status: 'completed',
            intent: 'order',
            codeCodeableConcept: {
              coding: [{ system: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets', code: 'E0601' }],
              text: 'CPAP device',
            },
            subject: { reference: 'Patient/harold-bennett' },
            requester: { display: 'Daniel Reyes' },
            authoredOn: '2026-03-02',
            extension: [
              {
                url: CRD_COVERAGE_INFORMATION,
                extension: [
                  { url: 'covered', valueCode: 'covered' },
                  { url: 'pa-needed', valueCode: 'auth-needed' },
                ],
              },
            ],
          },
        },
      ],
    });
  }
  return new Response('not found', { status: 404 });
}

const draftOf = (request: Record<string, unknown>) =>
  ((request.context as { draftOrders: Bundle }).draftOrders.entry?.[0]?.resource ?? {}) as DeviceRequest;

const meetsAnswer = (request: Record<string, unknown>) => {
  const draft = draftOf(request);
  return {
    cards: [
      {
        summary: 'Meets LCD L33718',
        indicator: 'info',
        detail: 'AHI 31.4 by in-lab PSG',
        source: { label: 'Carelane coverage rules', url: 'https://carelane.test/rules' },
        links: [
          {
            label: 'Open the pre-filled work order',
            url: `${PRODUCT_URL}/smart/launch`,
            type: 'smart',
            appContext: 'order-select',
          },
          {
            label: 'Read LCD L33718',
            url: 'https://www.cms.gov/medicare-coverage-database',
            type: 'absolute',
          },
          { label: 'Elsewhere', url: 'https://attacker.example/launch', type: 'smart' },
        ],
      },
    ],
    systemActions: [
      {
        type: 'update',
        description: 'Coverage information',
        resource: {
          ...draft,
          status: 'active',
          extension: [
            {
              url: CRD_COVERAGE_INFORMATION,
              extension: [
                { url: 'covered', valueCode: 'covered' },
                { url: 'pa-needed', valueCode: 'no-auth' },
              ],
            },
          ],
        },
      },
    ],
  };
};

let ehr: DemoEhr;
beforeAll(async () => {
  ehr = await startTestEhr({ fetch: fakeService as typeof fetch });
});
afterAll(() => ehr.close());
beforeEach(() => {
  calls.length = 0;
  tokenRequests.length = 0;
  answer = meetsAnswer;
});

async function check(browser: TestBrowser, csrf: string, patientId: string, hcpcs = 'E0601') {
  const response = await browser.post(`${ehr.url}/patients/${patientId}/coverage-check`, { csrf, hcpcs });
  return { status: response.status, page: await response.text() };
}

describe('the EHR screen', () => {
  it('asks to sign in, then lists the demo patients with a launch button each', async () => {
    const browser = new TestBrowser();
    const signIn = await (await browser.request(`${ehr.url}/`)).text();
    expect(signIn).toContain('<label for="practitioner">Demo clinician</label>');
    expect(signIn).not.toContain('Bennett');
    const csrf = await signInToScreen(browser, ehr);
    const list = await (await browser.request(`${ehr.url}/`)).text();
    for (const name of [
      'Harold James Bennett',
      'Linda Park',
      'Robert Nguyen',
      'Dorothy Alvarez',
      'Aisha Rahman',
    ])
      expect(list).toContain(name);
    expect(list).toContain('Signed in as Dr. Daniel Reyes');
    expect(csrf).toMatch(/.{20,}/);
  });

  it('shows a chart: demographics, coverage, problems, observations and orders', async () => {
    const browser = new TestBrowser();
    await signInToScreen(browser, ehr);
    const chart = await (await browser.request(`${ehr.url}/patients/robert-nguyen`)).text();
    for (const text of [
      '(626) 555-0119',
      'UnitedHealthcare',
      'CLN-100-005',
      'ICD-10-CM G47.33',
      'LOINC 69990-0',
      'date not recorded',
      'No device orders yet.',
    ])
      expect(chart).toContain(text);
    expect(chart).toContain('<label for="hcpcs">Device to check</label>');
    expect(chart).toContain('Carelane answered 404; its orders are not shown.');
  });

  it('shows the orders Carelane holds, read with a SMART Backend Services token', async () => {
    const browser = new TestBrowser();
    await signInToScreen(browser, ehr);
    const chart = await (await browser.request(`${ehr.url}/patients/harold-bennett`)).text();
    expect(chart).toContain('Orders in Carelane');
    expect(chart).toContain('CPAP device');
    expect(chart).toContain('completed');
    expect(chart).toContain('Covered · prior authorization needed');
    const [request] = tokenRequests;
    expect(Object.fromEntries(request ?? [])).toMatchObject({
      grant_type: 'client_credentials',
      scope: 'system/DeviceRequest.rs',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    });
    const { payload, protectedHeader } = await jwtVerify(
      request?.get('client_assertion') ?? '',
      createRemoteJWKSet(new URL(`${ehr.url}/jwks`)),
      {
        issuer: 'demo-ehr-backend',
        subject: 'demo-ehr-backend',
        audience: TOKEN_URL,
      },
    );
    expect(protectedHeader).toMatchObject({ alg: 'ES384', typ: 'JWT' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(300);
    expect(payload.jti).toBeTruthy();
    // The token is used again while it lives.
    await browser.request(`${ehr.url}/patients/harold-bennett`);
    expect(tokenRequests).toHaveLength(1);
  });

  it('keeps the chart and its forms from a browser that is not signed in, or a form without its token', async () => {
    const browser = new TestBrowser();
    const chart = await browser.request(`${ehr.url}/patients/harold-bennett`);
    expect(chart.status).toBe(302);
    expect(await chart.text()).not.toContain('Bennett');
    const launch = await browser.post(`${ehr.url}/patients/harold-bennett/launch`, {});
    expect(launch.status).toBe(303);
    expect(launch.headers.get('location')).toBe('/');
    await signInToScreen(browser, ehr);
    const forged = await browser.post(`${ehr.url}/patients/harold-bennett/launch`, { csrf: 'forged' });
    expect(forged.status).toBe(403);
    expect((await browser.request(`${ehr.url}/patients/nobody`)).status).toBe(404);
  });

  it('answers bad input with a 4xx that says what went wrong', async () => {
    const expired = await fetch(`${ehr.url}/interaction/no-such-interaction`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('That did not work');
    const json = await fetch(`${ehr.url}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const huge = await fetch(`${ehr.url}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `practitioner=${'x'.repeat(20_000)}`,
    });
    expect(huge.status).toBe(413);
    const fhir = await fetch(`${ehr.fhirBaseUrl}/DeviceRequest`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(fhir.status).toBe(401);
  });

  it('launches only Carelane', async () => {
    const browser = new TestBrowser();
    const csrf = await signInToScreen(browser, ehr);
    const elsewhere = await browser.post(`${ehr.url}/patients/harold-bennett/launch`, {
      csrf,
      app: 'https://attacker.example/launch',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
  });
});

describe('Check coverage in Carelane (CDS Hooks order-select)', () => {
  it('calls the discovered service with a draft DeviceRequest, the prefetch it asks, and shows its cards', async () => {
    const browser = new TestBrowser();
    const csrf = await signInToScreen(browser, ehr);
    const { status, page } = await check(browser, csrf, 'harold-bennett');
    expect(status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([`${PRODUCT_URL}/cds-services`, SERVICE_URL]);
    const request = calls[1]?.body ?? {};
    expect(request).toMatchObject({
      hook: 'order-select',
      hookInstance: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fhirServer: ehr.fhirBaseUrl,
      context: { userId: 'Practitioner/daniel-reyes', patientId: 'harold-bennett' },
    });
    const draft = draftOf(request);
    expect(draft).toMatchObject({
      resourceType: 'DeviceRequest',
      status: 'draft',
      subject: { reference: 'Patient/harold-bennett' },
      codeCodeableConcept: {
        coding: [{ system: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets', code: 'E0601' }],
      },
      insurance: [{ reference: 'Coverage/harold-bennett-coverage' }],
    });
    expect((request.context as { selections: string[] }).selections).toEqual([`DeviceRequest/${draft.id}`]);
    const prefetch = request.prefetch as Record<string, Patient | Bundle | null>;
    expect(Object.keys(prefetch).sort()).toEqual(['coverage', 'observations', 'oxygen', 'patient', 'user']);
    expect(prefetch.patient).toMatchObject({ resourceType: 'Patient', id: 'harold-bennett' });
    expect((prefetch.coverage as Bundle).entry?.[0]?.resource).toMatchObject({ subscriberId: 'CLN-100-001' });
    expect((prefetch.observations as Bundle).entry?.map((e) => e.resource?.id)).toEqual([
      'harold-bennett-ahi',
    ]);
    expect(prefetch.oxygen).toBeNull();
    expect(prefetch.user).toMatchObject({ resourceType: 'Practitioner', id: 'daniel-reyes' });

    expect(page).toContain('Meets LCD L33718');
    expect(page).toContain('AHI 31.4 by in-lab PSG');
    expect(page).toContain('href="https://www.cms.gov/medicare-coverage-database"');
    expect(page).toContain('Open the pre-filled work order');
    expect(page).not.toContain('attacker.example');
    // The system action's coverage information is written on the draft order, in words on the chart.
    expect(page).toContain('Covered · no prior authorization');
  });

  it('signs each call with a JWT that verifies against /jwks: iss, aud = the URL called, iat, exp ≤ 5 min, jti, kid', async () => {
    const browser = new TestBrowser();
    await check(browser, await signInToScreen(browser, ehr), 'linda-park');
    const jwks = createRemoteJWKSet(new URL(`${ehr.url}/jwks`));
    const jtis = new Set<string>();
    for (const call of calls) {
      const token = call.authorization.replace(/^Bearer /, '');
      const { payload, protectedHeader } = await jwtVerify(token, jwks, {
        issuer: ehr.url,
        audience: call.url,
      });
      expect(protectedHeader).toMatchObject({ alg: 'ES384', typ: 'JWT', jku: `${ehr.url}/jwks` });
      expect(decodeProtectedHeader(token).kid).toBeTruthy();
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(300);
      expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
      jtis.add(String(payload.jti));
    }
    expect(jtis.size).toBe(calls.length);
  });

  it("keeps one draft per device, and a card's SMART link launches with the draft in fhirContext and the card's appContext", async () => {
    const browser = new TestBrowser();
    const csrf = await signInToScreen(browser, ehr);
    await check(browser, csrf, 'dorothy-alvarez', 'E1390');
    const { page } = await check(browser, csrf, 'dorothy-alvarez', 'E1390');
    const drafts = calls
      .filter((call) => call.url === SERVICE_URL)
      .map((call) => draftOf(call.body ?? {}).id);
    expect(new Set(drafts).size).toBe(1);
    const order = /name="order" value="([^"]+)"/.exec(page)?.[1];
    expect(order).toBe(drafts[0]);

    const launched = await browser.post(`${ehr.url}/patients/dorothy-alvarez/launch`, {
      csrf: csrfOf(page),
      app: `${PRODUCT_URL}/smart/launch`,
      appContext: 'order-select',
      order: order ?? '',
    });
    const appLaunch = new URL(launched.headers.get('location') ?? '');
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, {
      scope: `launch ${PRODUCT_SCOPES}`,
      aud: appLaunch.searchParams.get('iss') ?? '',
      launch: appLaunch.searchParams.get('launch') ?? '',
    });
    const tokens = await exchange(config, (await browser.follow(request.url)).url, request);
    expect(tokens.patient).toBe('dorothy-alvarez');
    expect(tokens.fhirContext).toEqual([{ reference: `DeviceRequest/${order}` }]);
    expect(tokens.appContext).toBe('order-select');
  });

  it("refuses to hand another patient's order to a launch", async () => {
    const browser = new TestBrowser();
    const csrf = await signInToScreen(browser, ehr);
    const { page } = await check(browser, csrf, 'harold-bennett');
    const order = /name="order" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const launched = await browser.post(`${ehr.url}/patients/linda-park/launch`, { csrf, order });
    expect(launched.status).toBe(400);
  });

  it('says so when the service answers an error or cards it cannot read, and shows no cards', async () => {
    const browser = new TestBrowser();
    const csrf = await signInToScreen(browser, ehr);
    answer = () => ({ cards: [{ summary: 'No indicator', source: { label: 'x' } }] });
    expect((await check(browser, csrf, 'aisha-rahman', 'E0603')).page).toContain(
      'Carelane answered cards this EHR could not read',
    );
    answer = () => {
      throw new Error('down');
    };
    const down = await check(browser, csrf, 'aisha-rahman', 'E0603').catch(() => null);
    expect(down?.page ?? '').toContain('Carelane did not answer');
  });

  it('refuses a device outside the list', async () => {
    const browser = new TestBrowser();
    const { page } = await check(browser, await signInToScreen(browser, ehr), 'aisha-rahman', 'K9999');
    expect(page).toContain('Pick a device from the list');
    expect(calls).toEqual([]);
  });
});
