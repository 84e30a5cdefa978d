import type { CapabilityStatement, OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './fhir-access-token';
import { SUPPORTED_SCOPES } from './fhir-scopes';

/** The client assertion algorithms SMART asks a server to verify at least one of (we verify both). */
export const ASSERTION_ALGORITHMS = ['RS384', 'ES384'];

/** Where the API lives under the product's public URL, and its token endpoint. */
export function fhirEndpoints(publicUrl: string) {
  const base = `${publicUrl.replace(/\/+$/, '')}/fhir`;
  return { base, tokenUrl: `${base}/auth/token` };
}

/**
 * SMART's discovery document (https://hl7.org/fhir/smart-app-launch/conformance.html#metadata):
 * a Backend Services server advertises client-confidential-asymmetric with private_key_jwt and
 * RS384/ES384 (client-confidential-asymmetric.html#discovery-requirements), the
 * client_credentials grant and the system scopes; PKCE's S256 is a REQUIRED field even here.
 */
export function smartConfiguration(publicUrl: string) {
  return {
    token_endpoint: fhirEndpoints(publicUrl).tokenUrl,
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
    grant_types_supported: ['client_credentials'],
    scopes_supported: SUPPORTED_SCOPES,
    response_types_supported: ['token'],
    capabilities: ['client-confidential-asymmetric', 'permission-v2', 'permission-v1'],
    code_challenge_methods_supported: ['S256'],
  };
}

/**
 * The server's R4 CapabilityStatement: DeviceRequest read and search (patient, status, _id) and
 * DocumentReference read, JSON only, secured by SMART (restful-security-service SMART-on-FHIR,
 * with the token endpoint in the oauth-uris extension older clients still read).
 */
export function capabilityStatement(publicUrl: string, date: string): CapabilityStatement {
  const { base, tokenUrl } = fhirEndpoints(publicUrl);
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: 'Carelane',
    kind: 'instance',
    implementation: {
      description: 'Carelane work orders as FHIR R4 DeviceRequests, read by the EHRs they came from',
      url: base,
    },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        security: {
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [{ url: 'token', valueUri: tokenUrl }],
            },
          ],
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description: `SMART Backend Services: client_credentials with a private_key_jwt assertion at ${tokenUrl}; bearer tokens live ${ACCESS_TOKEN_LIFETIME_SECONDS} seconds. A client reads only the work orders written from its own EHR.`,
        },
        resource: [
          {
            type: 'DeviceRequest',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: [
              {
                name: 'patient',
                type: 'reference',
                definition: 'http://hl7.org/fhir/SearchParameter/clinical-patient',
              },
              {
                name: 'status',
                type: 'token',
                definition: 'http://hl7.org/fhir/SearchParameter/DeviceRequest-status',
              },
              { name: '_id', type: 'token', definition: 'http://hl7.org/fhir/SearchParameter/Resource-id' },
            ],
          },
          { type: 'DocumentReference', interaction: [{ code: 'read' }] },
        ],
      },
    ],
  };
}

/** R4 issue-type codes the routes answer with. */
export type OutcomeCode =
  | 'invalid'
  | 'login'
  | 'expired'
  | 'forbidden'
  | 'not-found'
  | 'not-supported'
  | 'exception';

export const operationOutcome = (code: OutcomeCode, diagnostics: string): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'error', code: code as OperationOutcomeIssue['code'], diagnostics }],
});
