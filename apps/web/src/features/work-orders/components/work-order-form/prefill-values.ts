import {
  type LineEvidenceInput,
  OXYGEN_TEST_CONDITION_LABELS,
  PAP_SYMPTOM_LABELS,
  SLEEP_TEST_TYPE_LABELS,
} from '@dme/shared/coverage/evidence';
import { evidenceKindOf } from '@dme/shared/coverage/index';
import { papSymptomsOfDiagnoses } from '@dme/shared/ehr/pap-conditions';
import type { PrefillSource, WorkOrderPrefill } from '@dme/shared/ehr/prefill';
import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { formatDate } from '../../../../lib/format';
import type { LineValues, WorkOrderFormValues } from './form-values';

/**
 * What the EHR gave for one field, as the form tells it: the value it started with and where from.
 * Line fields are keyed without their line's index (`line.evidence.ahiOrRdi`): every line of that
 * kind is filled from the same chart.
 */
export interface PrefillNote {
  /** As the form holds it, to tell whether the clinician changed it. */
  value: string;
  /** As a clinician reads it, when that differs (a test type's name, not its code). */
  shown?: string;
  source: PrefillSource;
}
export type PrefillNotes = ReadonlyMap<string, PrefillNote>;

type Prefilled<T> = { value: T; source: PrefillSource } | null;

const LINE_PATH = /^hcpcsCodes\.\d+\./;
/** The key of a form path in the notes (`hcpcsCodes.3.evidence.ahiOrRdi` → `line.evidence.ahiOrRdi`). */
export const noteKeyOf = (path: string) => path.replace(LINE_PATH, 'line.');

/** How a pre-filled field names its source: "From Demo EHR · Sleep study (AHI), 10/02/2026". */
export const sourceText = (ehrName: string, source: PrefillSource) =>
  `From ${ehrName} · ${source.label}${source.date ? `, ${formatDate(source.date)}` : ''}`;

/** The top of the form as far as the chart fills it, with a note for each value it gave. */
export function formValuesFromPrefill(prefill: WorkOrderPrefill): {
  values: Partial<WorkOrderFormValues>;
  notes: PrefillNotes;
} {
  const notes = new Map<string, PrefillNote>();
  const take = (key: string, given: Prefilled<string>) => {
    if (!given) return undefined;
    notes.set(key, { value: given.value, source: given.source });
    return given.value;
  };
  const values: Partial<WorkOrderFormValues> = {};
  const name = take('patientName', prefill.patientName);
  if (name !== undefined) values.patientName = name;
  const dob = take('patientDob', prefill.patientDob);
  if (dob !== undefined) values.patientDob = dob;
  const email = take('patientEmail', prefill.patientEmail);
  if (email !== undefined) values.patientEmail = email;
  const phone = take('patientPhone', prefill.patientPhone);
  if (phone !== undefined) values.patientPhone = phone;
  if (prefill.patientAddress) {
    const { value, source } = prefill.patientAddress;
    values.patientAddress = value;
    for (const [field, text] of Object.entries(value))
      if (text) notes.set(`patientAddress.${field}`, { value: text, source });
  }
  if (prefill.insurance) {
    values.insurancePayer = take('insurancePayer', {
      ...prefill.insurance,
      value: prefill.insurance.value.payerName,
    });
    values.insuranceMemberId = take('insuranceMemberId', {
      ...prefill.insurance,
      value: prefill.insurance.value.memberId,
    });
  }
  return { values, notes: addLineNotes(prefill, notes) };
}

