import type { Bundle, DeviceRequest, Resource } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { cpapOrder } from '../../test/work-order-fixtures';
import { startSigningClient } from '../trusted-jwts/signing-client.test-support';
import { issueAccessToken } from './fhir-access-token';
import { r4ErrorsOf } from './r4-validation.test-support';

const EHR_A = {
  name: 'EHR A',
  iss: 'https://ehr-a.test/fhir',
  clientId: 'ehr-a-app',
  backendClientId: 'ehr-a-backend',
};
const EHR_B = {
  name: 'EHR B',
  iss: 'https://ehr-b.test/fhir',
  clientId: 'ehr-b-app',
  backendClientId: 'ehr-b-backend',
};
const clientA = await startSigningClient();
const clientB = await startSigningClient();
afterAll(async () => {
  await clientA.close();
  await clientB.close();
});

const t = useTestApp({
  EHR_CONNECTIONS: JSON.stringify([
    { ...EHR_A, jwksUrl: clientA.jwksUrl },
    { ...EHR_B, jwksUrl: clientB.jwksUrl },
  ]),
});
const FHIR_BASE = 'http://localhost:3000/fhir';
const TOKEN_URL = `${FHIR_BASE}/auth/token`;
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const requestToken = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/fhir/auth/token', ...form(fields) });
const assertionOf = (
  client = clientA,
  clientId = EHR_A.backendClientId,
  claims: Record<string, unknown> = {},
) => client.sign({ iss: clientId, sub: clientId, aud: TOKEN_URL, ...claims });
const tokenFields = async (claims: Record<string, unknown> = {}, scope = 'system/DeviceRequest.rs') => ({
  grant_type: 'client_credentials',
  client_assertion_type: ASSERTION_TYPE,
  client_assertion: await assertionOf(clientA, EHR_A.backendClientId, claims),
  scope,
});
async function accessTokenOf(client = clientA, clientId = EHR_A.backendClientId, scope = 'system/*.rs') {
  const reply = await requestToken({
    grant_type: 'client_credentials',
    client_assertion_type: ASSERTION_TYPE,
    client_assertion: await assertionOf(client, clientId),
    scope,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().access_token as string;
}
const fhirGet = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** Work orders written by the demo provider, then marked as coming from an EHR and moved on. */
const orders: Record<'aFirst' | 'aSecond' | 'aDelivered' | 'bOnly' | 'typed', string> = {} as never;
let provider: AuthHeaders;

async function createOrder(referralCode: string, patientName: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/consultations',
    headers: provider,
    payload: { consultation: cpapOrder({ referral_code: referralCode, patient_name: patientName }) },
    cookies: { time_zone: 'America/Los_Angeles' },
  });
  expect(reply.statusCode).toBe(201);
  return reply.json().uuid as string;
}

const fromEhr = (
  id: string,
  ehr: { iss: string } | null,
  patientId: string,
  displayStatus = 'Awaiting Patient',
) =>
  t.context.db
    .update(consultations)
    .set({
      ehrIssuer: ehr?.iss ?? null,
      ehrPatientId: ehr ? patientId : null,
      displayStatus,
      insurancePayer: 'Aetna',
      insuranceMemberId: 'W123456789',
      patientAddress: {
        line1: '742 Evergreen Terrace',
        line2: '',
        city: 'Los Angeles',
        state: 'CA',
        zip: '90012',
      },
    })
    .where(eq(consultations.id, id));

beforeAll(async () => {
  provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
  orders.aFirst = await createOrder('FHA-AAA', 'Maria Lopez');
  orders.aSecond = await createOrder('FHB-BBB', 'Maria Lopez');
  orders.aDelivered = await createOrder('FHC-CCC', 'Sam Sleeper');
  orders.bOnly = await createOrder('FHD-DDD', 'Bea Other');
  orders.typed = await createOrder('FHE-EEE', 'Ty Ped');
  await fromEhr(orders.aFirst, EHR_A, 'pat-1');
  await fromEhr(orders.aSecond, EHR_A, 'pat-1', 'Out For Delivery');
  await fromEhr(orders.aDelivered, EHR_A, 'pat-2', 'Delivered');
  await fromEhr(orders.bOnly, EHR_B, 'pat-1');
});

const entriesOf = (reply: { json(): unknown }) =>
  ((reply.json() as Bundle<DeviceRequest>).entry ?? []).map((entry) => entry.resource as DeviceRequest);
