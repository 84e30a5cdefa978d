import type { Resource } from '@medplum/fhirtypes';
import * as oauth from 'openid-client';
import type { EhrConnection } from '../../config';

/**
 * The product as a SMART App Launch 2.x client of an EHR (https://hl7.org/fhir/smart-app-launch/):
 * discovery from `{iss}/.well-known/smart-configuration`, the authorization code grant with PKCE
 * (S256) and the EHR's `aud` and `launch` parameters, then FHIR reads and writes with the token —
 * all through openid-client, on the server: no EHR token ever reaches the browser.
 */
export interface SmartTokenGrant {
  accessToken: string;
  expiresAt: Date;
  /** The scopes the EHR granted, which may be fewer than those asked. */
  scope: string;
  /** The launch context's patient (SMART `patient` token response parameter). */
  patient: string | null;
  /** The signed-in EHR user, from the id_token's `fhirUser` claim (a Practitioner URL). */
  fhirUser: string | null;
  /** SMART 2.1 `fhirContext`: resources the EHR names for this launch (e.g. draft DeviceRequests). */
  fhirContext: string[];
}

export class EhrRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const SMART_CONFIGURATION = '.well-known/smart-configuration';
const FHIR_JSON = 'application/fhir+json';
const DISCOVERY_TTL_MS = 10 * 60_000;
/** Search pages followed per query: a chart's conditions or a year of observations fit easily. */
const MAX_SEARCH_PAGES = 5;

const smartConfigurationSchemaKeys = ['authorization_endpoint', 'token_endpoint'] as const;

export interface SmartClientOptions {
  /** Plain http EHRs (the demo EHR on localhost) are allowed outside production only. */
  allowHttp: boolean;
}

