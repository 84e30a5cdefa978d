import {
  type EvidenceKind,
  type LineEvidenceInput,
  parseEvidenceLeniently,
} from '@dme/shared/coverage/evidence';
import { type CoverageOrderInput, evidenceKindOf } from '@dme/shared/coverage/index';
import { hcpcsLineSchema } from '@dme/shared/work-orders/work-order-form';
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

/** A level as far as it is valid: a value out of range has its own message and is not judged. */
export const validLevel = (field: 'po2Percent' | 'arterialSaturationPercent', value: unknown) => {
  const parsed = hcpcsLineSchema.shape[field].safeParse(value);
  return parsed.success ? parsed.data : null;
};

type CoverageFormValues = Pick<
  WorkOrderFormValues,
  'patientName' | 'providerSignature' | 'providerSignatureDate'
> & { hcpcsCodes?: Partial<LineValues>[] };

/** The form as the coverage rules read it, while it is being typed (fields not valid yet are empty). */
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
    po2Percent: validLevel('po2Percent', line.po2Percent),
    arterialSaturationPercent: validLevel('arterialSaturationPercent', line.arterialSaturationPercent),
    evidence: parseEvidenceLeniently(line.evidence),
  })),
});