function addLineNotes(prefill: WorkOrderPrefill, notes: Map<string, PrefillNote>) {
  const { evidence } = prefill;
  /** `labels`: a choice's names, so a changed field says what the EHR had in words, not as a code. */
  const note = <T extends string | number>(
    key: string,
    given: Prefilled<T>,
    labels?: Record<T & string, string>,
  ) => {
    if (!given) return;
    const value = String(given.value);
    notes.set(key, {
      value,
      source: given.source,
      ...(labels ? { shown: labels[value as T & string] } : {}),
    });
  };
  note('line.evidence.faceToFaceDate', evidence.faceToFaceDate);
  note('line.evidence.sleepTestDate', evidence.sleepTestDate);
  note('line.evidence.sleepTestType', evidence.sleepTestType, SLEEP_TEST_TYPE_LABELS);
  note('line.evidence.ahiOrRdi', evidence.ahiOrRdi);
  note('line.evidence.eventCount', evidence.eventCount);
  note('line.evidence.testDate', evidence.oxygenTestDate);
  note('line.evidence.testCondition', evidence.oxygenTestCondition, OXYGEN_TEST_CONDITION_LABELS);
  note('line.evidence.dueDate', evidence.dueDate);
  note('line.po2Percent', evidence.po2);
  note('line.arterialSaturationPercent', evidence.arterialSaturationPercent);
  const [firstDiagnosis] = prefill.diagnoses;
  if (firstDiagnosis) {
    notes.set('line.icd10Codes', {
      value: prefill.diagnoses.map((diagnosis) => diagnosis.value.code).join(', '),
      source: { ...firstDiagnosis.source, label: 'Problem list', date: null },
    });
    const symptoms = papSymptomsOfDiagnoses(prefill.diagnoses.map((diagnosis) => diagnosis.value.code));
    if (symptoms.length > 0)
      notes.set('line.evidence.symptoms', {
        value: symptoms.join(', '),
        shown: symptoms.map((symptom) => PAP_SYMPTOM_LABELS[symptom]).join(', '),
        source: { ...firstDiagnosis.source, label: 'Problem list', date: null },
      });
  }
  return notes;
}

const valueOr = <T, F>(given: Prefilled<T>, fallback: F): T | F => (given ? given.value : fallback);

/**
 * A line as the chart fills it: the diagnoses on the problem list that support this code, and the
 * evidence of its kind (sleep study, oxygen test, due date). What the chart lacks stays as it was.
 */
export function lineFromPrefill(line: LineValues, code: HcpcsCode, prefill: WorkOrderPrefill): LineValues {
  const supported = new Set(code.hcpcsCodeIcd10S.map((entry) => entry.icd10.code));
  const diagnoses = prefill.diagnoses.map((diagnosis) => diagnosis.value.code);
  const { evidence } = prefill;
  const filled: LineValues = {
    ...line,
    icd10Codes: diagnoses.filter((diagnosis) => supported.has(diagnosis)),
  };
  const kind = evidenceKindOf(code.code);
  const current = line.evidence as LineEvidenceInput | null | undefined;
  if (kind === 'pap' && current?.kind === 'pap') {
    filled.evidence = {
      ...current,
      faceToFaceDate: valueOr(evidence.faceToFaceDate, current.faceToFaceDate),
      sleepTestDate: valueOr(evidence.sleepTestDate, current.sleepTestDate),
      sleepTestType: valueOr(evidence.sleepTestType, current.sleepTestType),
      ahiOrRdi: valueOr(evidence.ahiOrRdi, current.ahiOrRdi),
      eventCount: valueOr(evidence.eventCount, current.eventCount),
      symptoms: papSymptomsOfDiagnoses(diagnoses),
    };
  } else if (kind === 'oxygen' && current?.kind === 'oxygen') {
    filled.evidence = {
      ...current,
      testDate: valueOr(evidence.oxygenTestDate, current.testDate),
      testCondition: valueOr(evidence.oxygenTestCondition, current.testCondition),
    };
    filled.po2Percent = valueOr(evidence.po2, line.po2Percent);
    filled.arterialSaturationPercent = valueOr(
      evidence.arterialSaturationPercent,
      line.arterialSaturationPercent,
    );
  } else if (kind === 'breastPump' && current?.kind === 'breastPump') {
    filled.evidence = { ...current, dueDate: valueOr(evidence.dueDate, current.dueDate) };
  }
  return filled;
}
