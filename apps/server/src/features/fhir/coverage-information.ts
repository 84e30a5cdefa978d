import type { LineCoverageVerdict } from '@dme/shared/coverage/verdict';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import type { Extension, Reference } from '@medplum/fhirtypes';

/**
 * Da Vinci CRD's coverage-information extension, STU 2.0.1
 * (https://hl7.org/fhir/us/davinci-crd/STU2/StructureDefinition-ext-coverage-information.html;
 * input/fsh/extensions/CoverageInformation.fsh at tag 2.0.1 of HL7/davinci-crd): coverage,
 * covered, date and coverage-assertion-id are required; pa-needed must be present unless the
 * service is not covered (crd-ci-q2); satisfied-pa-id exactly when pa-needed is satisfied (crd-ci-q5).
 */
export const COVERAGE_INFORMATION_URL =
  'http://hl7.org/fhir/us/davinci-crd/StructureDefinition/ext-coverage-information';

/** CRD's codes (CRDCoveragePaDetail) for whether the payer wants prior authorization. */
export type PaNeeded = 'no-auth' | 'auth-needed' | 'satisfied' | 'performpa' | 'conditional';

/**
 * What the product knows of the plan's prior authorization, as CRD says it: "Not Required" is
 * no-auth; an approval with its number is satisfied; a request made (submitted, refused,
 * cancelled) means the plan wants one; "Pending" — nothing asked of the plan yet — is not known.
 */
export function paNeededOf(status: PriorAuthStatus, reference: string | null): PaNeeded {
  if (status === 'Not Required') return 'no-auth';
  if (status === 'Approved') return reference ? 'satisfied' : 'auth-needed';
  if (status === 'Pending') return 'conditional';
  return 'auth-needed';
}

export interface CoverageAssertion {
  /** The Coverage the assertion is about (a contained one, the EHR's, or a display when none is on file). */
  coverage: Reference;
  /** The trace id the CRD client quotes back (the product's verdict: work order or hook call, and code). */
  assertionId: string;
  /** YYYY-MM-DD the verdict was reached. */
  date: string;
  paNeeded: PaNeeded;
  /** The approval's number, required with pa-needed "satisfied". */
  satisfiedPaId?: string | null;
}

const COVERED: Record<LineCoverageVerdict['status'], 'covered' | 'not-covered' | 'conditional'> = {
  meets: 'covered',
  does_not_meet: 'not-covered',
  incomplete: 'conditional',
};

/** The verdict in the clinician's words, e.g. "Meets LCD L33718 (PAP for OSA)". */
export function verdictReasonText(verdict: LineCoverageVerdict): string {
  if (verdict.status === 'meets') return `Meets ${verdict.policy} (${verdict.policyName})`;
  const messages = verdict.findings.map((finding) => finding.message).join('; ');
  return verdict.status === 'does_not_meet' ? `Will not qualify: ${messages}` : messages;
}

const sub = (url: string, value: Omit<Extension, 'url'>): Extension => ({ url, ...value });

/**
 * The product's verdict on one HCPCS line as CRD's coverage-information: meets is "covered",
 * will-not-qualify "not-covered" (no pa-needed, crd-ci-q2), incomplete "conditional" with clinical
 * documentation to capture with the order (doc-needed clinical, doc-purpose withorder); the
 * findings are the reason, in words.
 */
export function coverageInformationExtension(
  verdict: LineCoverageVerdict,
  assertion: CoverageAssertion,
): Extension {
  const covered = COVERED[verdict.status];
  const paNeeded = covered === 'not-covered' ? null : assertion.paNeeded;
  const satisfied = paNeeded === 'satisfied' && assertion.satisfiedPaId ? assertion.satisfiedPaId : null;
  return {
    url: COVERAGE_INFORMATION_URL,
    extension: [
      sub('coverage', { valueReference: assertion.coverage }),
      sub('covered', { valueCode: covered }),
      ...(paNeeded
        ? [sub('pa-needed', { valueCode: paNeeded === 'satisfied' && !satisfied ? 'auth-needed' : paNeeded })]
        : []),
      ...(verdict.status === 'incomplete'
        ? [sub('doc-needed', { valueCode: 'clinical' }), sub('doc-purpose', { valueCode: 'withorder' })]
        : []),
      sub('reason', { valueCodeableConcept: { text: verdictReasonText(verdict) } }),
      sub('date', { valueDate: assertion.date }),
      sub('coverage-assertion-id', { valueString: assertion.assertionId }),
      ...(satisfied ? [sub('satisfied-pa-id', { valueString: satisfied })] : []),
    ],
  };
}
