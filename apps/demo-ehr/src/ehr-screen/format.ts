import type { CodeableConcept, HumanName, Observation } from '@medplum/fhirtypes';

/** "Dr. Daniel Reyes", "Harold James Bennett": the official name, else the first. */
export function personName(names: HumanName[] | undefined): string {
  const name = names?.find((n) => n.use === 'official') ?? names?.[0];
  if (!name) return 'Unnamed';
  return name.text ?? [...(name.prefix ?? []), ...(name.given ?? []), name.family].filter(Boolean).join(' ');
}

/** A concept in words: its text, else the first coding's display, else the code with its system's short name. */
export function conceptText(concept: CodeableConcept | undefined): string {
  const coding = concept?.coding?.[0];
  return concept?.text ?? coding?.display ?? coding?.code ?? '—';
}

/** The codes of a concept as a clinician reads them: "ICD-10-CM G47.33", "LOINC 69990-0". */
export function codeLabels(concept: CodeableConcept | undefined): string {
  const names: Record<string, string> = {
    'http://hl7.org/fhir/sid/icd-10-cm': 'ICD-10-CM',
    'http://loinc.org': 'LOINC',
    'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets': 'HCPCS',
  };
  return (concept?.coding ?? [])
    .map((coding) => `${names[coding.system ?? ''] ?? coding.system ?? ''} ${coding.code ?? ''}`.trim())
    .join(', ');
}

export function observationValue(observation: Observation): string {
  if (observation.valueQuantity)
    return `${observation.valueQuantity.value} ${observation.valueQuantity.unit ?? ''}`.trim();
  if (observation.valueDateTime) return observation.valueDateTime;
  if (observation.hasMember) return `${observation.hasMember.length} results`;
  return '—';
}
