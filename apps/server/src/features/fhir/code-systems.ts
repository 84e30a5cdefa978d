import type { CodeableConcept, Coding, Identifier } from '@medplum/fhirtypes';

/**
 * The canonical system URIs of HL7 Terminology (THO) for the codes a work order carries, each
 * with the aliases EHRs send for it: the OID as `urn:oid:` (THO lists it as the system's other
 * identifier) and the https / trailing-slash spellings some vendors write.
 *   HCPCS: https://build.fhir.org/ig/HL7/UTG/CodeSystem-hcpcs-Level-II.json.html (OID 2.16.840.1.113883.6.285)
 *   ICD-10-CM: https://build.fhir.org/ig/HL7/UTG/CodeSystem-icd10CM.html (OID 2.16.840.1.113883.6.90)
 *   LOINC: https://build.fhir.org/ig/HL7/UTG/NamingSystem-v3-loinc.json.html (OID 2.16.840.1.113883.6.1)
 *   NPI: https://build.fhir.org/ig/HL7/UTG/NamingSystem-npi.html (OID 2.16.840.1.113883.4.6)
 *   UCUM (the units of the observations the product writes): OID 2.16.840.1.113883.6.8
 */
export const CODE_SYSTEMS = {
  hcpcs: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  loinc: 'http://loinc.org',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  ucum: 'http://unitsofmeasure.org',
} as const;
export type CodeSystemName = keyof typeof CODE_SYSTEMS;

const OIDS: Record<CodeSystemName, string> = {
  hcpcs: '2.16.840.1.113883.6.285',
  icd10cm: '2.16.840.1.113883.6.90',
  loinc: '2.16.840.1.113883.6.1',
  npi: '2.16.840.1.113883.4.6',
  ucum: '2.16.840.1.113883.6.8',
};

/** A system URI as compared: scheme-less, no trailing slash, lower case (URIs EHRs send vary in all three). */
const comparable = (uri: string) =>
  uri
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');

const ALIASES: ReadonlyMap<string, CodeSystemName> = new Map(
  (Object.keys(CODE_SYSTEMS) as CodeSystemName[]).flatMap((name) => [
    [comparable(CODE_SYSTEMS[name]), name] as const,
    [comparable(`urn:oid:${OIDS[name]}`), name] as const,
  ]),
);

/** Which of the systems a URI names, reading its aliases; null for any other system. */
export function codeSystemOf(uri: string | undefined): CodeSystemName | null {
  return uri ? (ALIASES.get(comparable(uri)) ?? null) : null;
}

/** The first coding of `system` (by canonical URI or any alias) in a concept, or null. */
export function codingOf(
  concept: CodeableConcept | undefined,
  system: CodeSystemName,
): (Coding & { code: string }) | null {
  const coding = concept?.coding?.find((c) => c.code?.trim() && codeSystemOf(c.system) === system);
  return coding ? { ...coding, code: coding.code?.trim() ?? '' } : null;
}

/** Every code of `system` in a concept, trimmed. */
export function codesOf(concept: CodeableConcept | undefined, system: CodeSystemName): string[] {
  return (concept?.coding ?? []).flatMap((c) =>
    c.code?.trim() && codeSystemOf(c.system) === system ? [c.code.trim()] : [],
  );
}

/** The value of the first identifier of `system` (e.g. the NPI), or null. */
export function identifierOf(identifiers: Identifier[] | undefined, system: CodeSystemName): string | null {
  return (
    identifiers?.find((i) => i.value?.trim() && codeSystemOf(i.system) === system)?.value?.trim() ?? null
  );
}

/**
 * An ICD-10-CM code as the catalogue writes it: upper case, with the dot after the category's
 * three characters ("G4733" and "g47.33" → "G47.33"). ICD-10-CM codes are 3–7 characters, a letter
 * then a digit; anything else is returned null rather than stored wrong.
 */
export function normalizeIcd10Cm(code: string): string | null {
  const bare = code.trim().toUpperCase().replace('.', '');
  if (!/^[A-Z]\d[0-9A-Z]{1,5}$/.test(bare)) return null;
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
}

/** A coding of one of the systems, canonical URI and all, for resources the product writes. */
export const codingIn = (system: CodeSystemName, code: string, display?: string): Coding => ({
  system: CODE_SYSTEMS[system],
  code,
  ...(display ? { display } : {}),
});
