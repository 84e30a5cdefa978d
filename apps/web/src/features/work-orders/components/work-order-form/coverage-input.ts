import {
  type EvidenceKind,
  type LineEvidenceInput,
  parseEvidenceLeniently,
} from '@dme/shared/coverage/evidence';
import { type CoverageOrderInput, evidenceKindOf } from '@dme/shared/coverage/index';
import { typedNumberOf } from '@dme/shared/validation/form-input';
import type { LineValues, WorkOrderFormValues } from './form-values';

/** The empty evidence a freshly added line starts with: only the codes a policy governs ask for any. */
const EMPTY_EVIDENCE: Record<EvidenceKind, LineEvidenceInput> = {
  pap: {
    kind: 'pap',
    faceToFaceDate: '',
    sleepTestDate: '',
    sleepTestType: null,
    ahiOrRdi: '',
    eventCount: '',
    symptoms: [],
    cpapTriedAndFailed: null,
  },
  oxygen: {
    kind: 'oxygen',
    testDate: '',
    testCondition: null,
    testedAsInpatient: false,
    dischargeDate: '',
    dependentEdema: false,
    corPulmonaleOrPulmonaryHypertension: false,
    hematocritPercent: '',
  },
  breastPump: {
    kind: 'breastPump',
    dueDate: '',
    planWindowDaysBeforeDue: '',
    planWindowDaysAfterDue: '',
    medicalNeed: '',
  },
};

export const newEvidence = (code: string): LineEvidenceInput | null => {
  const kind = evidenceKindOf(code);
  return kind ? structuredClone(EMPTY_EVIDENCE[kind]) : null;
};

type CoverageFormValues = Pick<
  WorkOrderFormValues,
  'patientName' | 'providerSignature' | 'providerSignatureDate'
> & { hcpcsCodes?: Partial<LineValues>[] };

/**
 * The form as the coverage rules read it, while it is being typed: what does not parse yet is
 * empty, and a number out of its range stays as typed, for the verdict to say it is not valid
 * (the rules never judge it) rather than "missing" or, for a saturation of 0 %, "meets".
 */
export const coverageInputOf = (
  values: CoverageFormValues,
  providerName: string | null,
): CoverageOrderInput => ({
  patientName: values.patientName,
  providerSignature: values.providerSignature,
  providerSignatureDate: values.providerSignatureDate,
  provider: { name: providerName },
  hcpcsCodes: (values.hcpcsCodes ?? []).map((line) => ({
    code: line.code ?? '',
    lengthOfNeed: typedNumberOf(line.lengthOfNeed),
    pressureSetting: typedNumberOf(line.pressureSetting),
    po2Percent: typedNumberOf(line.po2Percent),
    arterialSaturationPercent: typedNumberOf(line.arterialSaturationPercent),
    evidence: parseEvidenceLeniently(line.evidence),
  })),
});
