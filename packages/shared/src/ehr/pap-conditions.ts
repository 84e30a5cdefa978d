import type { PapSymptom } from '../coverage/evidence';

/**
 * The LCD L33718 criterion-B conditions (an AHI/RDI of 5–14 qualifies with one documented) an
 * EHR's ICD-10-CM problem list documents, so a chart's hypertension counts as a clinician's ticked
 * box does. By the Tabular List's categories and blocks: a code counts when it is the family or a
 * code beneath it.
 */
const CONDITION_FAMILIES: Record<PapSymptom, readonly string[]> = {
  // R40.0 somnolence; G47.1- hypersomnia.
  excessive_daytime_sleepiness: ['R40.0', 'G47.1'],
  // R41.84- other specified cognitive deficits; R41.81 age-related cognitive decline; G31.84 mild
  // cognitive impairment.
  impaired_cognition: ['R41.84', 'R41.81', 'G31.84'],
  // F30–F39 mood [affective] disorders.
  mood_disorder: ['F30', 'F31', 'F32', 'F33', 'F34', 'F35', 'F36', 'F37', 'F38', 'F39'],
  // G47.0- insomnia; F51.0- insomnia not due to a substance or known physiological condition.
  insomnia: ['G47.0', 'F51.0'],
  // I10–I16 hypertensive diseases; I1A resistant hypertension.
  hypertension: ['I10', 'I11', 'I12', 'I13', 'I15', 'I16', 'I1A'],
  // I20–I25 ischemic heart diseases.
  ischemic_heart_disease: ['I20', 'I21', 'I22', 'I23', 'I24', 'I25'],
  // Z86.73 personal history of TIA and cerebral infarction; I69 sequelae of cerebrovascular disease.
  history_of_stroke: ['Z86.73', 'I69'],
};

const inFamily = (code: string, family: string) => code === family || code.startsWith(family);

/** The criterion-B conditions among these ICD-10-CM codes (dotted, as the catalogue writes them). */
export function papSymptomsOfDiagnoses(codes: readonly string[]): PapSymptom[] {
  return (Object.keys(CONDITION_FAMILIES) as PapSymptom[]).filter((symptom) =>
    codes.some((code) => CONDITION_FAMILIES[symptom].some((family) => inFamily(code.toUpperCase(), family))),
  );
}
