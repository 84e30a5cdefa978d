import type { Bundle, DeviceRequest } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ehrLaunch, fhirCreate, fhirGet, startTestEhr } from '../demo-ehr.test-support';
import type { DemoEhr } from '../index';

let ehr: DemoEhr;
let haroldToken: string;
let readOnlyToken: string;
beforeAll(async () => {
  ehr = await startTestEhr();
  haroldToken = (await ehrLaunch(ehr, 'harold-bennett')).tokens.access_token;
  readOnlyToken = (
    await ehrLaunch(
      ehr,
      'harold-bennett',
      'launch openid fhirUser patient/Patient.read patient/DeviceRequest.rs',
    )
  ).tokens.access_token;
});
afterAll(() => ehr.close());

const cpapOrder = (patientId: string): DeviceRequest => ({
  resourceType: 'DeviceRequest',
  status: 'active',
  intent: 'order',
  codeCodeableConcept: {
    coding: [
      {
        system: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
        code: 'E0601',
        display: 'CPAP device',
      },
    ],
  },
  subject: { reference: `Patient/${patientId}` },
  requester: { reference: 'Practitioner/daniel-reyes' },
  authoredOn: '2026-03-01',
});

describe('metadata', () => {
  it('answers the CapabilityStatement without a token, with SMART security and its oauth-uris', async () => {
    const response = await fhirGet(ehr, 'metadata');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const statement = await response.json();
    expect(statement).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      kind: 'instance',
    });
    const security = statement.rest[0].security;
    expect(security.service[0].coding[0].code).toBe('SMART-on-FHIR');
    const uris = security.extension[0];
    expect(uris.url).toBe('http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris');
    expect(uris.extension).toEqual(
      expect.arrayContaining([
        { url: 'authorize', valueUri: `${ehr.url}/auth` },
        { url: 'token', valueUri: `${ehr.url}/token` },
      ]),
    );
  });
});

describe('access tokens', () => {
  it('refuses a request without a token, or with one this EHR did not issue, with 401 and no data', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await fhirGet(ehr, 'Patient/harold-bennett', token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="demo-ehr"/);
      const body = await response.json();
      expect(body.resourceType).toBe('OperationOutcome');
      expect(JSON.stringify(body)).not.toContain('Bennett');
    }
  });

  it('reads the launch patient and searches her record, as a searchset with full URLs', async () => {
    const patient = await fhirGet(ehr, 'Patient/harold-bennett', haroldToken);
    expect(patient.status).toBe(200);
    expect((await patient.json()).birthDate).toBe('1958-03-14');
    const search = await fhirGet(
      ehr,
      'Observation?patient=harold-bennett&code=http://loinc.org|69990-0,http://loinc.org|2703-7',
      haroldToken,
    );
    const bundle = (await search.json()) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(bundle.entry?.[0]).toMatchObject({
      fullUrl: `${ehr.fhirBaseUrl}/Observation/harold-bennett-ahi`,
      search: { mode: 'match' },
      resource: { valueQuantity: { value: 31.4 } },
    });
  });

  it("keeps a patient token out of another patient's record: 404 on read, nothing found by search", async () => {
    const read = await fhirGet(ehr, 'Observation/linda-park-ahi', haroldToken);
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain('46');
    expect((await fhirGet(ehr, 'Patient/linda-park', haroldToken)).status).toBe(404);
    for (const query of [
      'Observation?patient=linda-park',
      'Observation?subject=Patient/linda-park',
      'Patient?_id=linda-park',
      'Condition',
    ]) {
      const bundle = (await (await fhirGet(ehr, query, haroldToken)).json()) as Bundle;
      const others = (bundle.entry ?? []).filter(
        (entry) => !JSON.stringify(entry.resource).includes('harold-bennett'),
      );
      expect(others).toEqual([]);
    }
  });

  it('reads a practitioner with the user scope, but not with patient scopes alone', async () => {
    expect((await fhirGet(ehr, 'Practitioner/daniel-reyes', haroldToken)).status).toBe(200);
    const refused = await fhirGet(ehr, 'Practitioner/daniel-reyes', readOnlyToken);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('insufficient_scope');
  });

  it('refuses types the token has no scope for', async () => {
    expect((await fhirGet(ehr, 'Observation?patient=harold-bennett', readOnlyToken)).status).toBe(403);
    expect((await fhirGet(ehr, 'Coverage?patient=harold-bennett', readOnlyToken)).status).toBe(403);
    expect((await fhirGet(ehr, 'Patient?name=Bennett', readOnlyToken)).status).toBe(200);
  });
});

