import { parseEvidenceLeniently } from '@dme/shared/coverage/evidence';
import { type CoverageLineInput, type CoverageOrderInput, evidenceKindOf } from '@dme/shared/coverage/index';
import { papSymptomsOfDiagnoses } from '@dme/shared/ehr/pap-conditions';
import type { WorkOrderPrefill } from '@dme/shared/ehr/prefill';

/** The evidence a line of `code` carries, from what the EHR holds; null for a code no policy reads. */
function evidenceFromPrefill(code: string, prefill: WorkOrderPrefill) {
  const { evidence } = prefill;
  const kind = evidenceKindOf(code);
  if (kind === 'pap')
    return parseEvidenceLeniently({
      kind,
      faceToFaceDate: evidence.faceToFaceDate?.value,
      sleepTestDate: evidence.sleepTestDate?.value,
      sleepTestType: evidence.sleepTestType?.value,
      ahiOrRdi: evidence.ahiOrRdi?.value,
      eventCount: evidence.eventCount?.value,
      symptoms: papSymptomsOfDiagnoses(prefill.diagnoses.map((diagnosis) => diagnosis.value.code)),
    });
  if (kind === 'oxygen')
    return parseEvidenceLeniently({
      kind,
      testDate: evidence.oxygenTestDate?.value,
      testCondition: evidence.oxygenTestCondition?.value,
    });
  if (kind === 'breastPump') return parseEvidenceLeniently({ kind, dueDate: evidence.dueDate?.value });
  return null;
}

export interface CoverageFromFhirOptions {
  /** The HCPCS codes to judge; the pre-fill's draft orders when absent. */
  hcpcsCodes?: readonly string[];
  /** A signed order's signature and date (order-sign); a draft has neither. */
  providerSignature?: string | null;
  providerSignatureDate?: string | null;
}

/**
 * The work order the EHR's records describe, as the coverage rules read one: one line per HCPCS
 * code with the evidence its policy asks for (evidenceKindOf), the oxygen results on the line as
 * the form puts them, and the practitioner from the Practitioner resource. The same reading of
 * the evidence as the form's (parseEvidenceLeniently): what is out of range stays, to be named.
 */
export function coverageOrderFromFhir(
  prefill: WorkOrderPrefill,
  options: CoverageFromFhirOptions = {},
): CoverageOrderInput {
  const codes = options.hcpcsCodes ?? prefill.hcpcsCodes.map((line) => line.value);
  return {
    patientName: prefill.patientName?.value ?? null,
    providerSignature: options.providerSignature ?? null,
    providerSignatureDate: options.providerSignatureDate ?? null,
    provider: {
      name: prefill.practitioner?.value.name || null,
      npi: prefill.practitioner?.value.npi || null,
    },
    hcpcsCodes: [...new Set(codes)].map((code): CoverageLineInput => {
      const isOxygen = evidenceKindOf(code) === 'oxygen';
      return {
        code,
        po2Percent: isOxygen ? (prefill.evidence.po2?.value ?? null) : null,
        arterialSaturationPercent: isOxygen
          ? (prefill.evidence.arterialSaturationPercent?.value ?? null)
          : null,
        evidence: evidenceFromPrefill(code, prefill),
      };
    }),
  };
}