const workOrdersOf = (requests: DeviceRequest[]) => [...new Set(requests.map((r) => r.id?.slice(0, 36)))];

describe('FHIR discovery', () => {
  it('publishes a valid R4 CapabilityStatement as application/fhir+json, without a token', async () => {
    const reply = await fhirGet('/fhir/metadata');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const statement = reply.json();
    expect(r4ErrorsOf(statement)).toEqual([]);
    expect(statement.rest[0].resource.map((r: { type: string }) => r.type)).toEqual([
      'DeviceRequest',
      'DocumentReference',
    ]);
    expect(statement.rest[0].security.service[0].coding[0].code).toBe('SMART-on-FHIR');
  });

  it('publishes the SMART configuration of Backend Services', async () => {
    const reply = await fhirGet('/fhir/.well-known/smart-configuration');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      token_endpoint: TOKEN_URL,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      grant_types_supported: ['client_credentials'],
      scopes_supported: ['system/DeviceRequest.rs', 'system/DocumentReference.r'],
      capabilities: expect.arrayContaining(['client-confidential-asymmetric', 'permission-v2']),
    });
  });
});

describe('POST /fhir/auth/token (SMART Backend Services)', () => {
  it('issues a five-minute bearer token for the scopes asked that it serves', async () => {
    const reply = await requestToken(await tokenFields({}, 'system/DeviceRequest.rs system/Patient.rs'));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 300,
      scope: 'system/DeviceRequest.rs',
    });
  });

  it('grants both resources for system/*.read (SMART v1) and RS384 assertions', async () => {
    const assertion = await clientA.sign(
      { iss: EHR_A.backendClientId, sub: EHR_A.backendClientId, aud: TOKEN_URL },
      { alg: 'RS384' },
    );
    const reply = await requestToken({
      grant_type: 'client_credentials',
      client_assertion_type: ASSERTION_TYPE,
      client_assertion: assertion,
      scope: 'system/*.read',
    });
    expect(reply.json().scope).toBe('system/DeviceRequest.rs system/DocumentReference.r');
  });

  it.each([
    ['a wrong audience', { aud: 'https://elsewhere.test/token' }],
    ['an expired assertion', { exp: Math.floor(Date.now() / 1000) - 120 }],
    ['an assertion living longer than five minutes', { exp: Math.floor(Date.now() / 1000) + 3600 }],
    ['a sub that is not the client', { sub: 'someone-else' }],
    ['no jti', { jti: undefined }],
  ])('refuses %s with invalid_client', async (_case, claims) => {
    const reply = await requestToken(await tokenFields(claims));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The client assertion is not valid',
    });
  });

  it('refuses a replayed assertion (its jti was used)', async () => {
    const fields = await tokenFields();
    expect((await requestToken(fields)).statusCode).toBe(200);
    const replay = await requestToken(fields);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_client');
  });

  it('refuses an unknown client, and a client signing with another EHR’s keys', async () => {
    const unknown = await requestToken({
      ...(await tokenFields()),
      client_assertion: await assertionOf(clientA, 'nobody'),
    });
    expect(unknown.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The client is not registered',
    });
    const wrongKeys = await requestToken({
      ...(await tokenFields()),
      client_assertion: await assertionOf(clientB, EHR_A.backendClientId),
    });
    expect(wrongKeys.json().error).toBe('invalid_client');
  });

  it.each([
    ['no grant_type', { grant_type: undefined }, 'invalid_request'],
    ['another grant', { grant_type: 'authorization_code' }, 'unsupported_grant_type'],
    ['another assertion type', { client_assertion_type: 'urn:x' }, 'invalid_request'],
    ['no assertion', { client_assertion: undefined }, 'invalid_request'],
    ['no scope', { scope: undefined }, 'invalid_request'],
    ['scopes it does not serve', { scope: 'patient/*.rs system/Observation.rs' }, 'invalid_scope'],
  ])('answers %s with %s', async (_case, change, error) => {
    const fields = Object.fromEntries(
      Object.entries({ ...(await tokenFields()), ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    const reply = await requestToken(fields);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(error);
  });

  it('refuses a token request that is not a form', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/fhir/auth/token',
      payload: { grant_type: 'client_credentials' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('invalid_request');
    // Refused by the shared input checks before the route: still OAuth's answer, never a 500.
    const deep = await t.app.inject({
      method: 'POST',
      url: '/fhir/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${'['.repeat(100)}1${']'.repeat(100)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/nested/),
    });
  });
});

describe('GET /fhir/DeviceRequest', () => {
  it('answers its own EHR’s orders only, newest first, as valid R4 DeviceRequests', async () => {
    const reply = await fhirGet('/fhir/DeviceRequest', await accessTokenOf());
    expect(reply.statusCode).toBe(200);
    const bundle = reply.json() as Bundle<DeviceRequest>;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 6 });
    const requests = entriesOf(reply);
    expect(workOrdersOf(requests)).toEqual([orders.aDelivered, orders.aSecond, orders.aFirst]);
    expect(requests.flatMap((request) => r4ErrorsOf(request as Resource))).toEqual([]);
    expect(bundle.entry?.[0]?.fullUrl).toBe(`${FHIR_BASE}/DeviceRequest/${orders.aDelivered}-1`);
    expect(requests[0]?.subject).toEqual({ reference: 'https://ehr-a.test/fhir/Patient/pat-2' });
  });

  it('searches by patient, in any of the reference forms', async () => {
    const token = await accessTokenOf();
    for (const patient of ['pat-1', 'Patient/pat-1', 'https://ehr-a.test/fhir/Patient/pat-1']) {
      const reply = await fhirGet(`/fhir/DeviceRequest?patient=${encodeURIComponent(patient)}`, token);
      expect(workOrdersOf(entriesOf(reply))).toEqual([orders.aSecond, orders.aFirst]);
    }
    const elsewhere = await fhirGet(
      `/fhir/DeviceRequest?patient=${encodeURIComponent('https://ehr-b.test/fhir/Patient/pat-1')}`,
      token,
    );
    expect(elsewhere.json()).toMatchObject({ total: 0 });
  });

  it('searches by status as the order moves (active: ordered or shipped; completed: delivered)', async () => {
    const token = await accessTokenOf();
    const active = entriesOf(await fhirGet('/fhir/DeviceRequest?status=active', token));
    expect(workOrdersOf(active)).toEqual([orders.aSecond, orders.aFirst]);
    const steps = active.map((r) => r.extension?.find((e) => e.url.endsWith('/fulfilment-step'))?.valueCode);
    expect([...new Set(steps)]).toEqual(['shipped', 'ordered']);
    const completed = entriesOf(await fhirGet('/fhir/DeviceRequest?status=completed', token));
    expect(workOrdersOf(completed)).toEqual([orders.aDelivered]);
    expect(completed.every((r) => r.status === 'completed')).toBe(true);
    expect(entriesOf(await fhirGet('/fhir/DeviceRequest?status=draft', token))).toEqual([]);
    expect(
      workOrdersOf(
        entriesOf(await fhirGet('/fhir/DeviceRequest?status=completed,active&patient=pat-2', token)),
      ),
    ).toEqual([orders.aDelivered]);
  });

  it('searches by _id and pages by _count with a next link', async () => {
    const token = await accessTokenOf();
    const byId = await fhirGet(`/fhir/DeviceRequest?_id=${orders.aFirst}-2`, token);
    expect(entriesOf(byId).map((r) => r.id)).toEqual([`${orders.aFirst}-2`]);
    expect(byId.json().total).toBe(1);
    const page = await fhirGet('/fhir/DeviceRequest?_count=1', token);
    expect(workOrdersOf(entriesOf(page))).toEqual([orders.aDelivered]);
    const next = page.json().link.find((link: { relation: string }) => link.relation === 'next')
      .url as string;
    expect(next).toBe(`${FHIR_BASE}/DeviceRequest?_count=1&_offset=1`);
    expect(workOrdersOf(entriesOf(await fhirGet(next.replace('http://localhost:3000', ''), token)))).toEqual([
      orders.aSecond,
    ]);
    const bad = await fhirGet('/fhir/DeviceRequest?_count=many', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'invalid' }] });
  });

  it('never shows another EHR’s orders, nor orders typed in the product', async () => {
    const tokenB = await accessTokenOf(clientB, EHR_B.backendClientId);
    expect(workOrdersOf(entriesOf(await fhirGet('/fhir/DeviceRequest', tokenB)))).toEqual([orders.bOnly]);
    const tokenA = await accessTokenOf();
    for (const id of [orders.bOnly, orders.typed]) {
      expect(entriesOf(await fhirGet(`/fhir/DeviceRequest?_id=${id}-1`, tokenA))).toEqual([]);
      const read = await fhirGet(`/fhir/DeviceRequest/${id}-1`, tokenA);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-found' }] });
    }
  });

  it('asks for a token with 401 and WWW-Authenticate: none, a stranger’s, an expired one', async () => {
    const none = await fhirGet('/fhir/DeviceRequest');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe(`Bearer realm="${FHIR_BASE}"`);
    expect(none.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });
    const forged = await fhirGet('/fhir/DeviceRequest', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toContain('error="invalid_token"');
    const expired = await issueAccessToken(
      { clientId: EHR_A.backendClientId, ehrIssuer: EHR_A.iss, scope: 'system/DeviceRequest.rs' },
      {
        secretKey: t.context.config.SECRET_KEY,
        fhirBase: FHIR_BASE,
        now: new Date(Date.now() - 10 * 60_000),
      },
    );
    const late = await fhirGet('/fhir/DeviceRequest', expired);
    expect(late.statusCode).toBe(401);
    expect(late.headers['www-authenticate']).toContain('error_description="expired"');
    expect(late.json().issue[0].code).toBe('expired');
  });

  it('answers 403 insufficient_scope to a token without the search scope', async () => {
    const token = await accessTokenOf(clientA, EHR_A.backendClientId, 'system/DeviceRequest.r');
    const reply = await fhirGet('/fhir/DeviceRequest', token);
    expect(reply.statusCode).toBe(403);
    expect(reply.headers['www-authenticate']).toContain(
      'error="insufficient_scope", scope="system/DeviceRequest.s"',
    );
    expect((await fhirGet(`/fhir/DeviceRequest/${orders.aFirst}-1`, token)).statusCode).toBe(200);
    expect((await fhirGet(`/fhir/DocumentReference/${orders.aFirst}-cover-sheet`, token)).statusCode).toBe(
      403,
    );
  });

  it('never lets a product session read: a provider’s or a patient’s sign-in, or its token as a bearer', async () => {
    const patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    for (const headers of [provider, patient]) {
      const reply = await fhirGet('/fhir/DeviceRequest', undefined, headers);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().entry).toBeUndefined();
      expect((await fhirGet('/fhir/DeviceRequest', headers['access-token'])).statusCode).toBe(401);
    }
  });
});

