import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { usedJwtIds } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { type SigningClient, startSigningClient } from './signing-client.test-support';
import {
  CLOCK_SKEW_SECONDS,
  type ClientJwtCheck,
  deleteExpiredJwtIds,
  type JwtRejection,
  UntrustedJwtError,
  verifyClientJwt,
} from './trusted-jwts';

const ISSUER = 'https://ehr.example.org';
const AUDIENCE = 'https://carelane.example/cds-services/order-sign';
const nowSeconds = () => Math.floor(Date.now() / 1000);

let database: DatabaseHandle;
let client: SigningClient;
beforeAll(async () => {
  database = await createTestDatabase();
  client = await startSigningClient();
});
afterAll(async () => {
  await client?.close();
  await database?.close();
});

const checkOf = (token: string, overrides: Partial<ClientJwtCheck> = {}): ClientJwtCheck => ({
  token,
  jwksUrl: (issuer) => (issuer === ISSUER ? client.jwksUrl : undefined),
  audience: AUDIENCE,
  maxLifetimeSeconds: 300,
  algorithms: ['ES384', 'RS384'],
  requireIssuedAt: true,
  ...overrides,
});

const rejectionOf = async (check: ClientJwtCheck): Promise<JwtRejection | 'accepted'> => {
  try {
    await verifyClientJwt(database.db, check);
    return 'accepted';
  } catch (error) {
    if (error instanceof UntrustedJwtError) return error.reason;
    throw error;
  }
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifying a client’s signed token', () => {
  it('accepts a token signed with either recommended algorithm and answers its claims', async () => {
    for (const alg of ['ES384', 'RS384']) {
      const jti = randomUUID();
      const token = await client.sign({ iss: ISSUER, aud: AUDIENCE, jti, tenant: 'clinic-1' }, { alg });
      const verified = await verifyClientJwt(database.db, checkOf(token));
      expect(verified).toMatchObject({ issuer: ISSUER, jti, claims: { tenant: 'clinic-1' } });
    }
  });

  it('accepts `aud` given as an array holding this endpoint (RFC 7519 §4.1.3)', async () => {
    const token = await client.sign({ iss: ISSUER, aud: ['https://other.example', AUDIENCE] });
    expect(await rejectionOf(checkOf(token))).toBe('accepted');
  });

  it('fetches the issuer’s JWK Set once and keeps it for later tokens', async () => {
    const before = client.jwksFetches();
    for (let index = 0; index < 3; index += 1) {
      await verifyClientJwt(database.db, checkOf(await client.sign({ iss: ISSUER, aud: AUDIENCE })));
    }
    expect(client.jwksFetches() - before).toBe(0);
  });

  it('checks a fixed issuer and subject (SMART Backend Services: both are the client_id)', async () => {
    const token = await client.sign({ iss: ISSUER, sub: 'backend-client', aud: AUDIENCE });
    const fixed = { issuer: ISSUER, subject: 'backend-client', requireIssuedAt: false };
    expect(await rejectionOf(checkOf(token, { ...fixed, jwksUrl: client.jwksUrl }))).toBe('accepted');
    const other = await client.sign({ iss: ISSUER, sub: 'someone-else', aud: AUDIENCE });
    expect(await rejectionOf(checkOf(other, { ...fixed, jwksUrl: client.jwksUrl }))).toBe('wrong_subject');
    const stranger = await client.sign({
      iss: 'https://stranger.example',
      sub: 'backend-client',
      aud: AUDIENCE,
    });
    expect(await rejectionOf(checkOf(stranger, { ...fixed, jwksUrl: client.jwksUrl }))).toBe('wrong_issuer');
  });

  it.each<[string, () => Promise<string>, JwtRejection]>([
    ['not a JWT at all', async () => 'not-a-token', 'malformed'],
    [
      'unsigned (alg none)',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: ISSUER, aud: AUDIENCE, exp: nowSeconds() + 60, iat: nowSeconds(), jti: randomUUID() })}.`,
      'algorithm_not_allowed',
    ],
    [
      'signed with a shared secret (HS256)',
      () =>
        new SignJWT({ iss: ISSUER, aud: AUDIENCE, jti: randomUUID() })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough')),
      'algorithm_not_allowed',
    ],
    [
      'signed by another key under the client’s kid',
      async () => {
        const { privateKey } = await generateKeyPair('ES384');
        return new SignJWT({ iss: ISSUER, aud: AUDIENCE, jti: randomUUID() })
          .setProtectedHeader({ alg: 'ES384', typ: 'JWT', kid: 'test-ES384' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      },
      'bad_signature',
    ],
    [
      'naming a key the client does not publish',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE }, { kid: 'gone' }),
      'bad_signature',
    ],
    [
      'from an issuer not trusted',
      () => client.sign({ iss: 'https://stranger.example', aud: AUDIENCE }),
      'unknown_issuer',
    ],
    ['without an issuer', () => client.sign({ aud: AUDIENCE }), 'missing_claim'],
    [
      'addressed to another service',
      () => client.sign({ iss: ISSUER, aud: `${AUDIENCE}-other` }),
      'wrong_audience',
    ],
    ['without an audience', () => client.sign({ iss: ISSUER }), 'missing_claim'],
    [
      'expired',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE, exp: nowSeconds() - CLOCK_SKEW_SECONDS - 5 }),
      'expired',
    ],
    ['without exp', () => client.sign({ iss: ISSUER, aud: AUDIENCE, exp: undefined }), 'missing_claim'],
    ['without jti', () => client.sign({ iss: ISSUER, aud: AUDIENCE, jti: undefined }), 'missing_claim'],
    [
      'without iat (CDS Hooks requires it)',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE, iat: undefined }),
      'missing_claim',
    ],
    [
      'issued in the future',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE, iat: nowSeconds() + CLOCK_SKEW_SECONDS + 60 }),
      'not_yet_valid',
    ],
    [
      'not valid before a later time',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE, nbf: nowSeconds() + CLOCK_SKEW_SECONDS + 60 }),
      'not_yet_valid',
    ],
    [
      'living longer than allowed',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE, exp: nowSeconds() + 3600 }),
      'lifetime_too_long',
    ],
    [
      'with a jti that is not a string',
      () => client.sign({ iss: ISSUER, aud: AUDIENCE, jti: 42 as never }),
      'malformed',
    ],
  ])('refuses a token %s', async (_name, makeToken, reason) => {
    expect(await rejectionOf(checkOf(await makeToken()))).toBe(reason);
  });

  it('refuses when the issuer’s JWK Set cannot be fetched', async () => {
    const token = await client.sign({ iss: ISSUER, aud: AUDIENCE });
    expect(await rejectionOf(checkOf(token, { jwksUrl: 'http://127.0.0.1:9/jwks' }))).toBe(
      'keys_unavailable',
    );
  });

  it('answers a 401 whose message names no rule', async () => {
    const error = new UntrustedJwtError('wrong_audience');
    expect(error.code).toBe('unauthenticated');
    expect(error.message).not.toMatch(/aud/i);
  });
});

describe('a token used once', () => {
  it('refuses the same token the second time, and a refused token does not use up its jti', async () => {
    const jti = randomUUID();
    const wronglyAddressed = await client.sign({ iss: ISSUER, aud: 'https://elsewhere.example', jti });
    expect(await rejectionOf(checkOf(wronglyAddressed))).toBe('wrong_audience');
    const token = await client.sign({ iss: ISSUER, aud: AUDIENCE, jti });
    expect(await rejectionOf(checkOf(token))).toBe('accepted');
    expect(await rejectionOf(checkOf(token))).toBe('replayed');
  });

  it('keeps one issuer’s jti apart from another’s', async () => {
    const jti = randomUUID();
    const other = 'https://other-ehr.example.org';
    const jwksUrl = () => client.jwksUrl;
    expect(
      await rejectionOf(checkOf(await client.sign({ iss: ISSUER, aud: AUDIENCE, jti }), { jwksUrl })),
    ).toBe('accepted');
    expect(
      await rejectionOf(checkOf(await client.sign({ iss: other, aud: AUDIENCE, jti }), { jwksUrl })),
    ).toBe('accepted');
  });

  // On PGlite (one connection) the calls run in turn; on PostgreSQL (TEST_DATABASE_URL) they overlap.
  it('accepts exactly one of 20 parallel calls carrying one token', async () => {
    const token = await client.sign({ iss: ISSUER, aud: AUDIENCE });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => rejectionOf(checkOf(token))));
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'replayed')).toHaveLength(19);
  });

  it('sweeps the ids of tokens past expiry and the clock skew, keeping the rest', async () => {
    const now = new Date();
    const at = (secondsFromNow: number) => new Date(now.getTime() + secondsFromNow * 1000);
    const issuer = `https://sweep-${randomUUID()}.example`;
    await database.db.insert(usedJwtIds).values([
      { issuer, jti: 'long-gone', expiresAt: at(-CLOCK_SKEW_SECONDS - 60) },
      { issuer, jti: 'within-skew', expiresAt: at(-CLOCK_SKEW_SECONDS + 10) },
      { issuer, jti: 'alive', expiresAt: at(120) },
    ]);
    await deleteExpiredJwtIds(database.db, now);
    const left = await database.db.select({ jti: usedJwtIds.jti }).from(usedJwtIds);
    const ours = left
      .map((row) => row.jti)
      .filter((jti) => ['long-gone', 'within-skew', 'alive'].includes(jti));
    expect(ours.sort()).toEqual(['alive', 'within-skew']);
  });
});
