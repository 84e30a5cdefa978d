import { randomUUID } from 'node:crypto';
import type { Coverage, DeviceRequest, Resource } from '@medplum/fhirtypes';
import { SYSTEMS } from '../demo-data/builders';
import { CRD_COVERAGE_INFORMATION } from '../ehr-screen/coverage-information';
import { isInPatientCompartment } from '../fhir/compartment';
import { type RecordStore, readRecord, searchRecords } from '../fhir/record-queries';
import { READABLE_TYPES } from '../smart/scopes';
import type { ServiceAnswer } from './cards';
import { CdsCallError, type CdsClient } from './cds-client';
import { fillPrefetch } from './prefetch';

/** The devices the demo clinician can pick to check, by HCPCS code (CMS HCPCS Level II descriptors, shortened). */
export const ORDERABLE_DEVICES = [
  { code: 'E0601', display: 'Continuous positive airway pressure (CPAP) device' },
  { code: 'E0470', display: 'Bi-level respiratory assist device without backup rate' },
  { code: 'E1390', display: 'Oxygen concentrator, single delivery port' },
  { code: 'E0431', display: 'Portable gaseous oxygen system' },
  { code: 'E0603', display: 'Breast pump, electric' },
  { code: 'E0602', display: 'Breast pump, manual' },
] as const;

export interface CoverageCheckInput {
  patientId: string;
  practitionerId: string;
  hcpcs: string;
  today: string;
}

export type CoverageCheckResult =
  | { ok: true; draft: DeviceRequest; answer: ServiceAnswer }
  | { ok: false; draft: DeviceRequest | null; message: string };

const resourcesOf = async <T extends Resource>(
  store: RecordStore,
  type: T['resourceType'],
  patientId: string,
) => {
  const { resource } = await searchRecords(store, type, new URLSearchParams(), patientId);
  return resource.resourceType === 'Bundle' ? (resource.entry ?? []).map((entry) => entry.resource as T) : [];
};

/**
 * The order the clinician is writing, kept as a draft DeviceRequest in the chart (one per device
 * and patient): the CDS call names it, and a card's SMART link can hand it to the app (`fhirContext`).
 */
async function draftOrderFor(
  store: RecordStore,
  input: CoverageCheckInput,
  display: string,
): Promise<DeviceRequest> {
  const orders = await resourcesOf<DeviceRequest>(store, 'DeviceRequest', input.patientId);
  const existing = orders.find(
    (order) =>
      order.status === 'draft' &&
      order.codeCodeableConcept?.coding?.some((c) => c.system === SYSTEMS.hcpcs && c.code === input.hcpcs),
  );
  if (existing) return existing;
  const coverages = await resourcesOf<Coverage>(store, 'Coverage', input.patientId);
  return store.repository.createResource<DeviceRequest>({
    resourceType: 'DeviceRequest',
    status: 'draft',
    intent: 'order',
    codeCodeableConcept: { coding: [{ system: SYSTEMS.hcpcs, code: input.hcpcs, display }], text: display },
    subject: { reference: `Patient/${input.patientId}` },
    requester: { reference: `Practitioner/${input.practitionerId}` },
    authoredOn: input.today,
    insurance: coverages.filter((c) => c.status === 'active').map((c) => ({ reference: `Coverage/${c.id}` })),
  });
}

/** A prefetch query run as the clinician would: within this patient's record, a Practitioner by id. */
function prefetchRunner(store: RecordStore, patientId: string) {
  return async (relativeUrl: string): Promise<Resource | null> => {
    const [path = '', query = ''] = relativeUrl.split('?');
    const [type = '', id, ...rest] = path.split('/').filter(Boolean);
    if (!(READABLE_TYPES as readonly string[]).includes(type) || rest.length > 0) return null;
    const scope = isInPatientCompartment(type) ? patientId : null;
    if (id !== undefined) {
      const { status, resource } = await readRecord(store, type, id, scope);
      return status === 404 ? null : resource;
    }
    if (scope === null) return null;
    const { resource } = await searchRecords(store, type, new URLSearchParams(query), scope);
    return resource.resourceType === 'Bundle' && !resource.entry?.length ? null : resource;
  };
}

/**
 * The CDS Hooks system actions this EHR applies by itself: an `update` of the draft order may set
 * its Da Vinci CRD coverage information (nothing else of the order changes without the clinician).
 */
async function applyCoverageInformation(store: RecordStore, draft: DeviceRequest, answer: ServiceAnswer) {
  const update = answer.systemActions.find(
    (action) =>
      action.type === 'update' &&
      action.resource?.resourceType === 'DeviceRequest' &&
      action.resource.id === draft.id,
  );
  const assertions = ((update?.resource as DeviceRequest | undefined)?.extension ?? []).filter(
    (extension) => extension.url === CRD_COVERAGE_INFORMATION,
  );
  if (assertions.length === 0) return draft;
  const others = (draft.extension ?? []).filter((extension) => extension.url !== CRD_COVERAGE_INFORMATION);
  return store.repository.updateResource<DeviceRequest>({ ...draft, extension: [...others, ...assertions] });
}

/**
 * "Check coverage in Carelane": a CDS Hooks 2.0 `order-select` call to the product's service (the
 * first of its discovery for that hook) with the draft order, the prefetch it asks for, and the
 * clinician and patient in context (the hook's `userId`, `patientId`, `selections`, `draftOrders`).
 */
export async function checkCoverage(
  deps: { store: RecordStore; cds: CdsClient; productUrl: string },
  input: CoverageCheckInput,
): Promise<CoverageCheckResult> {
  const device = ORDERABLE_DEVICES.find((d) => d.code === input.hcpcs);
  if (!device) return { ok: false, draft: null, message: 'Pick a device from the list' };
  const draft = await draftOrderFor(deps.store, input, device.display);
  try {
    const service = (await deps.cds.discover(deps.productUrl)).find((s) => s.hook === 'order-select');
    if (!service) return { ok: false, draft, message: 'Carelane lists no order-select service' };
    const userId = `Practitioner/${input.practitionerId}`;
    const prefetch = await fillPrefetch(
      service.prefetch,
      {
        'context.patientId': input.patientId,
        'context.userId': userId,
        userPractitionerId: input.practitionerId,
      },
      prefetchRunner(deps.store, input.patientId),
    );
    const answer = await deps.cds.call(deps.productUrl, service.id, {
      hook: 'order-select',
      hookInstance: randomUUID(),
      fhirServer: deps.store.fhirBaseUrl,
      context: {
        userId,
        patientId: input.patientId,
        selections: [`DeviceRequest/${draft.id}`],
        draftOrders: { resourceType: 'Bundle', type: 'collection', entry: [{ resource: draft }] },
      },
      prefetch,
    });
    return { ok: true, draft: await applyCoverageInformation(deps.store, draft, answer), answer };
  } catch (error) {
    if (error instanceof CdsCallError) return { ok: false, draft, message: error.message };
    throw error;
  }
}