describe('search parameters', () => {
  it('refuses includes, chains and unknown parameters with 400 rather than an empty page', async () => {
    for (const query of [
      'Observation?_include=Observation:subject',
      'Observation?_revinclude=Provenance:target',
      'Observation?subject.name=Park',
      'Observation?colour=blue',
    ]) {
      const response = await fhirGet(ehr, query, haroldToken);
      expect(response.status).toBe(400);
      expect((await response.json()).resourceType).toBe('OperationOutcome');
    }
  });
});

describe('create', () => {
  it('creates a DeviceRequest in the launch patient’s record with the write scope, at a server-assigned id', async () => {
    const response = await fhirCreate(
      ehr,
      { ...cpapOrder('harold-bennett'), id: 'harold-bennett' },
      haroldToken,
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as DeviceRequest;
    expect(created.id).not.toBe('harold-bennett');
    expect(response.headers.get('location')).toBe(
      `${ehr.fhirBaseUrl}/DeviceRequest/${created.id}/_history/${created.meta?.versionId}`,
    );
    const found = (await (
      await fhirGet(ehr, 'DeviceRequest?patient=harold-bennett&status=active', haroldToken)
    ).json()) as Bundle;
    expect(found.entry?.map((entry) => entry.resource?.id)).toContain(created.id);
    expect((await fhirGet(ehr, 'Patient/harold-bennett', haroldToken)).status).toBe(200);
  });

  it('refuses a create without the write scope', async () => {
    const response = await fhirCreate(ehr, cpapOrder('harold-bennett'), readOnlyToken);
    expect(response.status).toBe(403);
  });

  it("refuses writing into another patient's record", async () => {
    const response = await fhirCreate(ehr, cpapOrder('linda-park'), haroldToken);
    expect(response.status).toBe(403);
    const lindas = await ehrLaunch(ehr, 'linda-park');
    const bundle = (await (
      await fhirGet(ehr, 'DeviceRequest?patient=linda-park', lindas.tokens.access_token)
    ).json()) as Bundle;
    expect(bundle.entry ?? []).toEqual([]);
  });

  it('refuses a resource the R4 definitions reject, naming the element', async () => {
    const { intent: _intent, ...withoutIntent } = cpapOrder('harold-bennett');
    const response = await fhirCreate(ehr, withoutIntent as DeviceRequest, haroldToken);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('DeviceRequest.intent');
  });

  it('refuses a body that is not JSON of the type named, and types it cannot write', async () => {
    const notJson = await fetch(`${ehr.fhirBaseUrl}/DeviceRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${haroldToken}` },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await fhirCreate(ehr, { resourceType: 'Patient' }, haroldToken)).status).toBe(405);
    const mislabelled = await fetch(`${ehr.fhirBaseUrl}/DeviceRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${haroldToken}` },
      body: JSON.stringify({ resourceType: 'DocumentReference' }),
    });
    expect(mislabelled.status).toBe(400);
  });
});

describe('interactions it does not serve', () => {
  it('answers 405 to update and delete, 404 to types it does not hold', async () => {
    const del = await fetch(`${ehr.fhirBaseUrl}/Patient/harold-bennett`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${haroldToken}` },
    });
    expect(del.status).toBe(405);
    expect((await fhirGet(ehr, 'Patient/harold-bennett', haroldToken)).status).toBe(200);
    expect((await fhirGet(ehr, 'MedicationRequest', haroldToken)).status).toBe(404);
  });
});
