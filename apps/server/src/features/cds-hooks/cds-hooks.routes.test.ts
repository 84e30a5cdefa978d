import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index';
import { captureLog } from '../../test/log-capture';
import { useTestApp } from '../../test/test-app';
import { COVERAGE_INFORMATION_URL } from '../fhir/coverage-information';
import { startSigningClient } from '../trusted-jwts/signing-client.test-support';
import { discoveryResponseSchema, hookResponseSchema } from './cds-hooks.schemas';
import { PREFETCH_TEMPLATES } from './cds-services';
import {
  chartPrefetch,
  draftDeviceRequest,
  hookRequest,
  PATIENT_ID,
  PATIENT_NAME,
  RESULTS,
} from './hook-requests.test-support';

const EHR_ISSUER = 'https://ehr.example.org';
const EHR_ORIGIN = 'https://ehr.example.org';
const PUBLIC_URL = 'http://localhost:3000';
const serviceUrl = (id: string) => `${PUBLIC_URL}/cds-services/${id}`;

const client = await startSigningClient();
const log = captureLog();
const t = useTestApp(
  { CDS_CLIENTS: `${EHR_ISSUER}=${client.jwksUrl}`, LOG_LEVEL: 'info' },
  {},
  { logStream: log.stream },
);
afterAll(() => client.close());

const tokenFor = (id: string, claims: JWTPayload = {}) =>
  client.sign({ iss: EHR_ISSUER, aud: serviceUrl(id), ...claims });

