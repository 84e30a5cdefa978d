import { randomUUID } from 'node:crypto';
import { addDays, isoDateOf } from '@dme/shared/coverage/dates';
import type { Bundle, DeviceRequest, Observation, Resource } from '@medplum/fhirtypes';
import type { CdsServiceId } from './cds-services';

/**
 * CDS Hooks 2.0 order-hook requests written from the spec's own JSON examples (§Calling a CDS
 * Service, hooks/order-select and hooks/order-sign "Example (R4)", §Example prefetch data), with
 * DeviceRequests and a chart shaped as R4 and US Core write them.
 */
export const PATIENT_ID = 'pat-1';
export const PATIENT_NAME = 'Maria Elena Lopez';
const today = () => isoDateOf(new Date());
const daysAgo = (days: number) => addDays(today(), -days);

const searchset = (resources: Resource[]): Bundle => ({
  resourceType: 'Bundle',
  type: 'searchset',
  entry: resources.map((resource) => ({
    fullUrl: `https://ehr.example.org/fhir/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode: 'match' },
  })),
});

/** A draft DeviceRequest (CRD profile-devicerequest's shape) ordering one HCPCS code. */
export const draftDeviceRequest = (id: string, code: string, display: string): DeviceRequest => ({
  resourceType: 'DeviceRequest',
  id,
  status: 'draft',
  intent: 'original-order',
  codeCodeableConcept: {
    coding: [{ system: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets', code, display }],
  },
  subject: { reference: `Patient/${PATIENT_ID}` },
  requester: { reference: 'Practitioner/prac-1' },
  authoredOn: today(),
});

const observation = (
  id: string,
  code: string,
  text: string,
  value: number,
  unit: string,
  date: string,
): Observation => ({
  resourceType: 'Observation',
  id,
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code }], text },
  subject: { reference: `Patient/${PATIENT_ID}` },
  effectiveDateTime: date,
  valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
});

/** Results the coverage rules read, by scenario: each drives one verdict. */
export const RESULTS = {
  /** LCD L33797 Group I at rest, 10 days ago: home oxygen meets its policy. */
  oxygenQualifying: () => [
    observation('spo2', '59408-5', 'SpO2 at rest, room air', 87, '%', daysAgo(10)),
    observation('pao2', '2703-7', 'PaO2 at rest, room air', 54, 'mm[Hg]', daysAgo(10)),
  ],
  /** An in-lab polysomnography with AHI 12 and 58 events: criterion B, which needs a documented condition. */
  mildSleepApnea: () => [
    observation('ahi', '69990-0', 'AHI, in-lab polysomnography', 12, '/h', daysAgo(40)),
    observation('obstructive', '90560-4', 'Obstructive apneas, polysomnography', 40, '{events}', daysAgo(40)),
    observation('hypopneas', '90555-4', 'Hypopneas, polysomnography', 18, '{events}', daysAgo(40)),
  ],
};

export interface ChartOptions {
  observations?: Observation[];
  /** ICD-10-CM codes of the active conditions. */
  diagnoses?: string[];
}

/** The five prefetch keys of the discovery document, satisfied as §Example prefetch data shows. */
export function chartPrefetch({ observations = [], diagnoses = ['G47.33'] }: ChartOptions = {}) {
  return {
    patient: {
      resourceType: 'Patient',
      id: PATIENT_ID,
      name: [{ use: 'official', family: 'Lopez', given: ['Maria', 'Elena'] }],
      birthDate: '1961-04-12',
    },
    coverage: searchset([
      {
        resourceType: 'Coverage',
        id: 'cov-1',
        status: 'active',
        beneficiary: { reference: `Patient/${PATIENT_ID}` },
        subscriberId: '1EG4-TE5-MK73',
        payor: [{ display: 'Medicare Part B' }],
      },
    ]),
    conditions: searchset(
      diagnoses.map((code, index) => ({
        resourceType: 'Condition',
        id: `cond-${index}`,
        clinicalStatus: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
        },
        code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code }] },
        subject: { reference: `Patient/${PATIENT_ID}` },
      })),
    ),
    observations: searchset(observations),
    practitioner: {
      resourceType: 'Practitioner',
      id: 'prac-1',
      name: [{ family: 'Chen', given: ['Ana'] }],
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }],
    },
  };
}

export interface HookRequestOptions {
  orders: DeviceRequest[];
  prefetch?: Record<string, unknown>;
  /** order-select's newly selected orders; all of them when absent. */
  selections?: string[];
  fhirServer?: string;
  fhirAuthorization?: Record<string, unknown>;
}

/** A hook call's body as the spec's examples write it. */
export function hookRequest(hook: CdsServiceId, options: HookRequestOptions) {
  return {
    hookInstance: randomUUID(),
    hook,
    ...(options.fhirServer ? { fhirServer: options.fhirServer } : {}),
    ...(options.fhirAuthorization ? { fhirAuthorization: options.fhirAuthorization } : {}),
    context: {
      userId: 'Practitioner/prac-1',
      patientId: PATIENT_ID,
      encounterId: 'enc-1',
      ...(hook === 'order-select'
        ? { selections: options.selections ?? options.orders.map((order) => `DeviceRequest/${order.id}`) }
        : {}),
      draftOrders: { resourceType: 'Bundle', entry: options.orders.map((resource) => ({ resource })) },
    },
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
  };
}
