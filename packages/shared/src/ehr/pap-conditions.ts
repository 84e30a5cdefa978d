import type { PapSymptom } from '../coverage/evidence';

/**
 * The LCD L33718 criterion-B conditions an EHR's ICD-10-CM problem list documents, so a chart's
 * hypertension counts for an AHI of 5–14 as a clinician's ticked box does. By code family
 * (ICD-10-CM 2026 tabular list): a code counts when it is the family or a code beneath it.
 */
const CONDITION_FAMILIES: Record<PapSymptom, readonly string[]> = {
  // R40.0 somnolence; G47.1x hypersomnia.
  excessive_daytime_sleepiness: ['R40.0', 'G47.1'],
  // R41.84x other specified cognitive deficits; G31.84 mild cognitive impairment.
  impaired_cognition: ['R41.84', 'G31.84'],
  // F30–F39 mood [affective] disorders.
  mood_disorder: ['F30', 'F31', 'F32', 'F33', 'F34', 'F39'],
  // G47.0x insomnia; F51.0x insomnia not due to a substance or known physiological condition.
  insomnia: ['G47.0', 'F51.0'],
  // I10–I16 hypertensive diseases.
  hypertension: ['I10', 'I11', 'I12', 'I13', 'I15', 'I16'],
  // I20–I25 ischemic heart diseases.
  ischemic_heart_disease: ['I20', 'I21', 'I22', 'I23', 'I24', 'I25'],
  // Z86.73 personal history of TIA and cerebral infarction; I69.3x sequelae of cerebral infarction.
  history_of_stroke: ['Z86.73', 'I69.3'],
};

const inFamily = (code: string, family: string) => code === family || code.startsWith(family);

/** The criterion-B conditions among these ICD-10-CM codes (dotted, as the catalogue writes them). */
export function papSymptomsOfDiagnoses(codes: readonly string[]): PapSymptom[] {
  return (Object.keys(CONDITION_FAMILIES) as PapSymptom[]).filter((symptom) =>
    codes.some((code) => CONDITION_FAMILIES[symptom].some((family) => inFamily(code.toUpperCase(), family))),
  );
}
