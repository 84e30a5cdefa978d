import { validateResource } from '@medplum/core';
import type { Coverage } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexR4Definitions } from '../fhir/repository';
import { demoPatients } from './patients';
import { DEMO_PRACTITIONERS } from './practitioners';

const NOW = new Date('2026-06-15T17:00:00Z');
const patients = demoPatients(NOW);

beforeAll(() => indexR4Definitions());

/** The NPI check digit: Luhn over "80840" and the first nine digits (CMS, NPI standard). */
function hasValidNpiCheckDigit(npi: string) {
  const digits = `80840${npi}`.split('').map(Number).reverse();
  const sum = digits.reduce(
    (total, digit, i) => total + (i % 2 === 1 ? ((digit * 2) % 10) + Math.floor(digit / 5) : digit),
    0,
  );
  return /^\d{10}$/.test(npi) && sum % 10 === 0;
}

describe('the synthetic records', () => {
  it('are valid FHIR R4 resources', () => {
    for (const resource of [...DEMO_PRACTITIONERS, ...patients.flatMap((p) => p.resources)])
      expect(
        validateResource(resource).filter((issue) => issue.severity === 'error'),
        resource.id,
      ).toEqual([]);
  });

  it("name Daniel Reyes by the product's EHR provider NPI, and another clinician by a valid NPI of no account", () => {
    const npis = DEMO_PRACTITIONERS.map((p) => p.identifier?.[0]?.value ?? '');
    expect(npis[0]).toBe('1003000126');
    for (const npi of npis) expect(hasValidNpiCheckDigit(npi), npi).toBe(true);
    expect(npis[1]).not.toBe(npis[0]);
  });

  it("carry the product's demo insurance members", () => {
    const members = patients.map(
      (p) => (p.resources.find((r) => r.resourceType === 'Coverage') as Coverage).subscriberId,
    );
    expect(members).toEqual(['CLN-100-001', 'CLN-100-002', 'CLN-100-005', 'CLN-300-118', 'CLN-200-415']);
  });
});