const callHook = async (id: string, body: unknown, authorization?: string | null, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/cds-services/${id}`,
    headers: {
      ...(authorization === null ? {} : { authorization: authorization ?? `Bearer ${await tokenFor(id)}` }),
      ...headers,
    },
    payload: body as object,
  });

const cpap = () => draftDeviceRequest('dr-cpap', 'E0601', 'CPAP device');
const oxygen = () => draftDeviceRequest('dr-oxygen', 'E1390', 'Oxygen concentrator');

describe('GET /cds-services (CDS Hooks 2.0 §Discovery)', () => {
  it('lists the two order services with their prefetch templates, to anyone, from any origin', async () => {
    const reply = await t.app.inject({
      url: '/cds-services',
      headers: { origin: 'https://anywhere.example' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    const body = discoveryResponseSchema.strict().parse(reply.json());
    expect(body.services.map((service) => [service.id, service.hook])).toEqual([
      ['order-select', 'order-select'],
      ['order-sign', 'order-sign'],
    ]);
    for (const service of body.services) {
      expect(service.title).toMatch(/Carelane coverage check/);
      expect(service.description.length).toBeGreaterThan(20);
      expect(service.prefetch).toEqual(PREFETCH_TEMPLATES);
    }
    expect(body.services[0]?.prefetch?.patient).toBe('Patient/{{context.patientId}}');
    expect(body.services[0]?.prefetch?.observations).toContain('http://loinc.org|69990-0');
  });
});

describe('POST /cds-services/{id}: cards from the coverage rules', () => {
  it('answers "Meets" for a qualifying oxygen order, with the CRD extension and the smart link', async () => {
    const body = hookRequest('order-sign', {
      orders: [oxygen()],
      prefetch: chartPrefetch({ observations: RESULTS.oxygenQualifying(), diagnoses: ['J44.9'] }),
    });
    const reply = await callHook('order-sign', body);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const answer = hookResponseSchema.parse(reply.json());
    expect(answer.cards).toHaveLength(1);
    const [card] = answer.cards;
    expect(card).toMatchObject({
      summary: 'E1390: Meets LCD L33797 (Home oxygen)',
      indicator: 'info',
      source: {
        label: 'Carelane · LCD L33797 (Home oxygen)',
        url: 'https://www.cms.gov/medicare-coverage-database/view/lcd.aspx?lcdid=33797',
        topic: { code: 'coverage-info' },
      },
    });
    expect(card?.links).toEqual([
      {
        label: 'Open the pre-filled work order in Carelane',
        url: `${PUBLIC_URL}/smart/launch`,
        type: 'smart',
        appContext: JSON.stringify({
          draftOrders: [{ reference: 'DeviceRequest/dr-oxygen', hcpcsCode: 'E1390' }],
        }),
      },
    ]);
    const [action] = answer.systemActions ?? [];
    expect(action).toMatchObject({
      type: 'update',
      resource: { resourceType: 'DeviceRequest', id: 'dr-oxygen' },
    });
    const [extension] = (action?.resource?.extension ?? []) as {
      url: string;
      extension: { url: string }[];
    }[];
    expect(extension?.url).toBe(COVERAGE_INFORMATION_URL);
    expect(extension?.extension).toEqual(
      expect.arrayContaining([
        { url: 'coverage', valueReference: { reference: 'Coverage/cov-1' } },
        { url: 'covered', valueCode: 'covered' },
        { url: 'pa-needed', valueCode: 'conditional' },
        expect.objectContaining({ url: 'coverage-assertion-id' }),
      ]),
    );
  });

  it('answers "Will not qualify" for AHI 12 with no documented condition, as a warning', async () => {
    const body = hookRequest('order-sign', {
      orders: [cpap()],
      prefetch: chartPrefetch({ observations: RESULTS.mildSleepApnea() }),
    });
    const answer = hookResponseSchema.parse((await callHook('order-sign', body)).json());
    const [card] = answer.cards;
    expect(card?.summary).toMatch(/^E0601: Will not qualify: AHI\/RDI 12 \(5–14\) needs one of: /);
    expect(card?.summary.length).toBeLessThan(140);
    expect(card?.indicator).toBe('warning');
    expect(card?.detail).toContain('- AHI/RDI 12 (5–14) needs one of: excessive daytime sleepiness');
    expect(card?.detail).toContain('- Missing: Face-to-face evaluation date');
    const extension = JSON.stringify(answer.systemActions?.[0]?.resource);
    expect(extension).toContain('"valueCode":"not-covered"');
    expect(extension).not.toContain('pa-needed');
  });

  it('answers "Missing: …" when the chart holds no sleep study, as info, and names the written order’s gaps', async () => {
    const prefetch = { ...chartPrefetch(), practitioner: null, patient: null };
    const answer = hookResponseSchema.parse(
      (await callHook('order-sign', hookRequest('order-sign', { orders: [cpap()], prefetch }))).json(),
    );
    const [line, written] = answer.cards;
    expect(line?.summary).toMatch(/^E0601: Missing: Face-to-face evaluation date; Missing: Sleep test date/);
    expect(line?.indicator).toBe('info');
    expect(line?.detail).toContain('- Missing: Sleep test date');
    expect(written?.summary).toBe(
      'Written order: Missing: Beneficiary name or Medicare ID; Missing: Practitioner name or NPI',
    );
    expect(written?.source.label).toBe('Carelane · 42 CFR 410.38(d) (standard written order)');
    expect(JSON.stringify(answer.systemActions?.[0]?.resource)).toContain(
      '{"url":"doc-needed","valueCode":"clinical"}',
    );
  });

  it('judges only the newly selected orders on order-select', async () => {
    const body = hookRequest('order-select', {
      orders: [cpap(), oxygen()],
      selections: ['DeviceRequest/dr-oxygen'],
      prefetch: chartPrefetch({ observations: RESULTS.oxygenQualifying() }),
    });
    const answer = hookResponseSchema.parse((await callHook('order-select', body)).json());
    expect(answer.cards.map((card) => card.summary)).toEqual(['E1390: Meets LCD L33797 (Home oxygen)']);
    expect(answer.systemActions?.map((action) => action.resource?.id)).toEqual(['dr-oxygen']);
  });

  it('answers no cards for orders no coverage rule governs', async () => {
    const body = hookRequest('order-sign', {
      orders: [draftDeviceRequest('dr-mask', 'A7034', 'Nasal mask')],
      prefetch: chartPrefetch(),
    });
    expect((await callHook('order-sign', body)).json()).toEqual({ cards: [] });
  });

  it('audits the call without its clinical content and logs no PHI', async () => {
    const body = hookRequest('order-sign', {
      orders: [cpap()],
      prefetch: chartPrefetch({ observations: RESULTS.mildSleepApnea() }),
    });
    expect((await callHook('order-sign', body)).statusCode).toBe(200);
    const [entry] = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'cds_hooks.answered'), eq(auditLogs.subjectId, PATIENT_ID)))
      .orderBy(auditLogs.createdAt)
      .then((rows) =>
        rows.filter((row) => (row.details as { hookInstance?: string }).hookInstance === body.hookInstance),
      );
    expect(entry).toMatchObject({
      actorUserId: null,
      subjectType: 'ehr_patient',
      details: {
        via: 'cds_hooks',
        iss: EHR_ISSUER,
        service: 'order-sign',
        hookInstance: body.hookInstance,
        cards: 1,
      },
    });
    const logged = log.lines.join('\n');
    for (const phi of [PATIENT_NAME, 'Lopez', '1961-04-12', '1EG4-TE5-MK73', 'AHI'])
      expect(logged).not.toContain(phi);
    expect(logged).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});

describe('who may call (CDS Hooks 2.0 §Trusting CDS Clients)', () => {
  const body = () => hookRequest('order-sign', { orders: [cpap()], prefetch: chartPrefetch() });
  const unsigned = () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: EHR_ISSUER, aud: serviceUrl('order-sign'), iat: now, exp: now + 60, jti: randomUUID() })}.`;
  };

  it.each<[string, () => Promise<string | null>]>([
    ['no Authorization header', async () => null],
    ['a token that is not a Bearer JWT', async () => 'Basic dXNlcjpwYXNz'],
    ['an unsigned token', async () => `Bearer ${unsigned()}`],
    [
      'an issuer not in CDS_CLIENTS',
      async () => `Bearer ${await tokenFor('order-sign', { iss: 'https://rogue.example' })}`,
    ],
    [
      'an expired token',
      async () => `Bearer ${await tokenFor('order-sign', { exp: Math.floor(Date.now() / 1000) - 120 })}`,
    ],
    ['a token addressed to the other service', async () => `Bearer ${await tokenFor('order-select')}`],
    ['a token without jti', async () => `Bearer ${await tokenFor('order-sign', { jti: undefined })}`],
  ])('answers 401 and no data to %s', async (_name, authorization) => {
    const reply = await callHook('order-sign', body(), await authorization());
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
    expect(reply.json()).toEqual({ error: 'The signed token is not trusted.' });
  });

  it('answers a replayed token 401 the second time', async () => {
    const authorization = `Bearer ${await tokenFor('order-sign')}`;
    expect((await callHook('order-sign', body(), authorization)).statusCode).toBe(200);
    expect((await callHook('order-sign', body(), authorization)).statusCode).toBe(401);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the calls overlap; on PGlite they run in turn.
  it('answers exactly one of 20 parallel calls carrying one token', async () => {
    const authorization = `Bearer ${await tokenFor('order-sign')}`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => callHook('order-sign', body(), authorization)),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(19).fill(401)]);
  });

  it('logs which rule refused the call, never the token', async () => {
    const token = await tokenFor('order-select');
    await callHook('order-sign', body(), `Bearer ${token}`);
    const refusals = log.parsed().filter((line) => line.msg === 'CDS Hooks call refused');
    expect(refusals.at(-1)).toMatchObject({ service: 'order-sign', reason: 'wrong_audience' });
    expect(log.lines.join('\n')).not.toContain(token);
  });
});

