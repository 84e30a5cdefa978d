import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The algorithm of the demo EHR's own signatures: CDS Hooks 2.0 recommends ES384 or RS384 ("JWT Signing Algorithm"). */
export const CLIENT_SIGNING_ALG = 'ES384';

export interface DemoEhrKeys {
  /** Private JWKs for oidc-provider, which publishes their public halves at `/jwks`. */
  jwks: { keys: JWK[] };
  /** The key that signs CDS Hooks calls, and its `kid` in the published set. */
  clientSigningKey: CryptoKey;
  clientSigningKid: string;
}

async function privateJwk(alg: string, options: Parameters<typeof generateKeyPair>[1] = {}) {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, ...options });
  const jwk = await exportJWK(privateKey);
  return { privateKey, jwk: { ...jwk, alg, use: 'sig', kid: `${alg.toLowerCase()}-${randomUUID()}` } };
}

/**
 * Keys made at each start and kept in memory only (a demo: nothing outside this process trusts
 * them beyond its lifetime). RS256 signs ID tokens (OpenID Connect's mandatory algorithm); the
 * P-384 key signs what the EHR itself sends as a client.
 */
export async function generateDemoEhrKeys(): Promise<DemoEhrKeys> {
  const idToken = await privateJwk('RS256', { modulusLength: 2048 });
  const client = await privateJwk(CLIENT_SIGNING_ALG);
  return {
    jwks: { keys: [idToken.jwk, client.jwk] },
    clientSigningKey: client.privateKey,
    clientSigningKid: client.jwk.kid,
  };
}
