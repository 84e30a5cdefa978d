import { describe, expect, it } from 'vitest';
import { prefetchedResourcesOf, prefetchQueryOf } from './prefetch';

const context = {
  userId: 'PractitionerRole/123',
  patientId: '1288992',
  encounterId: '89284',
  draftOrders: { resourceType: 'Bundle' as const },
};

describe('prefetch templates (§Prefetch tokens)', () => {
  it('fills the context’s tokens', () => {
    expect(prefetchQueryOf('patient', context)).toBe('Patient/1288992');
    expect(prefetchQueryOf('practitioner', context)).toBe('PractitionerRole/123');
    expect(prefetchQueryOf('coverage', context)).toBe('Coverage?patient=1288992&status=active');
  });
});

describe('a prefetch value (§Prefetch Template)', () => {
  it('is still to fetch when absent or an OperationOutcome, and nothing when null', () => {
    expect(prefetchedResourcesOf('patient', undefined)).toBeUndefined();
    expect(prefetchedResourcesOf('patient', { resourceType: 'OperationOutcome', issue: [] })).toBeUndefined();
    expect(prefetchedResourcesOf('patient', null)).toEqual({ resources: [], nextPage: null });
  });

  it('reads a resource, and a searchset’s matches with its next page', () => {
    const patient = { resourceType: 'Patient', id: '1288992' };
    expect(prefetchedResourcesOf('patient', patient)).toEqual({ resources: [patient], nextPage: null });
    const match = { resourceType: 'Condition', id: 'c1' };
    const bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      link: [{ relation: 'next', url: 'https://ehr.example.org/fhir/Condition?page=2' }],
      entry: [
        { resource: match, search: { mode: 'match' } },
        { resource: patient, search: { mode: 'include' } },
        { resource: { resourceType: 'OperationOutcome' }, search: { mode: 'outcome' } },
        'not an entry',
      ],
    };
    expect(prefetchedResourcesOf('conditions', bundle)).toEqual({
      resources: [match],
      nextPage: 'https://ehr.example.org/fhir/Condition?page=2',
    });
  });

  it('refuses what is no resource, naming the key', () => {
    expect(() => prefetchedResourcesOf('patient', 'Patient/1')).toThrow(
      'prefetch.patient: must be a FHIR resource',
    );
    expect(() => prefetchedResourcesOf('conditions', [{ resourceType: 'Condition' }])).toThrow(
      /prefetch\.conditions/,
    );
  });
});
