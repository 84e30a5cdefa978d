import type { Observation } from '@medplum/fhirtypes';
import type { EhrRecords } from './prefill-from-fhir';

/**
 * A LOINC-coded observation about the patient, as an EHR's FHIR API returns one: a quantity, or
 * no value (a panel, a dated result) when `value` is null.
 */
export const loincObservation = (
  id: string,
  code: string,
  value: number | null,
  unit: string,
  effectiveDateTime: string,
  extra: Partial<Observation> = {},
): Observation => ({
  resourceType: 'Observation',
  id,
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code }] },
  subject: { reference: 'Patient/pat-1' },
  effectiveDateTime,
  ...(value === null
    ? {}
    : { valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit } }),
  ...extra,
});

/**
 * One patient's records written from the R4 and US Core examples' shapes: a patient with an old
 * and a current address, coverage naming its payer by a contained Organization, conditions in
 * several states, a sleep study and an oxygen test, and a draft CPAP order.
 */
export const sleepApneaRecords = (): EhrRecords => ({
  patient: {
    resourceType: 'Patient',
    id: 'pat-1',
    name: [
      { use: 'old', family: 'Smith', given: ['Maria'] },
      { use: 'official', family: 'Lopez', given: ['Maria', 'Elena'] },
    ],
    birthDate: '1961-04-12',
    telecom: [
      { system: 'phone', value: '213-555-0100', use: 'work' },
      { system: 'phone', value: '+1 (213) 555-0188', use: 'mobile' },
      { system: 'email', value: 'Maria.Lopez@Example.com', use: 'home' },
    ],
    address: [
      { use: 'old', line: ['1 Former St'], city: 'Fresno', state: 'CA', postalCode: '93650' },
      {
        use: 'home',
        line: ['742 Evergreen Terrace', 'Apt 2'],
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90012',
      },
    ],
  },
  coverages: [
    {
      resourceType: 'Coverage',
      id: 'cov-old',
      status: 'cancelled',
      beneficiary: { reference: 'Patient/pat-1' },
      payor: [{ display: 'Old Plan' }],
      subscriberId: 'OLD-1',
    },
    {
      resourceType: 'Coverage',
      id: 'cov-1',
      contained: [{ resourceType: 'Organization', id: 'payer', name: 'Aetna' }],
      status: 'active',
      beneficiary: { reference: 'Patient/pat-1' },
      period: { start: '2026-01-01' },
      payor: [{ reference: '#payer' }],
      identifier: [
        {
          type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MB' }] },
          value: 'W123456789',
        },
      ],
    },
  ],
  conditions: [
    {
      resourceType: 'Condition',
      id: 'cond-osa',
      clinicalStatus: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
      },
      verificationStatus: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' }],
      },
      code: {
        coding: [
          { system: 'http://snomed.info/sct', code: '78275009' },
          { system: 'urn:oid:2.16.840.1.113883.6.90', code: 'G4733', display: 'Obstructive sleep apnea' },
        ],
      },
      subject: { reference: 'Patient/pat-1' },
      recordedDate: '2026-10-02',
    },
    {
      resourceType: 'Condition',
      id: 'cond-htn',
      clinicalStatus: { coding: [{ code: 'active' }] },
      code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10' }], text: 'Hypertension' },
      subject: { reference: 'Patient/pat-1' },
    },
    {
      resourceType: 'Condition',
      id: 'cond-resolved',
      clinicalStatus: { coding: [{ code: 'resolved' }] },
      code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'J18.9' }] },
      subject: { reference: 'Patient/pat-1' },
    },
    {
      resourceType: 'Condition',
      id: 'cond-maybe',
      clinicalStatus: { coding: [{ code: 'active' }] },
      verificationStatus: { coding: [{ code: 'provisional' }] },
      code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'E66.01' }] },
      subject: { reference: 'Patient/pat-1' },
    },
    {
      resourceType: 'Condition',
      id: 'cond-other-patient',
      clinicalStatus: { coding: [{ code: 'active' }] },
      code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'J44.9' }] },
      subject: { reference: 'Patient/someone-else' },
    },
  ],
  observations: [
    loincObservation('ahi-old', '69990-0', 9, '/h', '2025-02-01'),
    loincObservation('ahi-1', '69990-0', 12, '/h', '2026-10-02T22:00:00Z', {
      method: { text: 'Attended in-lab polysomnography' },
    }),
    loincObservation('ahi-prelim', '69990-0', 40, '/h', '2026-11-01', { status: 'preliminary' }),
    loincObservation('obstructive-1', '90560-4', 30, '{#}', '2026-10-02T22:00:00Z'),
    loincObservation('central-1', '90553-9', 4, '{#}', '2026-10-02T22:00:00Z'),
    loincObservation('hypopneas-1', '90555-4', 24, '{#}', '2026-10-02T22:00:00Z'),
    loincObservation('spo2-1', '59408-5', 87, '%', '2026-10-05', {
      code: {
        coding: [
          { system: 'http://loinc.org', code: '2708-6' },
          { system: 'http://loinc.org', code: '59408-5' },
        ],
        text: 'SpO2 at rest, room air',
      },
    }),
    loincObservation('pao2-1', '2703-7', 7.2, 'kPa', '2026-10-04'),
  ],
  practitioner: {
    resourceType: 'Practitioner',
    id: 'prac-1',
    identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }],
    name: [{ family: 'Chen', given: ['Ana'], prefix: ['Dr.'] }],
  },
  draftOrders: [
    {
      resourceType: 'DeviceRequest',
      id: 'draft-1',
      status: 'draft',
      intent: 'proposal',
      subject: { reference: 'Patient/pat-1' },
      codeCodeableConcept: {
        coding: [{ system: 'urn:oid:2.16.840.1.113883.6.285', code: 'e0601', display: 'CPAP device' }],
      },
      reasonCode: [{ coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'G47.33' }] }],
      authoredOn: '2026-11-20',
    },
  ],
});
