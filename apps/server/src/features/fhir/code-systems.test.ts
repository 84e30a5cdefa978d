import { describe, expect, it } from 'vitest';
import { CODE_SYSTEMS, codeSystemOf, codingOf, identifierOf, normalizeIcd10Cm } from './code-systems';

describe('codeSystemOf', () => {
  it.each([
    ['http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets', 'hcpcs'],
    ['https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets/', 'hcpcs'],
    ['urn:oid:2.16.840.1.113883.6.285', 'hcpcs'],
    ['http://hl7.org/fhir/sid/icd-10-cm', 'icd10cm'],
    ['https://hl7.org/fhir/sid/icd-10-cm/', 'icd10cm'],
    ['urn:oid:2.16.840.1.113883.6.90', 'icd10cm'],
    ['http://loinc.org', 'loinc'],
    ['https://loinc.org/', 'loinc'],
    ['urn:oid:2.16.840.1.113883.6.1', 'loinc'],
    ['http://hl7.org/fhir/sid/us-npi', 'npi'],
    ['URN:OID:2.16.840.1.113883.4.6', 'npi'],
  ])('reads %s as %s', (uri, name) => expect(codeSystemOf(uri)).toBe(name));

  it.each(['http://hl7.org/fhir/sid/icd-10', 'urn:oid:2.16.840.1.113883.6.3', 'http://snomed.info/sct', ''])(
    'knows %s as none of them (ICD-10 WHO is not ICD-10-CM)',
    (uri) => expect(codeSystemOf(uri)).toBeNull(),
  );
});

describe('codingOf', () => {
  it('finds the coding of a system sent under an alias, trimmed', () => {
    const concept = {
      coding: [
        { system: 'http://snomed.info/sct', code: '78275009' },
        { system: 'urn:oid:2.16.840.1.113883.6.90', code: ' G47.33 ', display: 'OSA' },
      ],
    };
    expect(codingOf(concept, 'icd10cm')).toMatchObject({ code: 'G47.33', display: 'OSA' });
    expect(codingOf(concept, 'hcpcs')).toBeNull();
    expect(codingOf(undefined, 'hcpcs')).toBeNull();
  });

  it('skips a coding without a code', () => {
    expect(codingOf({ coding: [{ system: CODE_SYSTEMS.hcpcs }] }, 'hcpcs')).toBeNull();
  });
});

describe('identifierOf', () => {
  it('reads the NPI by its OID too', () => {
    expect(identifierOf([{ system: 'urn:oid:2.16.840.1.113883.4.6', value: '1234567893' }], 'npi')).toBe(
      '1234567893',
    );
    expect(identifierOf([{ system: 'http://example.org/mrn', value: '42' }], 'npi')).toBeNull();
  });
});

describe('normalizeIcd10Cm', () => {
  it.each([
    ['G4733', 'G47.33'],
    ['g47.33', 'G47.33'],
    ['G47.33', 'G47.33'],
    ['I10', 'I10'],
    ['Z3A.32', 'Z3A.32'],
    ['O0903', 'O09.03'],
    ['S72001A', 'S72.001A'],
  ])('writes %s as %s', (code, dotted) => expect(normalizeIcd10Cm(code)).toBe(dotted));

  it.each(['', '123', 'G4', 'G47.33.1', 'G4733XYZ1', 'not a code'])('refuses %j', (code) =>
    expect(normalizeIcd10Cm(code)).toBeNull(),
  );
});
