import type { Extension } from '@medplum/fhirtypes';

/** Da Vinci CRD's Coverage Information extension (https://hl7.org/fhir/us/davinci-crd/StructureDefinition-ext-coverage-information.html). */
export const CRD_COVERAGE_INFORMATION =
  'http://hl7.org/fhir/us/davinci-crd/StructureDefinition/ext-coverage-information';

/** The CRD value sets' codes in words (coverageInfo, coveragePaDetail, CRD "doc-needed"). */
const WORDS: Record<string, Record<string, string>> = {
  covered: {
    covered: 'Covered',
    'not-covered': 'Not covered',
    conditional: 'Coverage depends on more information',
  },
  'pa-needed': {
    'no-auth': 'no prior authorization',
    'auth-needed': 'prior authorization needed',
    satisfied: 'prior authorization already satisfied',
    performpa: 'prior authorization by the supplier',
    conditional: 'prior authorization may be needed',
  },
  'doc-needed': {
    clinical: 'clinical documentation needed',
    admin: 'administrative documentation needed',
    patient: 'information from the patient needed',
    conditional: 'documentation may be needed',
  },
};

const codeOf = (extension: Extension, part: string) =>
  extension.extension?.find((e) => e.url === part)?.valueCode ?? undefined;

/**
 * Each coverage assertion on an order in words, e.g. "Covered · no prior authorization" or
 * "Not covered"; a code outside the value sets is shown as it came.
 */
export function coverageInformationInWords(extensions: Extension[] | undefined): string[] {
  return (extensions ?? [])
    .filter((extension) => extension.url === CRD_COVERAGE_INFORMATION)
    .map((extension) =>
      (['covered', 'pa-needed', 'doc-needed'] as const)
        .flatMap((part) => {
          const code = codeOf(extension, part);
          return code ? [WORDS[part]?.[code] ?? code] : [];
        })
        .join(' · '),
    )
    .filter(Boolean);
}
