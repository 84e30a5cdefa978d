import type {
  Bundle,
  Condition,
  Coverage,
  DeviceRequest,
  Encounter,
  Observation,
  Patient,
  Practitioner,
  Resource,
} from '@medplum/fhirtypes';
import { DomainError } from '../../lib/domain-error';
import type { EhrRecords } from '../fhir/prefill-from-fhir';
import type { HookRequest } from './cds-hooks.schemas';
import { PREFETCH_TEMPLATES, type PrefetchKey } from './cds-services';

export const PREFETCH_KEYS = Object.keys(PREFETCH_TEMPLATES) as PrefetchKey[];

/** What one prefetch key brought: its resources, and the next page when the client paginated. */
export interface PrefetchedResources {
  resources: Resource[];
  nextPage: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A search's matches: entries marked `include` or `outcome` are not results (R4 Bundle.entry.search.mode). */
export const searchMatchesOf = (bundle: Bundle): Resource[] =>
  (Array.isArray(bundle.entry) ? bundle.entry : []).flatMap((entry: unknown) => {
    if (!isRecord(entry) || !isRecord(entry.resource) || typeof entry.resource.resourceType !== 'string')
      return [];
    const mode = isRecord(entry.search) ? entry.search.mode : undefined;
    return mode === 'include' || mode === 'outcome' ? [] : [entry.resource as unknown as Resource];
  });

/** A searchset's next page, when the server paginated it. */
export function nextPageOf(bundle: Bundle): string | null {
  const next = (Array.isArray(bundle.link) ? bundle.link : []).find(
    (link) => isRecord(link) && link.relation === 'next',
  );
  return typeof next?.url === 'string' ? next.url : null;
}

/**
 * One prefetch value as §Prefetch Template defines it: absent (not satisfied), null (the client
 * has no data), an OperationOutcome (the client failed to get it: "SHOULD check … for
 * OperationOutcomes"), a resource, or a searchset Bundle. Undefined means "still to fetch".
 */
export function prefetchedResourcesOf(key: string, value: unknown): PrefetchedResources | undefined {
  if (value === undefined) return undefined;
  if (value === null) return { resources: [], nextPage: null };
  if (!isRecord(value) || typeof value.resourceType !== 'string')
    throw new DomainError('validation', `prefetch.${key}: must be a FHIR resource, a Bundle or null`);
  if (value.resourceType === 'OperationOutcome') return undefined;
  if (value.resourceType !== 'Bundle') return { resources: [value as unknown as Resource], nextPage: null };
  const bundle = value as unknown as Bundle;
  return { resources: searchMatchesOf(bundle), nextPage: nextPageOf(bundle) };
}

/**
 * A template's relative FHIR URL for this call (§Prefetch tokens: `{{context.field}}` from the
 * hook's context). The context's ids were checked to be FHIR ids and references, so they go in as
 * they are.
 */
export function prefetchQueryOf(key: PrefetchKey, context: HookRequest['context']): string {
  const values: Record<string, string | undefined> = {
    'context.patientId': context.patientId,
    'context.userId': context.userId,
    'context.encounterId': context.encounterId,
  };
  return PREFETCH_TEMPLATES[key].replace(
    /\{\{\s*([\w.]+)\s*\}\}/g,
    (_token, name: string) => values[name] ?? '',
  );
}

const ofType = <T extends Resource>(resources: readonly Resource[], type: T['resourceType']) =>
  resources.filter((resource): resource is T => resource.resourceType === type);

/** The draft orders of the call: every DeviceRequest in context.draftOrders (other orders are not this service's). */
export const draftDeviceRequestsOf = (context: HookRequest['context']): DeviceRequest[] =>
  ofType<DeviceRequest>(
    (context.draftOrders.entry ?? []).flatMap((entry) =>
      entry.resource ? [entry.resource as Resource] : [],
    ),
    'DeviceRequest',
  );

/**
 * The patient's chart as the FHIR mapping reads it, from what each key brought. The Patient is
 * the context's even when no record of her came: the draft orders still name what is ordered.
 */
export function hookRecordsOf(
  context: HookRequest['context'],
  brought: Partial<Record<PrefetchKey, readonly Resource[]>>,
): EhrRecords {
  const patient = ofType<Patient>(brought.patient ?? [], 'Patient').find((p) => p.id === context.patientId);
  return {
    patient: patient ?? { resourceType: 'Patient', id: context.patientId },
    coverages: ofType<Coverage>(brought.coverage ?? [], 'Coverage'),
    conditions: ofType<Condition>(brought.conditions ?? [], 'Condition'),
    encounters: ofType<Encounter>(brought.encounters ?? [], 'Encounter'),
    observations: ofType<Observation>(brought.observations ?? [], 'Observation'),
    practitioner: ofType<Practitioner>(brought.practitioner ?? [], 'Practitioner')[0] ?? null,
    draftOrders: draftDeviceRequestsOf(context),
  };
}
