import { randomUUID } from 'node:crypto';
import type { Bundle, DeviceRequest } from '@medplum/fhirtypes';
import { SignJWT } from 'jose';
import { isRecord } from '../http';

export interface CarelaneOrdersOptions {
  productUrl: string;
  /** The demo EHR's registration with the product's FHIR API. */
  clientId: string;
  /** Where the product finds the public key (the demo EHR's `/jwks`). */
  jwksUrl: string;
  signingKey: CryptoKey;
  kid: string;
  alg: string;
  fetch?: typeof fetch;
}

export type CarelaneOrders = { ok: true; orders: DeviceRequest[] } | { ok: false; message: string };

const SCOPE = 'system/DeviceRequest.rs';
const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** SMART Backend Services: the assertion's `exp` "SHALL be no more than five minutes in the future". */
const ASSERTION_LIFETIME_SECONDS = 5 * 60;
/** A chart must open even when Carelane is slow or down. */
const TIMEOUT_MS = 3000;
/** A token is used until shortly before it expires. */
const TOKEN_MARGIN_MS = 30_000;

class Unanswered extends Error {}

/**
 * The product's orders for a patient, read from its own FHIR API as SMART Backend Services
 * prescribe (https://hl7.org/fhir/smart-app-launch/backend-services.html): discovery at
 * `{fhir}/.well-known/smart-configuration`, the client_credentials grant authenticated by a JWT
 * signed with the EHR's key (iss = sub = the client id, aud = the token URL, exp ≤ 5 min, a unique
 * jti; client-confidential-asymmetric.html), then a DeviceRequest search by patient. The way an EHR
 * that granted no write scope still sees each order and its status move.
 */
export function createCarelaneOrdersReader(options: CarelaneOrdersOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const fhirBase = `${options.productUrl}/fhir`;
  let cached: { token: string; until: number } | null = null;

  async function json(url: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
      () => null,
    );
    if (!response) throw new Unanswered('Carelane did not answer');
    if (!response.ok) throw new Unanswered(`Carelane answered ${response.status}`);
    return response.json().catch(() => {
      throw new Unanswered('Carelane answered something other than JSON');
    });
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const configuration = await json(`${fhirBase}/.well-known/smart-configuration`);
    const tokenUrl = isRecord(configuration) ? configuration.token_endpoint : null;
    if (typeof tokenUrl !== 'string') throw new Unanswered("Carelane's FHIR API names no token endpoint");
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: options.alg, kid: options.kid, typ: 'JWT', jku: options.jwksUrl })
      .setIssuer(options.clientId)
      .setSubject(options.clientId)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime(`${ASSERTION_LIFETIME_SECONDS}s`)
      .setJti(randomUUID())
      .sign(options.signingKey);
    const granted = await json(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: SCOPE,
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: assertion,
      }),
    });
    if (!isRecord(granted) || typeof granted.access_token !== 'string')
      throw new Unanswered('Carelane gave no access token');
    const lifetime = typeof granted.expires_in === 'number' ? granted.expires_in * 1000 : 60_000;
    cached = { token: granted.access_token, until: Date.now() + lifetime - TOKEN_MARGIN_MS };
    return cached.token;
  }

  return {
    async ordersOf(patientId: string): Promise<CarelaneOrders> {
      try {
        const bundle = (await json(`${fhirBase}/DeviceRequest?patient=${encodeURIComponent(patientId)}`, {
          headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/fhir+json' },
        })) as Bundle;
        const orders = (bundle.entry ?? []).flatMap((entry) =>
          entry.resource?.resourceType === 'DeviceRequest' ? [entry.resource] : [],
        );
        return { ok: true, orders };
      } catch (error) {
        // A refused token (Carelane restarted, keys rotated) is asked for again next time.
        cached = null;
        if (error instanceof Unanswered) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}

export type CarelaneOrdersReader = ReturnType<typeof createCarelaneOrdersReader>;