describe('bad calls', () => {
  it('answers 404 for a service that does not exist', async () => {
    const reply = await callHook('order-dispatch', hookRequest('order-sign', { orders: [cpap()] }));
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toMatch(/No CDS Service of that id/);
  });

  it.each<[string, (body: ReturnType<typeof hookRequest>) => unknown, RegExp]>([
    [
      'no patient in context',
      (body) => ({ ...body, context: { ...body.context, patientId: undefined } }),
      /^context\.patientId: /,
    ],
    [
      'another hook',
      (body) => ({ ...body, hook: 'patient-view' }),
      /^hook: this service answers the order-sign hook/,
    ],
    ['no hookInstance', (body) => ({ ...body, hookInstance: undefined }), /^hookInstance: /],
    [
      'draftOrders that are not a Bundle',
      (body) => ({ ...body, context: { ...body.context, draftOrders: [] } }),
      /^context\.draftOrders: /,
    ],
    [
      'fhirAuthorization without fhirServer',
      (body) => ({
        ...body,
        fhirAuthorization: {
          access_token: 'x',
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'patient/*.read',
          subject: 'carelane',
        },
      }),
      /^fhirServer: is required/,
    ],
    [
      'a prefetch value that is no resource',
      (body) => ({ ...body, prefetch: { patient: 'Patient/pat-1' } }),
      /^prefetch\.patient: must be a FHIR resource/,
    ],
    [
      'a patient whose name is a number',
      (body) => ({
        ...body,
        prefetch: { ...chartPrefetch(), patient: { resourceType: 'Patient', id: PATIENT_ID, name: 42 } },
      }),
      /not valid FHIR R4/,
    ],
  ])('answers 400 naming the field for %s', async (_name, change, message) => {
    const body = change(hookRequest('order-sign', { orders: [cpap()], prefetch: chartPrefetch() }));
    const reply = await callHook('order-sign', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
  });

  it('answers 400 to a body that is not JSON, and 401 before reading a bad body unsigned', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/cds-services/order-sign',
      headers: {
        authorization: `Bearer ${await tokenFor('order-sign')}`,
        'content-type': 'application/json',
      },
      payload: '{"hook":',
    });
    expect(notJson.statusCode).toBe(400);
    const anArray = await t.app.inject({
      method: 'POST',
      url: '/cds-services/order-sign',
      headers: {
        authorization: `Bearer ${await tokenFor('order-sign')}`,
        'content-type': 'application/json',
      },
      payload: '[1, "a", true]',
    });
    expect(anArray.statusCode).toBe(400);
    expect((await callHook('order-sign', { hook: 'order-sign' }, null)).statusCode).toBe(401);
  });
});

