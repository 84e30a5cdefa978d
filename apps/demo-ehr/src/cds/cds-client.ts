import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { isRecord } from '../http';
import { readServiceAnswer, type ServiceAnswer } from './cards';

export interface CdsClientOptions {
  /** The demo EHR's URL: the JWT's `iss`, whose `/jwks` publishes the key. */
  issuer: string;
  signingKey: CryptoKey;
  kid: string;
  alg: string;
  fetch?: typeof fetch;
}

export interface CdsService {
  id: string;
  hook: string;
  title: string | null;
  prefetch: Record<string, string>;
}

export class CdsCallError extends Error {}

/** CDS Hooks asks for answers "on the order of 500 ms"; a stuck service must not hold the chart. */
const CALL_TIMEOUT_MS = 5000;
/** CDS Hooks 2.0 leaves the lifetime to the client: five minutes keeps a copied token short-lived. */
const JWT_LIFETIME_SECONDS = 5 * 60;

/**
 * A CDS Hooks 2.0 client ("Calling a CDS Service", "Trusting CDS Clients"): each call — discovery
 * included — carries `Authorization: Bearer <JWT>` signed with the EHR's private key, with `iss`
 * (this EHR), `aud` (the exact service URL called), `iat`, `exp`, a unique `jti`, and `kid`,
 * `typ: JWT` and `jku` (where the public key is) in the header.
 */
export function createCdsClient(options: CdsClientOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const jwksUrl = `${options.issuer}/jwks`;

  function signFor(audience: string) {
    return new SignJWT({})
      .setProtectedHeader({ alg: options.alg, kid: options.kid, typ: 'JWT', jku: jwksUrl })
      .setIssuer(options.issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${JWT_LIFETIME_SECONDS}s`)
      .setJti(randomUUID())
      .sign(options.signingKey);
  }

  async function exchange(url: string, init: RequestInit = {}): Promise<unknown> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${await signFor(url)}`);
    headers.set('accept', 'application/json');
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, headers, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch {
      throw new CdsCallError('Carelane did not answer');
    }
    if (!response.ok) throw new CdsCallError(`Carelane answered ${response.status}`);
    return response.json().catch(() => {
      throw new CdsCallError('Carelane answered something other than JSON');
    });
  }

  return {
    signFor,

    /** The services the CDS server lists at `{baseUrl}/cds-services` ("Discovery"). */
    async discover(baseUrl: string): Promise<CdsService[]> {
      const body = await exchange(`${baseUrl}/cds-services`);
      const services = isRecord(body) && Array.isArray(body.services) ? body.services : [];
      return services.flatMap((service) => {
        if (!isRecord(service) || typeof service.id !== 'string' || typeof service.hook !== 'string')
          return [];
        const prefetch = isRecord(service.prefetch)
          ? Object.fromEntries(
              Object.entries(service.prefetch).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string',
              ),
            )
          : {};
        return [
          {
            id: service.id,
            hook: service.hook,
            title: typeof service.title === 'string' ? service.title : null,
            prefetch,
          },
        ];
      });
    },

    /** One hook call, `POST {baseUrl}/cds-services/{id}`, and its cards as the spec shapes them. */
    async call(baseUrl: string, serviceId: string, request: Record<string, unknown>): Promise<ServiceAnswer> {
      const body = await exchange(`${baseUrl}/cds-services/${encodeURIComponent(serviceId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const answer = readServiceAnswer(body);
      if (!answer) throw new CdsCallError('Carelane answered cards this EHR could not read');
      return answer;
    },
  };
}

export type CdsClient = ReturnType<typeof createCdsClient>;
