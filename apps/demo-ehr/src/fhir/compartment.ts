import { getSearchParameter } from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';

/**
 * The patient compartment a `patient/` scope reaches (FHIR R4 CompartmentDefinition "patient",
 * https://hl7.org/fhir/R4/compartmentdefinition-patient.html), for the types this EHR serves: the
 * element naming the patient, and the search parameter that filters by it. Practitioner is in no
 * patient's compartment: only a `user/` scope reads it.
 */
const COMPARTMENT: Record<string, { element: string; searchParam: string }> = {
  Patient: { element: 'id', searchParam: '_id' },
  Coverage: { element: 'beneficiary', searchParam: 'patient' },
  Condition: { element: 'subject', searchParam: 'patient' },
  Observation: { element: 'subject', searchParam: 'patient' },
  Encounter: { element: 'subject', searchParam: 'patient' },
  DeviceRequest: { element: 'subject', searchParam: 'patient' },
  DocumentReference: { element: 'subject', searchParam: 'patient' },
};

export const isInPatientCompartment = (type: string) => type in COMPARTMENT;

/** The id of the patient a resource is about, read from a relative reference or one under this FHIR base. */
export function patientIdOf(resource: Resource, fhirBaseUrl: string): string | null {
  const compartment = COMPARTMENT[resource.resourceType];
  if (!compartment) return null;
  if (resource.resourceType === 'Patient') return resource.id ?? null;
  const reference = (resource as unknown as Record<string, { reference?: string } | undefined>)[
    compartment.element
  ]?.reference;
  const relative = reference?.startsWith(`${fhirBaseUrl}/`)
    ? reference.slice(fhirBaseUrl.length + 1)
    : reference;
  return /^Patient\/([A-Za-z0-9\-.]{1,64})$/.exec(relative ?? '')?.[1] ?? null;
}

/** Search result parameters this EHR honours; any other `_` parameter (`_include`, `_has`…) is refused, not ignored. */
const RESULT_PARAMS = new Set(['_id', '_lastUpdated', '_count', '_sort', '_offset']);
/** Reference parameters whose only target is Patient, so a bare id means `Patient/<id>` (FHIR R4 search §3.1.1.4.6). */
const PATIENT_REFERENCE_PARAMS = new Set(['patient', 'beneficiary']);

export type SearchCheck = { ok: true; params: URLSearchParams } | { ok: false; message: string };

/**
 * A search's parameters checked and made exact: unknown parameters, chains and includes are
 * refused (a strict server says why rather than answering an empty page), bare patient ids are
 * qualified, and a patient-scoped token's search is narrowed to its patient — AND-ed with whatever
 * the app asked, so asking for another patient finds nothing.
 */
export function scopeSearch(type: string, asked: URLSearchParams, patientId: string | null): SearchCheck {
  const params = new URLSearchParams();
  for (const [key, value] of asked) {
    const name = key.split(':')[0] ?? '';
    if (name.startsWith('_')) {
      if (!RESULT_PARAMS.has(name))
        return { ok: false, message: `The search parameter ${name} is not supported` };
    } else if (name.includes('.')) {
      return { ok: false, message: `Chained search (${key}) is not supported` };
    } else if (!getSearchParameter(type, name)) {
      return { ok: false, message: `${type} has no search parameter ${name}` };
    }
    const qualified = PATIENT_REFERENCE_PARAMS.has(name)
      ? value
          .split(',')
          .map((id) => (id.includes('/') ? id : `Patient/${id}`))
          .join(',')
      : value;
    params.append(key, qualified);
  }
  if (patientId !== null) {
    const compartment = COMPARTMENT[type];
    if (!compartment) return { ok: false, message: `${type} is outside the patient's record` };
    params.append(
      compartment.searchParam,
      compartment.searchParam === '_id' ? patientId : `Patient/${patientId}`,
    );
  }
  return { ok: true, params };
}
