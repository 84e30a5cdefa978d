import { CODE_SYSTEMS } from '../fhir/code-systems';
import { LOINC } from '../fhir/observation-codes';

/**
 * CDS Hooks 2.0 (https://cds-hooks.hl7.org/2.0/): the services this product offers, as its
 * discovery endpoint lists them (§Discovery: hook, title, description, id, prefetch). Both judge
 * draft DeviceRequests against the product's own coverage rules: order-select while the clinician
 * picks the equipment, order-sign as she signs (hooks/order-select, hooks/order-sign).
 */
export const CDS_SERVICE_IDS = ['order-select', 'order-sign'] as const;
export type CdsServiceId = (typeof CDS_SERVICE_IDS)[number];

/** Every LOINC code the coverage rules read (the FHIR mapping's list), as one token search. */
const OBSERVATION_CODES = Object.values(LOINC)
  .map(({ code }) => `${CODE_SYSTEMS.loinc}|${code}`)
  .join(',');

/**
 * The FHIR queries each call should come with (§Prefetch Template), within the spec's restricted
 * subset (§Prefetch query restrictions: instance reads, type searches by patient, token equality).
 * The keys are also the names the service fetches by itself when a key is missing.
 */
export const PREFETCH_TEMPLATES = {
  patient: 'Patient/{{context.patientId}}',
  coverage: 'Coverage?patient={{context.patientId}}&status=active',
  conditions: 'Condition?patient={{context.patientId}}',
  // The face-to-face evaluation LCD L33718 asks for before the sleep test: an office visit.
  encounters: 'Encounter?patient={{context.patientId}}&class=AMB',
  observations: `Observation?patient={{context.patientId}}&code=${OBSERVATION_CODES}`,
  practitioner: '{{context.userId}}',
} as const;
export type PrefetchKey = keyof typeof PREFETCH_TEMPLATES;

export interface CdsServiceDefinition {
  hook: CdsServiceId;
  id: CdsServiceId;
  title: string;
  description: string;
  prefetch: typeof PREFETCH_TEMPLATES;
  usageRequirements: string;
}

const USAGE =
  'Draft orders are DeviceRequests coded in HCPCS. Without the prefetch, the service reads the ' +
  'same data from the FHIR server when the call carries fhirAuthorization; otherwise the ' +
  'verdict names what is missing.';

export const CDS_SERVICES: Record<CdsServiceId, CdsServiceDefinition> = {
  'order-select': {
    hook: 'order-select',
    id: 'order-select',
    title: 'Carelane coverage check (order select)',
    description:
      'Checks the selected durable medical equipment orders against the coverage rules Carelane ' +
      'applies (Medicare LCD L33718 for PAP, LCD L33797 for home oxygen, ACA breast pumps) and ' +
      'says what is met, what will not qualify and what is missing.',
    prefetch: PREFETCH_TEMPLATES,
    usageRequirements: USAGE,
  },
  'order-sign': {
    hook: 'order-sign',
    id: 'order-sign',
    title: 'Carelane coverage check (order sign)',
    description:
      'Checks the durable medical equipment orders being signed against the coverage rules ' +
      'Carelane applies and records the verdict on each order as Da Vinci CRD coverage information.',
    prefetch: PREFETCH_TEMPLATES,
    usageRequirements: USAGE,
  },
};

export const isCdsServiceId = (id: string): id is CdsServiceId =>
  (CDS_SERVICE_IDS as readonly string[]).includes(id);

/** The service's own URL: a call's JWT `aud` must be it (§Trusting CDS Clients). */
export const cdsServiceUrl = (publicUrl: string, id: CdsServiceId) =>
  `${publicUrl.replace(/\/+$/, '')}/cds-services/${id}`;
