import { decodeJwt, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { remoteKeySet } from './remote-key-sets';
import { deleteUsedJwtIdsExpiredBefore, recordFirstUse } from './used-jwt-ids.repo';

/** Which rule a signed client token broke; routes answer 401 whichever it is. */
export type JwtRejection =
  | 'malformed'
  | 'unknown_issuer'
  | 'algorithm_not_allowed'
  | 'bad_signature'
  | 'keys_unavailable'
  | 'wrong_issuer'
  | 'wrong_subject'
  | 'wrong_audience'
  | 'missing_claim'
  | 'expired'
  | 'not_yet_valid'
  | 'lifetime_too_long'
  | 'replayed';

/**
 * A signed client token that is not trusted: a 401 through the error plugin, whose message says
 * nothing of which rule failed. `reason` is for the caller's own log line (it holds no claim value,
 * so no PHI and nothing an attacker could tune against in the reply).
 */
export class UntrustedJwtError extends DomainError {
  constructor(readonly reason: JwtRejection) {
    super('unauthenticated', 'The signed token is not trusted.');
    this.name = 'UntrustedJwtError';
  }
}

export interface ClientJwtCheck {
  /** The compact JWS, as it came (the Bearer token, or the client_assertion). */
  token: string;
  /**
   * The signer's JWK Set URL, or where each trusted issuer's is, looked up by the token's
   * still-unverified `iss` (undefined: an issuer not trusted). Only URLs from settings belong here,
   * never a `jku` from the token itself.
   */
  jwksUrl: string | ((issuer: string) => string | undefined);
  /** This endpoint's own URL: `aud` must be it (or hold it). */
  audience: string | string[];
  /** Required `iss` (a SMART client's client_id); when absent, any issuer the resolver knows. */
  issuer?: string;
  /** Required `sub` (SMART Backend Services: the client_id again). */
  subject?: string;
  /** How far in the future `exp` may lie (SMART Backend Services: no more than 5 minutes). */
  maxLifetimeSeconds: number;
  /** The asymmetric algorithms accepted; never `none` nor an HMAC (CDS Hooks 2.0 §JWT Signing Algorithm). */
  algorithms: string[];
  /** CDS Hooks requires `iat`; SMART Backend Services does not. */
  requireIssuedAt?: boolean;
  now?: Date;
}

export interface VerifiedClientJwt {
  issuer: string;
  subject: string | undefined;
  jti: string;
  expiresAt: Date;
  claims: JWTPayload;
}

/** Clocks of two servers differ: `exp`, `nbf` and `iat` are read this many seconds leniently. */
export const CLOCK_SKEW_SECONDS = 30;
const MAX_TOKEN_LENGTH = 8192;
const MAX_JTI_LENGTH = 256;

class KeysUnavailable extends Error {}

const keyGetterOf = (jwksUrl: string): JWTVerifyGetKey => {
  const keySet = remoteKeySet(jwksUrl);
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      // No key of that kid is a bad signature; a JWKS that cannot be fetched or read is not.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
        throw error;
      throw new KeysUnavailable();
    }
  };
};

const CLAIM_REJECTIONS: Record<string, JwtRejection> = {
  iss: 'wrong_issuer',
  sub: 'wrong_subject',
  aud: 'wrong_audience',
  nbf: 'not_yet_valid',
};

function rejectionOf(error: unknown): JwtRejection {
  if (error instanceof KeysUnavailable) return 'keys_unavailable';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm_not_allowed';
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  )
    return 'bad_signature';
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return 'missing_claim';
    return error.reason === 'check_failed' ? (CLAIM_REJECTIONS[error.claim] ?? 'malformed') : 'malformed';
  }
  if (error instanceof errors.JOSEError) return 'malformed';
  throw error;
}

const unverifiedIssuerOf = (token: string) => {
  try {
    const { iss } = decodeJwt(token);
    return typeof iss === 'string' && iss.length > 0 ? iss : undefined;
  } catch {
    throw new UntrustedJwtError('malformed');
  }
};

/**
 * Verifies a client's signed JWT against the keys its issuer publishes (RFC 7515, RFC 7519) and
 * accepts its `jti` once: the signature, `iss`/`sub`, `aud`, `exp` (required, and at most
 * `maxLifetimeSeconds` ahead), `nbf`, `iat` (not in the future), then the single use. Throws an
 * UntrustedJwtError naming the failed rule. Two parallel calls with one token: exactly one passes.
 */
export async function verifyClientJwt(db: DbOrTx, check: ClientJwtCheck): Promise<VerifiedClientJwt> {
  const now = check.now ?? new Date();
  if (typeof check.token !== 'string' || check.token.length > MAX_TOKEN_LENGTH)
    throw new UntrustedJwtError('malformed');
  const claimedIssuer = unverifiedIssuerOf(check.token);
  if (!claimedIssuer) throw new UntrustedJwtError('missing_claim');
  if (check.issuer !== undefined && claimedIssuer !== check.issuer)
    throw new UntrustedJwtError('wrong_issuer');
  const jwksUrl = typeof check.jwksUrl === 'string' ? check.jwksUrl : check.jwksUrl(claimedIssuer);
  if (!jwksUrl) throw new UntrustedJwtError('unknown_issuer');

  const claims = await jwtVerify(check.token, keyGetterOf(jwksUrl), {
    algorithms: check.algorithms,
    issuer: claimedIssuer,
    audience: check.audience,
    ...(check.subject !== undefined ? { subject: check.subject } : {}),
    requiredClaims: ['exp', 'jti', ...(check.requireIssuedAt ? ['iat'] : [])],
    currentDate: now,
    clockTolerance: CLOCK_SKEW_SECONDS,
  }).then(
    (verified) => verified.payload,
    (error: unknown) => {
      throw new UntrustedJwtError(rejectionOf(error));
    },
  );

  const { jti, exp, iat } = claims;
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH || exp === undefined)
    throw new UntrustedJwtError('malformed');
  const nowSeconds = now.getTime() / 1000;
  if (iat !== undefined && iat > nowSeconds + CLOCK_SKEW_SECONDS)
    throw new UntrustedJwtError('not_yet_valid');
  if (exp > nowSeconds + check.maxLifetimeSeconds + CLOCK_SKEW_SECONDS)
    throw new UntrustedJwtError('lifetime_too_long');

  const expiresAt = new Date(exp * 1000);
  // Last, so a token refused for another reason does not use up its jti.
  if (!(await recordFirstUse(db, { issuer: claimedIssuer, jti, expiresAt })))
    throw new UntrustedJwtError('replayed');
  return { issuer: claimedIssuer, subject: claims.sub, jti, expiresAt, claims };
}

/** The sweep of used token ids, a periodic job (features/jobs/scheduled-work.ts). */
export const USED_JWT_IDS_SWEEP_JOB = 'trusted-jwts.sweep';
export const USED_JWT_IDS_SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Deletes the ids of tokens that can no longer be accepted: past `exp` by more than the clock
 * skew, so jose refuses them as expired before their jti is ever looked up.
 */
export function deleteExpiredJwtIds(db: DbOrTx, now: Date) {
  return deleteUsedJwtIdsExpiredBefore(db, new Date(now.getTime() - CLOCK_SKEW_SECONDS * 1000));
}
