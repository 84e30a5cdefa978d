import { isValidNpi } from '@dme/shared/auth/npi';
import { isoDateOf } from '@dme/shared/coverage/dates';
import type { OxygenTestCondition, SleepTestType } from '@dme/shared/coverage/evidence';
import type { PrefillSource, WorkOrderPrefill } from '@dme/shared/ehr/prefill';
import { formatUsPhone, isValidUsPhone } from '@dme/shared/validation/phone';
import type {
  Condition,
  Coverage,
  DeviceRequest,
  Encounter,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Resource,
} from '@medplum/fhirtypes';
import { codeSystemOf, codingOf, identifierOf, normalizeIcd10Cm } from './code-systems';
import {
  calendarDateOf,
  contactOf,
  isAbout,
  isCurrent,
  isObservationOf,
  mostRecent,
  observationsOf,
  observedAt,
  personNameOf,
  type Reading,
  readingsOf,
  wordsOf,
} from './fhir-values';
import { EVENT_COUNT_CODES, LOINC, type LoincName, SATURATION_CODES } from './observation-codes';

/** What the product reads from the EHR about one patient (a launch's reads, or a hook's prefetch). */
export interface EhrRecords {
  patient: Patient;
  coverages: Coverage[];
  conditions: Condition[];
  observations: Observation[];
  practitioner: Practitioner | null;
  draftOrders: DeviceRequest[];
  /** The patient's visits, for the face-to-face evaluation (absent: none were read). */
  encounters?: Encounter[];
}

type Prefilled<T> = { value: T; source: PrefillSource } | null;
type Evidence = WorkOrderPrefill['evidence'];

const sourceOf = (resource: Resource, label: string, date: string | null = null): PrefillSource => ({
  resourceType: resource.resourceType,
  id: resource.id ?? '',
  label,
  date,
});

const readingLabel = (reading: Reading) =>
  `Observation: ${LOINC[reading.name].label} (LOINC ${LOINC[reading.name].code})`;

const readingSource = (reading: Reading) =>
  sourceOf(reading.observation, readingLabel(reading), calendarDateOf(reading.at ?? undefined));

function patientValues(patient: Patient, today: string) {
  const source = sourceOf(patient, 'Patient record');
  const withSource = <T>(value: T | null): Prefilled<T> => (value === null ? null : { value, source });
  const phone = contactOf(patient.telecom, 'phone', ['mobile', 'home', 'work'], today);
  const email = contactOf(patient.telecom, 'email', ['home', 'work'], today);
  const addresses = (patient.address ?? []).filter(
    (a) => a.use !== 'old' && a.type !== 'postal' && a.line?.[0]?.trim() && isCurrent(a.period, today),
  );
  const address = addresses.find((a) => a.use === 'home') ?? addresses[0];
  return {
    patientName: withSource(personNameOf(patient.name, today)),
    patientDob: withSource(calendarDateOf(patient.birthDate)),
    patientPhone: withSource(phone && isValidUsPhone(phone) ? formatUsPhone(phone) : null),
    patientEmail: withSource(email?.toLowerCase() ?? null),
    patientAddress: withSource(
      address
        ? {
            line1: address.line?.[0]?.trim() ?? '',
            line2: (address.line ?? []).slice(1).join(', ').trim(),
            city: address.city?.trim() ?? '',
            state: address.state?.trim() ?? '',
            zip: address.postalCode?.trim() ?? '',
          }
        : null,
    ),
  };
}

/**
 * The payer's name: `payor[].display`, else the name of the Organization the coverage contains.
 * A payor that is the patient or a relative (self-pay) is not a payer to bill.
 */
