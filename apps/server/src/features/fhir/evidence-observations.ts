import {
  OXYGEN_TEST_CONDITION_LABELS,
  PAP_SYMPTOM_LABELS,
  SLEEP_TEST_TYPE_LABELS,
  type StoredLineEvidence,
} from '@dme/shared/coverage/evidence';
import type { CodeableConcept, Observation, Patient, Reference } from '@medplum/fhirtypes';
import { CODE_SYSTEMS, codingIn } from './code-systems';
import { LOINC, type LoincName } from './observation-codes';

/** One HCPCS line's results as the work order stored them. */
export interface LineResults {
  po2Percent: number | null;
  arterialSaturationPercent: number | null;
  evidence: StoredLineEvidence | null;
}

type ObservationValue = Pick<
  Observation,
  'valueQuantity' | 'valueDateTime' | 'valueBoolean' | 'valueString' | 'valueCodeableConcept'
>;

interface Result {
  code: CodeableConcept;
  value: ObservationValue;
  date: string | null;
  /** How the test was done, in the words prefillFromFhir reads back (the test type or condition). */
  method?: string | undefined;
}

export const ucumQuantity = (value: number, unit: string) => ({
  value,
  unit,
  system: CODE_SYSTEMS.ucum,
  code: unit,
});

const loinc = (...names: [LoincName, ...LoincName[]]): CodeableConcept => ({
  coding: names.map((name) => codingIn('loinc', LOINC[name].code, LOINC[name].display)),
  text: LOINC[names[0]].label,
});

type OwnCode = (code: string, text: string) => CodeableConcept;
const present = <T>(value: T | null | undefined | false): value is T =>
  value !== null && value !== undefined && value !== false;

function sleepStudyResults(evidence: Extract<StoredLineEvidence, { kind: 'pap' }>, own: OwnCode): Result[] {
  const method = evidence.sleepTestType ? SLEEP_TEST_TYPE_LABELS[evidence.sleepTestType] : undefined;
  const date = evidence.sleepTestDate;
  return [
    evidence.ahiOrRdi !== null && {
      code: loinc('ahi'),
      value: { valueQuantity: ucumQuantity(evidence.ahiOrRdi, '/h') },
      date,
      method,
    },
    evidence.eventCount !== null && {
      code: own('sleep-test-event-count', 'Apneas and hypopneas recorded'),
      value: { valueQuantity: ucumQuantity(evidence.eventCount, '{#}') },
      date,
      method,
    },
    evidence.faceToFaceDate !== null && {
      code: own('face-to-face-evaluation', 'Face-to-face evaluation'),
      value: { valueDateTime: evidence.faceToFaceDate },
      date: evidence.faceToFaceDate,
    },
    ...evidence.symptoms.map((symptom) => ({
      code: own('documented-condition', 'Condition documented for LCD L33718 criterion B'),
      value: { valueCodeableConcept: { text: PAP_SYMPTOM_LABELS[symptom] } },
      date: null,
    })),
    present(evidence.cpapTriedAndFailed) && {
      code: own('cpap-tried-and-failed', 'CPAP (E0601) tried and failed'),
      value: { valueBoolean: evidence.cpapTriedAndFailed },
      date: null,
    },
  ].filter(present);
}

function oxygenTestResults(line: LineResults, own: OwnCode): Result[] {
  const oxygen = line.evidence?.kind === 'oxygen' ? line.evidence : null;
  const method = oxygen?.testCondition ? OXYGEN_TEST_CONDITION_LABELS[oxygen.testCondition] : undefined;
  const date = oxygen?.testDate ?? null;
  const flags = [
    [oxygen?.testedAsInpatient, 'tested-as-inpatient', 'Tested as an inpatient'],
    [oxygen?.dependentEdema, 'dependent-edema', 'Dependent edema'],
    [oxygen?.corPulmonaleOrPulmonaryHypertension, 'cor-pulmonale', 'Cor pulmonale or pulmonary hypertension'],
  ] as const;
  return [
    line.arterialSaturationPercent !== null && {
      code: loinc('pulseOximetry', 'oxygenSaturation'),
      value: { valueQuantity: ucumQuantity(line.arterialSaturationPercent, '%') },
      date,
      method,
    },
    line.po2Percent !== null && {
      code: loinc('arterialPo2'),
      value: { valueQuantity: ucumQuantity(line.po2Percent, 'mm[Hg]') },
      date,
      method,
    },
    present(oxygen?.hematocritPercent) && {
      code: own('hematocrit', 'Hematocrit'),
      value: { valueQuantity: ucumQuantity(oxygen.hematocritPercent, '%') },
      date,
    },
    present(oxygen?.dischargeDate) && {
      code: own('discharge-date', 'Hospital discharge'),
      value: { valueDateTime: oxygen.dischargeDate },
      date: oxygen.dischargeDate,
    },
    ...flags.map(
      ([flag, code, text]) =>
        flag === true && { code: own(code, text), value: { valueBoolean: true }, date: null },
    ),
  ].filter(present);
}

function breastPumpResults(
  evidence: Extract<StoredLineEvidence, { kind: 'breastPump' }>,
  own: OwnCode,
): Result[] {
  return [
    evidence.dueDate !== null && {
      code: loinc('estimatedDeliveryDate'),
      value: { valueDateTime: evidence.dueDate },
      date: null,
    },
    evidence.medicalNeed.trim() !== '' && {
      code: own('medical-need', 'Medical need for a hospital-grade pump'),
      value: { valueString: evidence.medicalNeed.trim() },
      date: null,
    },
  ].filter(present);
}

/**
 * A line's evidence as Observations to contain in its DeviceRequest (ids evidence-1, -2 …): LOINC
 * where LOINC has a code (AHI, SpO2, PaO2, due date), the product's evidence code system
 * (`evidenceCodes`) for what it has none for; the sleep test's type and the oxygen test's
 * condition as the method, in words.
 */
export function evidenceObservations(
  line: LineResults,
  { subject, evidenceCodes }: { subject: Reference<Patient>; evidenceCodes: string },
): Observation[] {
  const own: OwnCode = (code, text) => ({ coding: [{ system: evidenceCodes, code, display: text }], text });
  const { evidence } = line;
  const results = [
    ...(evidence?.kind === 'pap' ? sleepStudyResults(evidence, own) : []),
    ...(evidence?.kind === 'oxygen' || line.po2Percent !== null || line.arterialSaturationPercent !== null
      ? oxygenTestResults(line, own)
      : []),
    ...(evidence?.kind === 'breastPump' ? breastPumpResults(evidence, own) : []),
  ];
  return results.map(
    (result, index): Observation => ({
      resourceType: 'Observation',
      id: `evidence-${index + 1}`,
      status: 'final',
      code: result.code,
      subject,
      ...(result.date ? { effectiveDateTime: result.date } : {}),
      ...result.value,
      ...(result.method ? { method: { text: result.method } } : {}),
    }),
  );
}
