import { type PapSymptom, parseEvidenceLeniently } from '@dme/shared/coverage/evidence';
import { type CoverageLineInput, type CoverageOrderInput, evidenceKindOf } from '@dme/shared/coverage/index';
import type { WorkOrderPrefill } from '@dme/shared/ehr/prefill';

/**
 * The LCD L33718 criterion-B conditions (an AHI/RDI of 5–14 qualifies with one documented) and
 * the ICD-10-CM codes that document each, by the Tabular List's categories and blocks:
 * hypersomnia G47.1- and somnolence R40.0; mild cognitive impairment G31.84, age-related cognitive
 * decline R41.81 and other cognitive deficits R41.84-; mood [affective] disorders F30–F39;
 * insomnia G47.0- and F51.0-; hypertensive diseases I10–I16 and I1A; ischemic heart diseases
 * I20–I25; history of stroke Z86.73 and sequelae of cerebrovascular disease I69.
 */
const SYMPTOM_CODE_PREFIXES: Record<PapSymptom, readonly string[]> = {
  excessive_daytime_sleepiness: ['G47.1', 'R40.0'],
  impaired_cognition: ['G31.84', 'R41.81', 'R41.84'],
  mood_disorder: ['F30', 'F31', 'F32', 'F33', 'F34', 'F35', 'F36', 'F37', 'F38', 'F39'],
  insomnia: ['G47.0', 'F51.0'],
  hypertension: ['I10', 'I11', 'I12', 'I13', 'I14', 'I15', 'I16', 'I1A'],
  ischemic_heart_disease: ['I20', 'I21', 'I22', 'I23', 'I24', 'I25'],
  history_of_stroke: ['Z86.73', 'I69'],
};

/** The criterion-B conditions the diagnoses (dotted ICD-10-CM codes) document, in the form's order. */
export function papSymptomsOfDiagnoses(codes: readonly string[]): PapSymptom[] {
  return (Object.keys(SYMPTOM_CODE_PREFIXES) as PapSymptom[]).filter((symptom) =>
    codes.some((code) => SYMPTOM_CODE_PREFIXES[symptom].some((prefix) => code.startsWith(prefix))),
  );
}

/** The evidence a line of `code` carries, from what the EHR holds; null for a code no policy reads. */
function evidenceFromPrefill(code: string, prefill: WorkOrderPrefill) {
  const { evidence } = prefill;
  const kind = evidenceKindOf(code);
  if (kind === 'pap')
    return parseEvidenceLeniently({
      kind,
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
