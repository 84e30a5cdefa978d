import type { CapabilityStatement } from '@medplum/fhirtypes';
import { CREATABLE_TYPES, READABLE_TYPES } from '../smart/scopes';
import type { AuthorizationEndpoints } from '../smart/smart-configuration';

/**
 * `GET [base]/metadata`: what this FHIR R4 server does (read and search of each served type,
 * create of the writable ones, JSON only), and how it is secured — SMART on FHIR, with the
 * authorize and token URLs in the `oauth-uris` extension that SMART 1.0 defined and 2.x still
 * lets servers send beside `.well-known/smart-configuration`.
 */
export function capabilityStatement(
  fhirBaseUrl: string,
  endpoints: AuthorizationEndpoints,
  startedOn: string,
): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: startedOn,
    kind: 'instance',
    software: { name: 'Carelane demo EHR (synthetic data)' },
    implementation: { description: 'Demo EHR for local development; never a real chart', url: fhirBaseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: true,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
              text: 'OAuth2 using SMART-on-FHIR profile (see http://docs.smarthealthit.org)',
            },
          ],
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [
                { url: 'authorize', valueUri: endpoints.authorization },
                { url: 'token', valueUri: endpoints.token },
                { url: 'introspect', valueUri: endpoints.introspection },
                { url: 'revoke', valueUri: endpoints.revocation },
              ],
            },
          ],
        },
        resource: READABLE_TYPES.map((type) => ({
          type,
          interaction: [
            { code: 'read' as const },
            { code: 'search-type' as const },
            ...((CREATABLE_TYPES as readonly string[]).includes(type) ? [{ code: 'create' as const }] : []),
          ],
        })),
      },
    ],
  };
}
