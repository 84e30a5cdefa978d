import { randomBytes } from 'node:crypto';
import type { FhirRepository } from '@medplum/fhir-router';
import Provider, { errors, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../ehr-screen/html';
import type { TokenAccess } from '../fhir/fhir-server';
import { isRecord } from '../http';
import type { DemoEhrKeys } from '../keys';
import { GRANT_TTL_SECONDS, type LaunchContexts } from './launch-contexts';
import { CONTEXT_SCOPES, RESOURCE_SCOPES } from './scopes';

export interface AuthorizationServerOptions {
  issuer: string;
  fhirBaseUrl: string;
  productUrl: string;
  clientId: string;
  clientSecret: string;
  keys: DemoEhrKeys;
  launches: LaunchContexts;
  repository: FhirRepository;
}

const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The SMART App Launch 2.x authorization server, on oidc-provider (an OpenID Certified provider):
 * the product is its one client (confidential, client_secret_basic, PKCE S256 required), SMART's
 * `aud` and `launch` are extra authorization parameters, the FHIR base is the only resource server
 * (its scopes are SMART's resource scopes), and each launch's patient rides on the grant into the
 * tokens. Keys and every artifact are in memory (oidc-provider's default adapter): a demo.
 */
export function createAuthorizationServer(options: AuthorizationServerOptions): Provider {
  const { issuer, fhirBaseUrl, launches, repository } = options;
  const policy = interactionPolicy.base();
  // Every authorization request signs its clinician in again (the launch names who): an earlier
  // session of another clinician in the same browser must not carry over into this launch.
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('smart_launch', 'Each SMART launch signs its clinician in', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'Carelane',
        redirect_uris: [`${withoutTrailingSlash(options.productUrl)}/smart/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    clientAuthMethods: ['client_secret_basic'],
    responseTypes: ['code'],
    jwks: options.keys.jwks,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: [...CONTEXT_SCOPES],
    claims: { openid: ['sub'], fhirUser: ['fhirUser'] },
    // SMART: "The EHR SHALL support the inclusion of SMART's fhirUser claim within the id_token".
    conformIdTokenClaims: false,
    // GET only at the authorization endpoint: oidc-provider's POST support needs SameSite=None
    // cookies, which browsers keep only over https, and the demo runs on plain http (decision 0123).
    pkce: { required: () => true },
    extraParams: {
      // SMART: `aud` is required and names the FHIR server the token is for; a token for a counterfeit server is refused.
      aud(_ctx, value) {
        if (!value) throw new errors.InvalidRequest('"aud" is required: the FHIR base URL the app will call');
        if (withoutTrailingSlash(value) !== fhirBaseUrl)
          throw new errors.InvalidRequest(`"aud" must be this EHR's FHIR base URL, ${fhirBaseUrl}`);
      },
      launch(_ctx, value) {
        if (value !== undefined && !launches.findLaunch(value))
          throw new errors.InvalidRequest(
            '"launch" names no launch of this EHR (or it expired): launch again',
          );
      },
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => fhirBaseUrl,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (withoutTrailingSlash(indicator) !== fhirBaseUrl) throw new errors.InvalidTarget();
          return {
            scope: RESOURCE_SCOPES.join(' '),
            audience: fhirBaseUrl,
            accessTokenFormat: 'opaque',
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          };
        },
      },
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Consent lives on the grant each interaction makes for its launch; a grant of an earlier
    // launch (another patient) is never reused from the session.
    loadExistingGrant: (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    async findAccount(_ctx, sub) {
      const practitioner = await repository.readResource('Practitioner', sub).catch(() => null);
      if (!practitioner) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, fhirUser: `${fhirBaseUrl}/Practitioner/${sub}` }),
      };
    },
    // Stored on the opaque token, read back by the FHIR server to keep a patient/ token in its compartment.
    extraTokenClaims: (_ctx, token) => {
      const context = 'grantId' in token ? launches.grantContext(token.grantId) : null;
      return context?.patientId ? { patient: context.patientId } : undefined;
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 10 * 60,
      Session: 8 * 60 * 60,
      Grant: GRANT_TTL_SECONDS,
      RefreshToken: GRANT_TTL_SECONDS,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in problem · Demo EHR</title></head><body style="font:16px/1.5 system-ui,sans-serif;color:#1f2933;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>The app could not be signed in</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/" style="color:#0b4f94">Back to the demo EHR</a></p></body></html>`;
    },
  });

  provider.use(offlineAccessWithConsent);
  provider.use(smartTokenResponse(launches));
  return provider;
}

/**
 * OpenID Connect Core 1.0 §11 has `offline_access` ignored unless `prompt` includes `consent`, and
 * oidc-provider drops it; SMART apps ask for it without `prompt`. Every authorization here runs
 * the consent interaction anyway, so a request for `offline_access` is marked as asking consent.
 */
async function offlineAccessWithConsent(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  if (ctx.method === 'GET' && ctx.path === '/auth') {
    const query = new URLSearchParams(ctx.querystring);
    if (query.get('scope')?.split(' ').includes('offline_access') && !query.has('prompt')) {
      query.set('prompt', 'consent');
      ctx.querystring = query.toString();
    }
  }
  await next();
}

/**
 * The token response's SMART launch context (App Launch 2.x: "parameters to communicate the
 * context values", `patient`, 2.1's `fhirContext`, and a CDS card's `appContext`), and the whole
 * granted scope: oidc-provider answers the resource server's scopes only, and has no setting for
 * extra response parameters, so a post-middleware on its token route adds them (its documented
 * "Pre- and post-middlewares").
 */
function smartTokenResponse(launches: LaunchContexts) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || !isRecord(ctx.body)) return;
    const {
      AuthorizationCode: code,
      RefreshToken: refresh,
      Grant: grant,
      AccessToken: token,
    } = ctx.oidc.entities;
    const body = ctx.body as Record<string, unknown>;
    const asked = (code ?? refresh)?.scopes;
    if (grant && asked)
      body.scope = [grant.getOIDCScopeFiltered(asked), token?.scope].filter(Boolean).join(' ');
    const context = launches.grantContext(grant?.jti);
    if (!context) return;
    if (context.patientId) body.patient = context.patientId;
    if (context.fhirContext.length > 0)
      body.fhirContext = context.fhirContext.map((reference) => ({ reference }));
    if (context.appContext) body.appContext = context.appContext;
  };
}

/** A FHIR request's Bearer token as the authorization server knows it: issued for this FHIR base and not expired. */
export async function readAccessToken(
  provider: Provider,
  fhirBaseUrl: string,
  token: string,
): Promise<TokenAccess | null> {
  const found = await provider.AccessToken.find(token).catch(() => undefined);
  if (!found?.isValid || found.aud !== fhirBaseUrl) return null;
  const patient = (found.extra as Record<string, unknown> | undefined)?.patient;
  return { scope: found.scope ?? '', patientId: typeof patient === 'string' ? patient : null };
}