describe('data the call left out, read from the EHR (§FHIR Resource Access)', () => {
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const answers: Record<string, unknown> = {
    '/fhir/Patient/pat-1': chartPrefetch().patient,
    '/fhir/Coverage': chartPrefetch().coverage,
    '/fhir/Condition': chartPrefetch({ diagnoses: ['G47.33', 'I10'] }).conditions,
    '/fhir/Observation': chartPrefetch({ observations: RESULTS.mildSleepApnea() }).observations,
  };
  const fhirServer = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    const path = (request.url ?? '').split('?')[0] ?? '';
    const found = answers[path];
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/fhir+json' });
    response.end(JSON.stringify(found ?? { resourceType: 'OperationOutcome', issue: [] }));
  });
  const listening = new Promise<string>((resolve) =>
    fhirServer.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(fhirServer.address() as AddressInfo).port}/fhir`),
    ),
  );
  afterAll(() => new Promise<void>((resolve) => fhirServer.close(() => resolve())));
  const fhirAuthorization = {
    access_token: 'ehr-access-token-for-this-call',
    token_type: 'Bearer',
    expires_in: 300,
    scope: 'patient/Patient.read patient/Coverage.read patient/Condition.read patient/Observation.read',
    subject: 'carelane',
  };

  it('reads every key the call did not bring, with the EHR’s token, and judges on it', async () => {
    const body = hookRequest('order-sign', {
      orders: [cpap()],
      prefetch: { practitioner: chartPrefetch().practitioner },
      fhirServer: await listening,
      fhirAuthorization,
    });
    const reply = await callHook('order-sign', body);
    expect(reply.statusCode).toBe(200);
    const [card] = hookResponseSchema.parse(reply.json()).cards;
    // Hypertension (I10) is documented, so AHI 12 is no failure: only the face-to-face date is missing.
    expect(card?.summary).toBe('E0601: Missing: Face-to-face evaluation date');
    expect(requests.map((request) => request.url.split('?')[0]).sort()).toEqual([
      '/fhir/Condition',
      '/fhir/Coverage',
      '/fhir/Encounter',
      '/fhir/Observation',
      '/fhir/Patient/pat-1',
    ]);
    expect(
      requests.every(
        (request) => request.headers.authorization === `Bearer ${fhirAuthorization.access_token}`,
      ),
    ).toBe(true);
    expect(requests.find((request) => request.url.startsWith('/fhir/Observation'))?.url).toContain(
      `patient=${PATIENT_ID}&code=http://loinc.org|69990-0`,
    );
    expect(log.lines.join('\n')).not.toContain(fhirAuthorization.access_token);
  });

  it('answers 412 when the FHIR server cannot be reached', async () => {
    const body = hookRequest('order-sign', {
      orders: [cpap()],
      fhirServer: 'http://127.0.0.1:9/fhir',
      fhirAuthorization,
    });
    const reply = await callHook('order-sign', body);
    expect(reply.statusCode).toBe(412);
  });

  it('answers with what is known when the call brings no prefetch and no FHIR server', async () => {
    const reply = await callHook('order-sign', hookRequest('order-sign', { orders: [cpap()] }));
    expect(reply.statusCode).toBe(200);
    expect(hookResponseSchema.parse(reply.json()).cards[0]?.summary).toMatch(/^E0601: Missing: /);
  });
});

describe('CORS (§Cross-Origin Resource Sharing)', () => {
  it('lets a trusted CDS client’s origin call a service from a browser, and no other origin', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/cds-services/order-sign',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const trusted = await preflight(EHR_ORIGIN);
    expect(trusted.statusCode).toBe(204);
    expect(trusted.headers).toMatchObject({
      'access-control-allow-origin': EHR_ORIGIN,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization, content-type',
    });
    expect((await preflight('https://rogue.example')).headers['access-control-allow-origin']).toBeUndefined();
    const call = await callHook('order-sign', hookRequest('order-sign', { orders: [cpap()] }), undefined, {
      origin: EHR_ORIGIN,
    });
    expect(call.headers['access-control-allow-origin']).toBe(EHR_ORIGIN);
    expect(call.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
