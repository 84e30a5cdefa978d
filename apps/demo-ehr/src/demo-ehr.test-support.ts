import * as oauth from 'openid-client';
import { type DemoEhr, type DemoEhrOptions, startDemoEhr } from './index';

export const PRODUCT_URL = 'http://carelane.test';
export const CLIENT = { clientId: 'carelane', clientSecret: 'test-client-secret' };
export const CALLBACK_URL = `${PRODUCT_URL}/smart/callback`;

/** The scopes the product asks for (apps/server/src/features/ehr-launch/smart-scopes.ts), launch context aside. */
export const PRODUCT_SCOPES = [
  'openid',
  'fhirUser',
  'patient/Patient.rs',
  'patient/Coverage.rs',
  'patient/Condition.rs',
  'patient/Encounter.rs',
  'patient/Observation.rs',
  'patient/DeviceRequest.rs',
  'user/Practitioner.rs',
  'patient/DeviceRequest.c',
  'patient/DocumentReference.c',
].join(' ');

export function startTestEhr(options: Partial<DemoEhrOptions> = {}): Promise<DemoEhr> {
  return startDemoEhr({
    port: 0,
    publicUrl: 'http://127.0.0.1',
    productUrl: PRODUCT_URL,
    backendClientId: 'demo-ehr-backend',
    ...CLIENT,
    ...options,
  });
}

/**
 * A browser without a screen: a cookie jar per host and manual redirects, stopping where the
 * authorization server sends it back to the product (the app's redirect URI is never fetched).
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  post(url: string, form: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  }

  /** Follows redirects from `start` until a page answers, or the browser is sent to the product. */
  async follow(start: string | Response): Promise<{ url: string; response: Response | null; body: string }> {
    let url = typeof start === 'string' ? start : '';
    let response: Response | null = typeof start === 'string' ? null : start;
    for (let hops = 0; hops < 10; hops += 1) {
      if (!response) response = await this.request(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { url, response, body: await response.text() };
      url = new URL(location, url || undefined).href;
      if (url.startsWith(PRODUCT_URL)) return { url, response: null, body: '' };
      response = null;
    }
    throw new Error('Too many redirects');
  }
}

/** The CSRF token of the EHR screen's forms. */
export const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

/** The product's side of SMART: openid-client configured from the EHR's smart-configuration, as the product's adapter does. */
export async function productClient(ehr: DemoEhr, secret = CLIENT.clientSecret) {
  const metadata = (await (
    await fetch(`${ehr.fhirBaseUrl}/.well-known/smart-configuration`)
  ).json()) as oauth.ServerMetadata;
  const config = new oauth.Configuration(
    metadata,
    CLIENT.clientId,
    undefined,
    oauth.ClientSecretBasic(secret),
  );
  oauth.allowInsecureRequests(config);
  return config;
}

export async function authorizationRequest(config: oauth.Configuration, parameters: Record<string, string>) {
  const state = oauth.randomState();
  const codeVerifier = oauth.randomPKCECodeVerifier();
  const url = oauth.buildAuthorizationUrl(config, {
    response_type: 'code',
    redirect_uri: CALLBACK_URL,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...parameters,
  });
  return { url: url.href, state, codeVerifier };
}

export const exchange = (
  config: oauth.Configuration,
  callbackUrl: string,
  request: { state: string; codeVerifier: string },
) =>
  oauth.authorizationCodeGrant(config, new URL(callbackUrl), {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
  });

/** Signs in to the EHR screen as a demo clinician and answers the session's form token. */
export async function signInToScreen(browser: TestBrowser, ehr: DemoEhr, practitioner = 'daniel-reyes') {
  await browser.post(`${ehr.url}/signin`, { practitioner });
  return csrfOf(await (await browser.request(`${ehr.url}/`)).text());
}

/** An EHR launch from the patient's chart through the token response, as the product would run it. */
export async function ehrLaunch(ehr: DemoEhr, patientId: string, scope = `launch ${PRODUCT_SCOPES}`) {
  const browser = new TestBrowser();
  const csrf = await signInToScreen(browser, ehr);
  const launched = await browser.post(`${ehr.url}/patients/${patientId}/launch`, { csrf });
  const appLaunch = new URL(launched.headers.get('location') ?? '');
  const config = await productClient(ehr);
  const request = await authorizationRequest(config, {
    scope,
    aud: appLaunch.searchParams.get('iss') ?? '',
    launch: appLaunch.searchParams.get('launch') ?? '',
  });
  const callback = await browser.follow(request.url);
  return { tokens: await exchange(config, callback.url, request), appLaunch, config };
}

export function fhirGet(ehr: DemoEhr, path: string, token?: string) {
  return fetch(`${ehr.fhirBaseUrl}/${path}`, {
    headers: { accept: 'application/fhir+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export function fhirCreate(ehr: DemoEhr, resource: { resourceType: string; id?: string }, token: string) {
  return fetch(`${ehr.fhirBaseUrl}/${resource.resourceType}`, {
    method: 'POST',
    headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${token}` },
    body: JSON.stringify(resource),
  });
}