export function createSmartClient({ allowHttp }: SmartClientOptions) {
  const configurations = new Map<string, { config: oauth.Configuration; until: number }>();

  async function configurationOf(connection: EhrConnection): Promise<oauth.Configuration> {
    const cached = configurations.get(connection.iss);
    if (cached && cached.until > Date.now()) return cached.config;
    const response = await fetch(`${connection.iss}/${SMART_CONFIGURATION}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) throw new EhrRequestError('The EHR did not answer its SMART configuration', null);
    const metadata = (await response.json()) as Record<string, unknown>;
    for (const key of smartConfigurationSchemaKeys) {
      if (typeof metadata[key] !== 'string')
        throw new EhrRequestError(`The EHR's SMART configuration has no ${key}`, null);
    }
    const server: oauth.ServerMetadata = {
      ...metadata,
      issuer: typeof metadata.issuer === 'string' ? metadata.issuer : connection.iss,
    };
    const config = new oauth.Configuration(
      server,
      connection.clientId,
      undefined,
      connection.clientSecret ? oauth.ClientSecretBasic(connection.clientSecret) : oauth.None(),
    );
    if (allowHttp) oauth.allowInsecureRequests(config);
    configurations.set(connection.iss, { config, until: Date.now() + DISCOVERY_TTL_MS });
    return config;
  }

  /** Only URLs under the EHR's own FHIR base are ever fetched (a forged `fhirUser` reaches nothing else). */
  function fhirUrl(connection: EhrConnection, path: string): URL {
    const url = new URL(path, `${connection.iss}/`);
    if (!url.href.startsWith(`${connection.iss}/`)) {
      throw new EhrRequestError('The EHR named a resource outside its FHIR server', null);
    }
    return url;
  }

  async function fhirRequest(
    connection: EhrConnection,
    accessToken: string,
    url: URL,
    method: 'GET' | 'POST',
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Resource> {
    const config = await configurationOf(connection);
    const headers = new Headers({ accept: FHIR_JSON, ...extraHeaders });
    if (body !== undefined) headers.set('content-type', FHIR_JSON);
    const response = await oauth.fetchProtectedResource(
      config,
      accessToken,
      url,
      method,
      body === undefined ? null : JSON.stringify(body),
      headers,
    );
    if (!response.ok) {
      throw new EhrRequestError(
        `The EHR answered ${response.status} to ${method} ${url.pathname}`,
        response.status,
      );
    }
    const resource = (await response.json()) as Resource | null;
    if (typeof resource?.resourceType !== 'string')
      throw new EhrRequestError('The EHR answered something that is not FHIR', null);
    return resource;
  }

  return {
    /** Where to send the browser: the EHR's authorization endpoint with PKCE, state, `aud` and `launch`. */
    async authorizationUrl(
      connection: EhrConnection,
      input: {
        redirectUri: string;
        scope: string;
        state: string;
        codeVerifier: string;
        launch: string | null;
      },
    ): Promise<URL> {
      const config = await configurationOf(connection);
      return oauth.buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: input.redirectUri,
        scope: input.scope,
        state: input.state,
        code_challenge: await oauth.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
        aud: connection.iss,
        ...(input.launch ? { launch: input.launch } : {}),
      });
    },

    /** The code the EHR sent back, exchanged with the PKCE verifier; the id_token is checked by openid-client. */
    async exchangeCode(
      connection: EhrConnection,
      input: { callbackUrl: URL; codeVerifier: string; state: string },
    ): Promise<SmartTokenGrant> {
      const config = await configurationOf(connection);
      const tokens = await oauth.authorizationCodeGrant(config, input.callbackUrl, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
      });
      const claims = tokens.claims();
      const fhirContext = Array.isArray(tokens.fhirContext) ? (tokens.fhirContext as unknown[]) : [];
      return {
        accessToken: tokens.access_token,
        expiresAt: new Date(Date.now() + (tokens.expiresIn() ?? 300) * 1000),
        scope: typeof tokens.scope === 'string' ? tokens.scope : '',
        patient: typeof tokens.patient === 'string' ? tokens.patient : null,
        fhirUser: typeof claims?.fhirUser === 'string' ? claims.fhirUser : null,
        fhirContext: fhirContext.flatMap((entry) => {
          const reference = (entry as { reference?: unknown } | null)?.reference;
          return typeof reference === 'string' ? [reference] : [];
        }),
      };
    },

    /** One resource by its reference (`Patient/123`, or an absolute URL under the EHR's base). */
    read(connection: EhrConnection, accessToken: string, reference: string) {
      return fhirRequest(connection, accessToken, fhirUrl(connection, reference), 'GET');
    },

    /** Every resource a search finds, following the Bundle's `next` links a few pages. */
    async search(connection: EhrConnection, accessToken: string, query: string): Promise<Resource[]> {
      const found: Resource[] = [];
      let url: URL | null = fhirUrl(connection, query);
      for (let page = 0; url && page < MAX_SEARCH_PAGES; page += 1) {
        const bundle = await fhirRequest(connection, accessToken, url, 'GET');
        if (bundle.resourceType !== 'Bundle')
          throw new EhrRequestError('The EHR answered a search without a Bundle', null);
        for (const entry of bundle.entry ?? []) {
          if (entry.resource && entry.search?.mode !== 'include' && entry.search?.mode !== 'outcome')
            found.push(entry.resource);
        }
        const next = bundle.link?.find((link) => link.relation === 'next');
        url = next?.url ? fhirUrl(connection, next.url) : null;
      }
      return found;
    },

    /**
     * Creates a resource on the EHR (the signed order written back) and answers what the EHR stored;
     * `ifNoneExist` makes it a conditional create (FHIR R4 http.html#ccreate): nothing twice.
     */
    create(
      connection: EhrConnection,
      accessToken: string,
      resource: Omit<Resource, 'id'>,
      { ifNoneExist }: { ifNoneExist?: string | undefined } = {},
    ) {
      return fhirRequest(
        connection,
        accessToken,
        fhirUrl(connection, resource.resourceType),
        'POST',
        resource,
        ifNoneExist ? { 'if-none-exist': ifNoneExist } : {},
      );
    },
  };
}

export type SmartClient = ReturnType<typeof createSmartClient>;

export const randomCodeVerifier = () => oauth.randomPKCECodeVerifier();
export const randomState = () => oauth.randomState();
