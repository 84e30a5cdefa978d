import type {
  CodeableConcept,
  Condition,
  Coverage,
  Encounter,
  Observation,
  Patient,
  Practitioner,
} from '@medplum/fhirtypes';

/** The code systems of the synthetic records (HL7 Terminology's canonical URIs). */
export const SYSTEMS = {
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  loinc: 'http://loinc.org',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  ucum: 'http://unitsofmeasure.org',
  hcpcs: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
} as const;

/** The YYYY-MM-DD `days` before `today` (negative: after), so the records stay recent whenever the demo runs. */
export function daysFrom(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const patientRef = (patientId: string) => ({ reference: `Patient/${patientId}` });

export interface PersonInput {
  id: string;
  given: string[];
  family: string;
  prefix?: string[];
}

export function practitioner(
  person: PersonInput & { npi: string; phone: string; email: string },
): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: person.id,
    active: true,
    identifier: [{ system: SYSTEMS.npi, value: person.npi }],
    name: [{ use: 'official', family: person.family, given: person.given, prefix: person.prefix }],
    telecom: [
      { system: 'phone', value: person.phone, use: 'work' },
      { system: 'email', value: person.email, use: 'work' },
    ],
  };
}

export function patient(
  person: PersonInput & {
    birthDate: string;
    gender: Patient['gender'];
    phone: string;
    email: string;
    address: { line: string[]; city: string; state: string; postalCode: string };
    practitionerId: string;
  },
): Patient {
  return {
    resourceType: 'Patient',
    id: person.id,
    active: true,
    identifier: [{ system: 'urn:demo-ehr:mrn', value: `MRN-${person.id.toUpperCase()}` }],
    name: [{ use: 'official', family: person.family, given: person.given }],
    gender: person.gender,
    birthDate: person.birthDate,
    telecom: [
      { system: 'phone', value: person.phone, use: 'mobile' },
      { system: 'email', value: person.email, use: 'home' },
    ],
    address: [{ use: 'home', type: 'physical', ...person.address, country: 'US' }],
    generalPractitioner: [{ reference: `Practitioner/${person.practitionerId}` }],
  };
}

/** The patient's plan: the payer named on `payor`, the member ID as `subscriberId` and as the MB identifier (HL7 v2 table 0203). */
export function coverage(patientId: string, payerName: string, memberId: string, since: string): Coverage {
  return {
    resourceType: 'Coverage',
    id: `${patientId}-coverage`,
    status: 'active',
    identifier: [
      {
        type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MB' }] },
        value: memberId,
      },
    ],
    subscriberId: memberId,
    beneficiary: patientRef(patientId),
    relationship: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship', code: 'self' }],
    },
    period: { start: since },
    payor: [{ display: payerName }],
  };
}

/** A confirmed, active problem-list diagnosis coded in ICD-10-CM. */
export function condition(patientId: string, code: string, display: string, recordedDate: string): Condition {
  return {
    resourceType: 'Condition',
    id: `${patientId}-${code.replace('.', '').toLowerCase()}`,
    clinicalStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
    },
    verificationStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' }],
    },
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' },
        ],
      },
    ],
    code: { coding: [{ system: SYSTEMS.icd10cm, code, display }], text: display },
    subject: patientRef(patientId),
    recordedDate,
  };
}

/** A face-to-face office visit (ambulatory), the evaluation a PAP order needs before the sleep test. */
export function officeVisit(
  patientId: string,
  practitionerId: string,
  date: string,
  reason: string,
): Encounter {
  return {
    resourceType: 'Encounter',
    id: `${patientId}-visit-${date}`,
    status: 'finished',
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
    type: [{ text: 'Face-to-face office visit' }],
    subject: patientRef(patientId),
    participant: [{ individual: { reference: `Practitioner/${practitionerId}` } }],
    period: { start: date, end: date },
    reasonCode: [{ text: reason }],
  };
}

export interface ObservationInput {
  patientId: string;
  id: string;
  loinc: string;
  display: string;
  /** Null: the result was filed without the date it was taken. */
  date: string | null;
  category: 'laboratory' | 'vital-signs' | 'procedure' | 'exam';
  method?: string;
  extraCodings?: CodeableConcept['coding'];
}

function observation(input: ObservationInput, value: Partial<Observation>): Observation {
  return {
    resourceType: 'Observation',
    id: input.id,
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: input.category },
        ],
      },
    ],
    code: {
      coding: [
        { system: SYSTEMS.loinc, code: input.loinc, display: input.display },
        ...(input.extraCodings ?? []),
      ],
      text: input.display,
    },
    subject: patientRef(input.patientId),
    ...(input.date ? { effectiveDateTime: input.date } : {}),
    ...(input.method ? { method: { text: input.method } } : {}),
    ...value,
  };
}

/** A numeric result with its UCUM unit. */
export const measurement = (input: ObservationInput, value: number, unit: string, unitCode = unit) =>
  observation(input, { valueQuantity: { value, unit, system: SYSTEMS.ucum, code: unitCode } });

/** A date result (an estimated due date). */
export const dateResult = (input: ObservationInput, value: string) =>
  observation(input, { valueDateTime: value });

/** A panel grouping its member results (the polysomnography report). */
export const panel = (input: ObservationInput, members: Observation[]) =>
  observation(input, { hasMember: members.map((member) => ({ reference: `Observation/${member.id}` })) });
