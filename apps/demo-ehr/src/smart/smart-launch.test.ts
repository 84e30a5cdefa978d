import * as oauth from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  CALLBACK_URL,
  csrfOf,
  ehrLaunch,
  exchange,
  PRODUCT_SCOPES,
  productClient,
  signInToScreen,
  startTestEhr,
  TestBrowser,
} from '../demo-ehr.test-support';
import type { DemoEhr } from '../index';

let ehr: DemoEhr;
beforeAll(async () => {
  ehr = await startTestEhr();
});
afterAll(() => ehr.close());

const errorOf = (callbackUrl: string) => {
  const params = new URL(callbackUrl).searchParams;
  return { error: params.get('error'), description: params.get('error_description') ?? '' };
};

describe('discovery', () => {
  it('serves SMART 2.x configuration at the FHIR base, as JSON with the fields and capabilities SMART lists', async () => {
    const response = await fetch(`${ehr.fhirBaseUrl}/.well-known/smart-configuration`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    const openid = await (await fetch(`${ehr.url}/.well-known/openid-configuration`)).json();
    expect(body).toMatchObject({
      issuer: ehr.url,
      jwks_uri: `${ehr.url}/jwks`,
      authorization_endpoint: openid.authorization_endpoint,
      token_endpoint: openid.token_endpoint,
      introspection_endpoint: openid.introspection_endpoint,
      revocation_endpoint: openid.revocation_endpoint,
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(body.capabilities).toEqual(
      expect.arrayContaining([
        'launch-ehr',
        'launch-standalone',
        'client-confidential-symmetric',
        'context-ehr-patient',
        'context-standalone-patient',
        'sso-openid-connect',
        'permission-v1',
        'permission-v2',
      ]),
    );
    expect(body.scopes_supported).toEqual(expect.arrayContaining(PRODUCT_SCOPES.split(' ')));
    expect(openid.issuer).toBe(ehr.url);
  });

  it('publishes public keys only at /jwks, one of them ES384 for its own signatures', async () => {
    const { keys } = await (await fetch(`${ehr.url}/jwks`)).json();
    expect(keys.map((key: { alg: string }) => key.alg).sort()).toEqual(['ES384', 'RS256']);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });
});

describe('EHR launch', () => {
  it('gives the token response the launch patient and the id_token the clinician as fhirUser', async () => {
    const { tokens, appLaunch } = await ehrLaunch(
      ehr,
      'harold-bennett',
      `launch offline_access ${PRODUCT_SCOPES}`,
    );
    expect(appLaunch.origin + appLaunch.pathname).toBe('http://carelane.test/smart/launch');
    expect(appLaunch.searchParams.get('iss')).toBe(ehr.fhirBaseUrl);
    expect(tokens.patient).toBe('harold-bennett');
    expect(tokens.claims()?.fhirUser).toBe(`${ehr.fhirBaseUrl}/Practitioner/daniel-reyes`);
    expect(tokens.claims()?.iss).toBe(ehr.url);
    expect(tokens.scope?.split(' ').sort()).toEqual(
      `launch offline_access ${PRODUCT_SCOPES}`.split(' ').sort(),
    );
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('keeps the patient on a refreshed token', async () => {
    const { tokens, config } = await ehrLaunch(ehr, 'linda-park', `launch offline_access ${PRODUCT_SCOPES}`);
    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.patient).toBe('linda-park');
    const read = await fetch(`${ehr.fhirBaseUrl}/Patient/linda-park`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(read.status).toBe(200);
  });

  it('grants only the scopes asked that this EHR serves', async () => {
    const { tokens } = await ehrLaunch(
      ehr,
      'harold-bennett',
      'launch openid fhirUser patient/Patient.read patient/Observation.cruds',
    );
    expect(tokens.scope?.split(' ').sort()).toEqual(['fhirUser', 'launch', 'openid', 'patient/Patient.read']);
  });

  it('refuses a launch the clinician signed in to the EHR did not start', async () => {
    const clinician = new TestBrowser();
    const csrf = await signInToScreen(clinician, ehr);
    const launched = await clinician.post(`${ehr.url}/patients/harold-bennett/launch`, { csrf });
    const appLaunch = new URL(launched.headers.get('location') ?? '');
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, {
      scope: `launch ${PRODUCT_SCOPES}`,
      aud: ehr.fhirBaseUrl,
      launch: appLaunch.searchParams.get('launch') ?? '',
    });
    const stranger = new TestBrowser();
    const callback = await stranger.follow(request.url);
    expect(errorOf(callback.url).error).toBe('access_denied');
  });

  it('refuses an unknown launch', async () => {
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, {
      scope: `launch ${PRODUCT_SCOPES}`,
      aud: ehr.fhirBaseUrl,
      launch: 'made-up',
    });
    const callback = await new TestBrowser().follow(request.url);
    expect(errorOf(callback.url)).toMatchObject({
      error: 'invalid_request',
      description: expect.stringContaining('launch'),
    });
  });
});

describe('standalone launch', () => {
  it('signs a demo clinician in, asks for a patient, and answers that patient', async () => {
    const browser = new TestBrowser();
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, {
      scope: `launch/patient ${PRODUCT_SCOPES}`,
      aud: ehr.fhirBaseUrl,
    });
    const signIn = await browser.follow(request.url);
    expect(signIn.body).toContain('<label for="practitioner">Demo clinician</label>');
    const interaction = new URL(signIn.url).pathname;
    const picker = await browser.follow(
      await browser.post(`${ehr.url}${interaction}/login`, { practitioner: 'elena-vasquez' }),
    );
    expect(picker.body).toContain('<label for="patient">Patient</label>');
    expect(picker.body).toContain('Dorothy Alvarez');
    const pickerPath = new URL(picker.url).pathname;
    const callback = await browser.follow(
      await browser.post(`${ehr.url}${pickerPath}/patient`, { patient: 'dorothy-alvarez' }),
    );
    const tokens = await exchange(config, callback.url, request);
    expect(tokens.patient).toBe('dorothy-alvarez');
    expect(tokens.claims()?.fhirUser).toBe(`${ehr.fhirBaseUrl}/Practitioner/elena-vasquez`);
  });

  it('asks the sign-in again for each launch, even in a browser that signed in before', async () => {
    const browser = new TestBrowser();
    const config = await productClient(ehr);
    for (const patient of ['harold-bennett', 'aisha-rahman']) {
      const request = await authorizationRequest(config, {
        scope: `launch/patient ${PRODUCT_SCOPES}`,
        aud: ehr.fhirBaseUrl,
      });
      const signIn = await browser.follow(request.url);
      expect(signIn.body).toContain('Sign in to the demo EHR');
      const path = new URL(signIn.url).pathname;
      const picker = await browser.follow(
        await browser.post(`${ehr.url}${path}/login`, { practitioner: 'daniel-reyes' }),
      );
      const callback = await browser.follow(
        await browser.post(`${ehr.url}${new URL(picker.url).pathname}/patient`, { patient }),
      );
      expect((await exchange(config, callback.url, request)).patient).toBe(patient);
    }
  });

  it('lets the clinician cancel: the app gets access_denied', async () => {
    const browser = new TestBrowser();
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, { scope: PRODUCT_SCOPES, aud: ehr.fhirBaseUrl });
    const signIn = await browser.follow(request.url);
    const callback = await browser.follow(
      await browser.post(`${ehr.url}${new URL(signIn.url).pathname}/cancel`, {}),
    );
    expect(errorOf(callback.url).error).toBe('access_denied');
  });
});

describe('refusals', () => {
  it('refuses an aud that is not this FHIR base, back at the app with invalid_request', async () => {
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, {
      scope: PRODUCT_SCOPES,
      aud: 'https://counterfeit.example/fhir',
    });
    const callback = await new TestBrowser().follow(request.url);
    expect(callback.url.startsWith(CALLBACK_URL)).toBe(true);
    expect(errorOf(callback.url)).toEqual({
      error: 'invalid_request',
      description: expect.stringContaining(ehr.fhirBaseUrl),
    });
  });

  it('refuses a request without aud', async () => {
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, { scope: PRODUCT_SCOPES });
    const callback = await new TestBrowser().follow(request.url);
    expect(errorOf(callback.url)).toEqual({
      error: 'invalid_request',
      description: expect.stringContaining('"aud" is required'),
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await productClient(ehr);
    const url = oauth.buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: CALLBACK_URL,
      scope: PRODUCT_SCOPES,
      state: oauth.randomState(),
      aud: ehr.fhirBaseUrl,
    });
    const callback = await new TestBrowser().follow(url.href);
    expect(errorOf(callback.url)).toMatchObject({
      error: 'invalid_request',
      description: expect.stringMatching(/PKCE/i),
    });
  });

  it('refuses the code exchange with a wrong client secret, or a wrong PKCE verifier', async () => {
    const browser = new TestBrowser();
    const csrf = await signInToScreen(browser, ehr);
    for (const attempt of ['secret', 'verifier'] as const) {
      const launched = await browser.post(`${ehr.url}/patients/harold-bennett/launch`, { csrf });
      const launch = new URL(launched.headers.get('location') ?? '').searchParams.get('launch') ?? '';
      const request = await authorizationRequest(await productClient(ehr), {
        scope: `launch ${PRODUCT_SCOPES}`,
        aud: ehr.fhirBaseUrl,
        launch,
      });
      const callback = await browser.follow(request.url);
      const config = await productClient(ehr, attempt === 'secret' ? 'wrong-secret' : undefined);
      const sent =
        attempt === 'verifier' ? { ...request, codeVerifier: oauth.randomPKCECodeVerifier() } : request;
      const refusal = await exchange(config, callback.url, sent).catch((error) => error);
      // openid-client raises a 401's WWW-Authenticate challenge, a 400's error body.
      expect(refusal.error ?? refusal.cause?.[0]?.parameters?.error).toBe(
        attempt === 'secret' ? 'invalid_client' : 'invalid_grant',
      );
    }
  });

  it('answers a page, not a redirect, for a redirect_uri that is not the product’s', async () => {
    const config = await productClient(ehr);
    const request = await authorizationRequest(config, {
      scope: PRODUCT_SCOPES,
      aud: ehr.fhirBaseUrl,
      redirect_uri: 'https://attacker.example/callback',
    });
    const page = await new TestBrowser().follow(request.url);
    expect(page.response?.status).toBe(400);
    expect(page.body).toContain('The app could not be signed in');
    expect(csrfOf(page.body)).toBe('');
  });
});