function payerNameOf(coverage: Coverage): string | null {
  for (const payor of coverage.payor ?? []) {
    if (/^(Patient|RelatedPerson)\//.test(payor.reference ?? '')) continue;
    if (payor.display?.trim()) return payor.display.trim();
    const contained = coverage.contained?.find(
      (resource): resource is Organization =>
        resource.resourceType === 'Organization' && `#${resource.id}` === payor.reference,
    );
    if (contained?.name?.trim()) return contained.name.trim();
  }
  return null;
}

/**
 * The member ID: `subscriberId`, else the identifier typed MB ("Member Number", HL7 v2 table 0203,
 * https://terminology.hl7.org/CodeSystem-v2-0203.html), as CARIN and US Core coverage profiles send it.
 */
const memberIdOf = (coverage: Coverage) =>
  coverage.subscriberId?.trim() ||
  coverage.identifier
    ?.find((identifier) =>
      identifier.type?.coding?.some(
        (c) => c.code === 'MB' && c.system === 'http://terminology.hl7.org/CodeSystem/v2-0203',
      ),
    )
    ?.value?.trim() ||
  null;

function insuranceOf(records: EhrRecords, today: string): WorkOrderPrefill['insurance'] {
  const inForce = records.coverages
    .filter(
      (c) =>
        c.status === 'active' && isCurrent(c.period, today) && isAbout(c.beneficiary, records.patient.id),
    )
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
  for (const coverage of inForce) {
    const payerName = payerNameOf(coverage);
    const memberId = memberIdOf(coverage);
    if (!payerName && !memberId) continue;
    return {
      value: { payerName: payerName ?? '', memberId: memberId ?? '' },
      source: sourceOf(
        coverage,
        `Coverage: ${payerName ?? 'member ID'}`,
        calendarDateOf(coverage.period?.start),
      ),
    };
  }
  return null;
}

const ACTIVE_CLINICAL = new Set(['active', 'recurrence', 'relapse']);
/** A diagnosis the clinician has not confirmed (or has ruled out) is no reason for an order. */
const UNCONFIRMED = new Set(['unconfirmed', 'provisional', 'differential', 'refuted', 'entered-in-error']);

const statusOf = (condition: Condition, element: 'clinicalStatus' | 'verificationStatus') =>
  condition[element]?.coding?.find((c) => c.code)?.code ?? null;

function diagnosesOf(records: EhrRecords): WorkOrderPrefill['diagnoses'] {
  const seen = new Set<string>();
  const diagnosis = (code: string, display: string, source: PrefillSource) => {
    if (seen.has(code)) return [];
    seen.add(code);
    return [{ value: { code, display }, source }];
  };
  const fromConditions = records.conditions
    .filter((condition) => {
      const clinical = statusOf(condition, 'clinicalStatus');
      const verification = statusOf(condition, 'verificationStatus');
      return (
        clinical !== null &&
        ACTIVE_CLINICAL.has(clinical) &&
        !(verification && UNCONFIRMED.has(verification)) &&
        isAbout(condition.subject, records.patient.id)
      );
    })
    .flatMap((condition) =>
      icd10CodingsOf(condition.code).flatMap(({ code, display }) =>
        diagnosis(
          code,
          display,
          sourceOf(
            condition,
            `Condition: ${display || code} (ICD-10-CM ${code})`,
            calendarDateOf(condition.recordedDate ?? condition.onsetDateTime),
          ),
        ),
      ),
    );
  const fromOrders = usableDraftOrders(records).flatMap((order) =>
    (order.reasonCode ?? []).flatMap((reason) =>
      icd10CodingsOf(reason).flatMap(({ code, display }) =>
        diagnosis(
          code,
          display,
          sourceOf(order, `Draft order's reason: ${display || code}`, calendarDateOf(order.authoredOn)),
        ),
      ),
    ),
  );
  return [...fromConditions, ...fromOrders];
}

/** The ICD-10-CM codings of a concept, each in the catalogue's dotted form. */
function icd10CodingsOf(concept: Condition['code']) {
  return (concept?.coding ?? []).flatMap((coding) => {
    if (codeSystemOf(coding.system) !== 'icd10cm' || !coding.code) return [];
    const code = normalizeIcd10Cm(coding.code);
    return code ? [{ code, display: coding.display?.trim() || concept?.text?.trim() || '' }] : [];
  });
}

/** The orders the clinician is writing (order-select's drafts) or has just signed. */
const usableDraftOrders = (records: EhrRecords) =>
  records.draftOrders.filter(
    (order) =>
      (order.status === 'draft' || order.status === 'active') && isAbout(order.subject, records.patient.id),
  );

function hcpcsCodesOf(records: EhrRecords): WorkOrderPrefill['hcpcsCodes'] {
  return usableDraftOrders(records).flatMap((order) => {
    const coding = codingOf(order.codeCodeableConcept, 'hcpcs');
    if (!coding) return [];
    const code = coding.code.toUpperCase();
    return [
      {
        value: code,
        source: sourceOf(
          order,
          `Draft order: ${coding.display?.trim() || code}`,
          calendarDateOf(order.authoredOn),
        ),
      },
    ];
  });
}

/** A reading's value as a plain number rounded for the form (values of 0.1 precision or finer keep it). */
const numberOf = (value: number) => Math.round(value * 10) / 10;

/** PaO2 in mm Hg; EHRs outside the US send kPa (1 kPa = 7.50062 mm Hg). */
function mmHgOf(reading: Reading): number | null {
  const value = reading.quantity.value;
  if (value === undefined) return null;
  const unit = (reading.quantity.code ?? reading.quantity.unit ?? 'mm[Hg]').toLowerCase();
  if (unit === 'kpa') return numberOf(value * 7.50062);
  return unit === 'mm[hg]' || unit === 'mmhg' ? numberOf(value) : null;
}

/** A saturation in percent; a fraction (UCUM "1", 0.88) is turned into 88 %. */
function percentOf(reading: Reading): number | null {
  const value = reading.quantity.value;
  if (value === undefined) return null;
  const unit = reading.quantity.code ?? reading.quantity.unit ?? '%';
  if (unit === '1') return numberOf(value * 100);
  return unit === '%' ? numberOf(value) : null;
}

const HOME_TEST = /\bhome\b|\bhsat\b|\bhst\b|out[- ]of[- ]cent(er|re)|\bportable\b|\btype (iii|iv|3|4)\b/i;
const IN_LAB_TEST = /polysomnogra|\bpsg\b|\bin[- ]lab\b|\battended\b|\bfacility\b/i;

/**
 * Whether a sleep test was a home test or an in-lab polysomnography, as the EHR says it: a result
 * filed in the Polysomnography panel (LOINC 90568-7, as a component or a member) is a PSG;
 * otherwise the observation's method (or the panel's) names it in words ("Home sleep apnea test",
 * "Attended polysomnography"). Nothing said is null: the clinician chooses, never a guess.
 */
function sleepTestTypeOf(reading: Reading, observations: Observation[]): Prefilled<SleepTestType> {
  const { observation } = reading;
  const panels = observations.filter((o) =>
    o.hasMember?.some((member) => member.reference?.endsWith(`Observation/${observation.id}`)),
  );
  for (const candidate of [observation, ...panels]) {
    const words = `${wordsOf(candidate.method)} ${wordsOf(candidate.code)}`;
    const type: SleepTestType | null = HOME_TEST.test(words)
      ? 'home_sleep_test'
      : isObservationOf(candidate, 'polysomnographyPanel') || IN_LAB_TEST.test(words)
        ? 'in_lab_psg'
        : null;
    if (type)
      return {
        value: type,
        source: sourceOf(
          candidate,
          `Observation: sleep test (${type === 'in_lab_psg' ? 'PSG' : 'home test'})`,
          calendarDateOf(observedAt(candidate)),
        ),
      };
  }
  return null;
}

/**
 * The apneas and hypopneas of the study the AHI comes from (same day), summed from LOINC's counts
 * (obstructive, central, mixed apneas and hypopneas). Without both obstructive apneas and
 * hypopneas the count would undercount, so it is left for the clinician.
 */
function eventCountOf(study: Reading, observations: Observation[]): Prefilled<number> {
  const day = calendarDateOf(study.at ?? undefined);
  const counts = readingsOf(observations, EVENT_COUNT_CODES).filter(
    (reading) => calendarDateOf(reading.at ?? undefined) === day,
  );
  const latestOf = (name: LoincName) =>
    mostRecent(
      counts.filter((r) => r.name === name),
      (r) => r.at,
    );
  const chosen = EVENT_COUNT_CODES.map(latestOf).filter((r): r is Reading => r !== null);
  if (!chosen.some((r) => r.name === 'obstructiveApneas') || !chosen.some((r) => r.name === 'hypopneas'))
    return null;
  const total = chosen.reduce((sum, r) => sum + (r.quantity.value ?? 0), 0);
  const first = chosen[0] as Reading;
  return {
    value: Math.round(total),
    source: sourceOf(
      first.observation,
      `Observation: apneas and hypopneas (LOINC ${chosen.map((r) => LOINC[r.name].code).join(' + ')})`,
      day,
    ),
  };
}

const DURING_SLEEP = /\bsleep|nocturnal|overnight|\bnight\b/i;
const ON_EXERTION = /exercis|exertion|ambulat|walk|\bactivity\b/i;
const AT_REST = /\brest(ing)?\b/i;

/**
 * When the oxygen was tested, as the EHR says it: LOINC's exercise saturations (89276-0,
 * 59412-7) and a saturation filed in the Polysomnography panel say it by their code; otherwise the
 * observation's code text or method names it ("at rest, room air", "6-minute walk", "overnight
 * oximetry"). Nothing said is null: the clinician chooses.
 */
function oxygenTestConditionOf(reading: Reading): Prefilled<OxygenTestCondition> {
  const { observation, component } = reading;
  const words = [wordsOf(component?.code), wordsOf(observation.code), wordsOf(observation.method)].join(' ');
  const condition: OxygenTestCondition | null =
    reading.name === 'pulseOximetryWithExercise' ||
    reading.name === 'pulseOximetryPostExercise' ||
    ON_EXERTION.test(words)
      ? 'on_exertion'
      : isObservationOf(observation, 'polysomnographyPanel') || DURING_SLEEP.test(words)
        ? 'during_sleep'
        : AT_REST.test(words)
          ? 'at_rest'
          : null;
  return condition ? { value: condition, source: readingSource(reading) } : null;
}

const fromReading = (
  reading: Reading | null,
  value: (reading: Reading) => number | null,
): Prefilled<number> => {
  const number = reading && value(reading);
  return reading && number !== null ? { value: number, source: readingSource(reading) } : null;
};

function evidenceOf(records: EhrRecords): Evidence {
  const observations = records.observations.filter((o) => isAbout(o.subject, records.patient.id));
  // AHI before RDI on the same day: the readings are listed in that order and ties keep the first.
  const study = mostRecent(readingsOf(observations, ['ahi', 'rdi']), (r) => r.at);
  const saturation = mostRecent(readingsOf(observations, SATURATION_CODES), (r) => r.at);
  const po2 = mostRecent(readingsOf(observations, ['arterialPo2']), (r) => r.at);
  const oxygenTest = mostRecent(
    [saturation, po2].filter((r): r is Reading => r !== null),
    (r) => r.at,
  );
  const oxygenDate = oxygenTest && calendarDateOf(oxygenTest.at ?? undefined);
  const studyDate = study && calendarDateOf(study.at ?? undefined);
  const due = mostRecent(
    observationsOf(observations, 'estimatedDeliveryDate').filter((o) => calendarDateOf(o.valueDateTime)),
    observedAt,
  );
  return {
    faceToFaceDate: faceToFaceOf(records, studyDate),
    sleepTestDate: study && studyDate ? { value: studyDate, source: readingSource(study) } : null,
    sleepTestType: study ? sleepTestTypeOf(study, observations) : null,
    ahiOrRdi: fromReading(study, (r) => (r.quantity.value === undefined ? null : numberOf(r.quantity.value))),
    eventCount: study ? eventCountOf(study, observations) : null,
    oxygenTestDate:
      oxygenTest && oxygenDate ? { value: oxygenDate, source: readingSource(oxygenTest) } : null,
    oxygenTestCondition: oxygenTest ? oxygenTestConditionOf(oxygenTest) : null,
    arterialSaturationPercent: fromReading(saturation, percentOf),
    po2: fromReading(po2, mmHgOf),
    dueDate: due
      ? {
          value: calendarDateOf(due.valueDateTime) ?? '',
          source: sourceOf(
            due,
            `Observation: ${LOINC.estimatedDeliveryDate.label} (LOINC ${LOINC.estimatedDeliveryDate.code})`,
            calendarDateOf(observedAt(due)),
          ),
        }
      : null,
  };
}

/** An Encounter's class for a visit at a clinic (HL7 v3 ActCode AMB, "ambulatory"). */
const AMBULATORY = 'AMB';

/**
 * LCD L33718's face-to-face clinical evaluation: the patient's last finished ambulatory visit (an
 * Encounter of class AMB) on or before the sleep test, or the last one at all when there is no test.
 */
function faceToFaceOf(records: EhrRecords, sleepTestDate: string | null): Evidence['faceToFaceDate'] {
  const visits = (records.encounters ?? []).flatMap((encounter) => {
    const date = calendarDateOf(encounter.period?.start);
    const isVisit =
      encounter.status === 'finished' &&
      encounter.class?.code === AMBULATORY &&
      isAbout(encounter.subject, records.patient.id);
    return isVisit && date && (!sleepTestDate || date <= sleepTestDate) ? [{ encounter, date }] : [];
  });
  const visit = mostRecent(visits, (v) => v.date);
  if (!visit) return null;
  const words = wordsOf(visit.encounter.type?.[0]) || 'Office visit';
  return { value: visit.date, source: sourceOf(visit.encounter, `Encounter: ${words}`, visit.date) };
}

function practitionerOf(practitioner: Practitioner | null, today: string): WorkOrderPrefill['practitioner'] {
  if (!practitioner) return null;
  const name = personNameOf(practitioner.name, today);
  const npi = identifierOf(practitioner.identifier, 'npi');
  const validNpi = npi && isValidNpi(npi) ? npi : null;
  if (!name && !validNpi) return null;
  return {
    value: { name: name ?? '', npi: validNpi ?? '' },
    source: sourceOf(practitioner, 'Practitioner record'),
  };
}

/**
 * The work order as far as the EHR's records fill it, each value with the resource it came from.
 * Pure: `now` decides which coverages, names and addresses are in force.
 */
export function prefillFromFhir(
  records: EhrRecords,
  ehr: { name: string; iss: string },
  now: Date = new Date(),
): WorkOrderPrefill {
  const today = isoDateOf(now);
  return {
    ehr: { ...ehr, patientId: records.patient.id ?? '' },
    ...patientValues(records.patient, today),
    insurance: insuranceOf(records, today),
    diagnoses: diagnosesOf(records),
    hcpcsCodes: hcpcsCodesOf(records),
    evidence: evidenceOf(records),
    practitioner: practitionerOf(records.practitioner, today),
  };
}
