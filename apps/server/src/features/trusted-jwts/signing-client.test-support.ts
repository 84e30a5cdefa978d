import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface SigningClient {
  /** Where the client publishes its public keys, served over HTTP from this process. */
  jwksUrl: string;
  /**
   * A compact JWS of `claims` signed with the client's key: `exp` (5 minutes on), `iat` and a
   * fresh `jti` unless given; a claim set to undefined is left out.
   */
  sign(claims: JWTPayload, options?: { alg?: string; kid?: string }): Promise<string>;
  /** How many times the JWKS was fetched (a cache that works fetches it once). */
  jwksFetches(): number;
  close(): Promise<void>;
}

/**
 * A client that signs tokens with keys made for the test (ES384, and RS384 beside it, the two
 * CDS Hooks 2.0 recommends), publishing its JWK Set from a small local HTTP server, so the code
 * under test reads keys from a real remote JWKS URL.
 */
export async function startSigningClient(): Promise<SigningClient> {
  const keys = {
    ES384: await generateKeyPair('ES384', { extractable: true }),
    RS384: await generateKeyPair('RS384', { extractable: true }),
  };
  const publicKeys = await Promise.all(
    Object.entries(keys).map(async ([alg, pair]) => ({
      ...(await exportJWK(pair.publicKey)),
      kid: `test-${alg}`,
      alg,
      use: 'sig',
    })),
  );
  let fetches = 0;
  const server = createServer((_request, response) => {
    fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: publicKeys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    async sign(claims, { alg = 'ES384', kid } = {}) {
      const pair = keys[alg as keyof typeof keys];
      if (!pair) throw new Error(`no test key for ${alg}`);
      const payload = Object.fromEntries(
        Object.entries({ iat: nowSeconds(), exp: nowSeconds() + 300, jti: randomUUID(), ...claims }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      return new SignJWT(payload)
        .setProtectedHeader({ alg, typ: 'JWT', kid: kid ?? `test-${alg}` })
        .sign(pair.privateKey);
    },
    jwksFetches: () => fetches,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
