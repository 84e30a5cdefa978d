import type { Coverage, Observation } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientIdOf, scopeSearch } from './compartment';
import { indexR4Definitions } from './repository';

const BASE = 'https://ehr.example/fhir';
beforeAll(() => indexR4Definitions());

describe('the patient compartment', () => {
  it.each([
    [{ resourceType: 'Patient', id: 'p1' }, 'p1'],
    [{ resourceType: 'Observation', subject: { reference: 'Patient/p1' } }, 'p1'],
    [{ resourceType: 'Observation', subject: { reference: `${BASE}/Patient/p1` } }, 'p1'],
    [{ resourceType: 'Observation', subject: { reference: 'https://other.example/fhir/Patient/p1' } }, null],
    [{ resourceType: 'Observation', subject: { reference: 'Group/g1' } }, null],
    [{ resourceType: 'Coverage', beneficiary: { reference: 'Patient/p2' } }, 'p2'],
    [{ resourceType: 'Practitioner', id: 'dr' }, null],
  ])('places %j with patient %s', (resource, patient) => {
    expect(patientIdOf(resource as Observation | Coverage, BASE)).toBe(patient);
  });

  it("narrows a patient token's search to its patient, AND-ed with what was asked", () => {
    const scoped = scopeSearch(
      'Observation',
      new URLSearchParams('patient=p2&code=http://loinc.org|69990-0'),
      'p1',
    );
    expect(scoped.ok && scoped.params.toString()).toBe(
      new URLSearchParams([
        ['patient', 'Patient/p2'],
        ['code', 'http://loinc.org|69990-0'],
        ['patient', 'Patient/p1'],
      ]).toString(),
    );
    const patients = scopeSearch('Patient', new URLSearchParams(), 'p1');
    expect(patients.ok && patients.params.get('_id')).toBe('p1');
  });

  it('qualifies bare patient ids and leaves a user token unscoped', () => {
    const scoped = scopeSearch('Coverage', new URLSearchParams('patient=a,Patient/b'), null);
    expect(scoped.ok && scoped.params.toString()).toBe('patient=Patient%2Fa%2CPatient%2Fb');
  });

  it.each([
    ['_include=Observation:subject', 'is not supported'],
    ['_has:Observation:patient:code=1', 'is not supported'],
    ['subject.name=Smith', 'Chained search'],
    ['colour=blue', 'Observation has no search parameter colour'],
  ])('refuses %s', (query, message) => {
    const scoped = scopeSearch('Observation', new URLSearchParams(query), null);
    expect(scoped.ok ? '' : scoped.message).toContain(message);
  });

  it('refuses a patient token searching outside any patient compartment', () => {
    expect(scopeSearch('Practitioner', new URLSearchParams(), 'p1').ok).toBe(false);
  });
});
