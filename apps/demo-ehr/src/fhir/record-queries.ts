import { getStatus, isOk } from '@medplum/core';
import type { FhirRepository, FhirRouter, HttpMethod } from '@medplum/fhir-router';
import type { Bundle, OperationOutcome, Resource } from '@medplum/fhirtypes';
import { patientIdOf, scopeSearch } from './compartment';

export interface RecordStore {
  fhirBaseUrl: string;
  repository: FhirRepository;
  router: FhirRouter;
}

export type FhirResult = { status: number; resource: Resource };

type IssueType = OperationOutcome['issue'][number]['code'];
export const outcome = (code: IssueType, text: string): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'error', code, details: { text } }],
});

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

export const routerRequest = (method: HttpMethod, url: string, body?: unknown) => ({
  method,
  url,
  pathname: '',
  body,
  params: {},
  query: {},
});

/**
 * One resource by id, through Medplum's router. With a patient in context, another patient's
 * record answers 404 as if it did not exist: its existence is itself PHI.
 */
export async function readRecord(
  store: RecordStore,
  type: string,
  id: string,
  patientId: string | null,
): Promise<FhirResult> {
  const missing = { status: 404, resource: outcome('not-found', `${type}/${id} is not found`) };
  if (!FHIR_ID.test(id)) return missing;
  const [result, resource] = await store.router.handleRequest(
    routerRequest('GET', `${type}/${id}`),
    store.repository,
  );
  if (!isOk(result) || !resource) return { status: getStatus(result), resource: result };
  if (patientId !== null && patientIdOf(resource, store.fhirBaseUrl) !== patientId) return missing;
  return { status: 200, resource };
}

/** A search as a FHIR searchset (full URLs, match mode, self link), narrowed to the patient in context if any. */
export async function searchRecords(
  store: RecordStore,
  type: string,
  asked: URLSearchParams,
  patientId: string | null,
): Promise<FhirResult> {
  const scoped = scopeSearch(type, asked, patientId);
  if (!scoped.ok) return { status: 400, resource: outcome('not-supported', scoped.message) };
  const query = scoped.params.toString();
  const [result, found] = await store.router.handleRequest(
    routerRequest('GET', `${type}?${query}`),
    store.repository,
  );
  if (!isOk(result) || !found) return { status: getStatus(result), resource: result };
  const bundle = found as Bundle;
  return {
    status: 200,
    resource: {
      ...bundle,
      link: [{ relation: 'self', url: `${store.fhirBaseUrl}/${type}?${query}` }],
      entry: (bundle.entry ?? []).map((entry) => ({
        fullUrl: `${store.fhirBaseUrl}/${type}/${entry.resource?.id}`,
        resource: entry.resource,
        search: { mode: 'match' as const },
      })),
    },
  };
}