describe('GET /fhir/DeviceRequest/:id and /fhir/DocumentReference/:id', () => {
  it('reads one line and the cover sheet, valid R4, and audits both reads', async () => {
    const token = await accessTokenOf();
    const read = await fhirGet(`/fhir/DeviceRequest/${orders.aSecond}-1`, token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: `${orders.aSecond}-1`, status: 'active', intent: 'order' });
    expect(r4ErrorsOf(read.json())).toEqual([]);
    const sheet = await fhirGet(`/fhir/DocumentReference/${orders.aSecond}-cover-sheet`, token);
    expect(sheet.statusCode).toBe(200);
    expect(r4ErrorsOf(sheet.json())).toEqual([]);
    expect(sheet.json().context.related).toEqual([
      { reference: `DeviceRequest/${orders.aSecond}-1` },
      { reference: `DeviceRequest/${orders.aSecond}-2` },
    ]);
    const audits = await t.context.db.query.auditLogs.findMany({
      where: (log, { eq: equals }) => equals(log.subjectId, orders.aSecond),
    });
    expect(audits.map((log) => log.action)).toEqual(
      expect.arrayContaining(['fhir.device_request.read', 'fhir.cover_sheet.read']),
    );
    expect(audits.find((log) => log.action === 'fhir.device_request.read')?.details).toEqual({
      via: 'smart_backend_services',
      client: EHR_A.backendClientId,
    });
  });

  it('answers 404 OperationOutcomes for unknown ids and interactions', async () => {
    const token = await accessTokenOf();
    for (const url of [
      '/fhir/DeviceRequest/not-an-id',
      `/fhir/DeviceRequest/${orders.aFirst}-9`,
      `/fhir/DocumentReference/${orders.bOnly}-cover-sheet`,
      '/fhir/Patient/pat-1',
    ]) {
      const reply = await fhirGet(url, token);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().resourceType).toBe('OperationOutcome');
    }
  });
});
