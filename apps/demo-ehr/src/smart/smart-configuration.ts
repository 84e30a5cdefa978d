import { CONTEXT_SCOPES, RESOURCE_SCOPES } from './scopes';

export interface AuthorizationEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  jwks: string;
  introspection: string;
  revocation: string;
  userinfo: string;
}

/** The endpoints oidc-provider serves under the issuer (its default routes). */
export const endpointsOf = (issuer: string): AuthorizationEndpoints => ({
  issuer,
  authorization: `${issuer}/auth`,
  token: `${issuer}/token`,
  jwks: `${issuer}/jwks`,
  introspection: `${issuer}/token/introspection`,
  revocation: `${issuer}/token/revocation`,
  userinfo: `${issuer}/me`,
});

/**
 * `{fhir base}/.well-known/smart-configuration`, SMART App Launch 2.x "Conformance" (the metadata
 * fields and capabilities it lists): EHR and standalone launch for a confidential client with a
 * secret, the patient context of both, OpenID Connect single sign-on, v1 and v2 scopes, PKCE S256 only.
 */
export function smartConfiguration(endpoints: AuthorizationEndpoints) {
  return {
    issuer: endpoints.issuer,
    jwks_uri: endpoints.jwks,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    scopes_supported: [...CONTEXT_SCOPES, ...RESOURCE_SCOPES],
    response_types_supported: ['code'],
    introspection_endpoint: endpoints.introspection,
    revocation_endpoint: endpoints.revocation,
    code_challenge_methods_supported: ['S256'],
    capabilities: [
      'launch-ehr',
      'launch-standalone',
      'client-confidential-symmetric',
      'context-ehr-patient',
      'context-standalone-patient',
      'sso-openid-connect',
      'permission-offline',
      'permission-patient',
      'permission-user',
      'permission-v1',
      'permission-v2',
    ],
  };
}
