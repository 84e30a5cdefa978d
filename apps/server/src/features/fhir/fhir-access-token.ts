import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * SMART Backend Services: "Access tokens … SHALL be short-lived; the expires_in value SHOULD NOT
 * exceed 300" (https://hl7.org/fhir/smart-app-launch/backend-services.html#issue-access-token).
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 300;

/**
 * The token is a JWT (HS256) the product signs and checks itself, under a key derived from
 * SECRET_KEY for this one purpose (HKDF-SHA256): it lives five minutes and only this server reads
 * it, so no row is stored or looked up per FHIR request, and no refresh token exists to revoke.
 */
const keyOf = (secretKey: string) =>
  new Uint8Array(hkdfSync('sha256', secretKey, 'carelane-fhir-access-token', 'v1', 32));

const ALGORITHM = 'HS256';

export interface FhirAccess {
  /** The client id the EHR connection registered (`backendClientId`). */
  clientId: string;
  /** The connection's FHIR base: the only work orders the token reads are this EHR's. */
  ehrIssuer: string;
  /** The granted SMART scopes, space-separated. */
  scope: string;
}

export async function issueAccessToken(
  access: FhirAccess,
  { secretKey, fhirBase, now = new Date() }: { secretKey: string; fhirBase: string; now?: Date },
) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: access.scope, ehr_iss: access.ehrIssuer })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
    .setIssuer(fhirBase)
    .setAudience(fhirBase)
    .setSubject(access.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .setJti(randomUUID())
    .sign(keyOf(secretKey));
}

/** Why a bearer token is refused: RFC 6750 §3.1 answers both with error="invalid_token". */
export type AccessTokenProblem = 'expired' | 'invalid';

/** The access a token the product issued grants, or why it is refused. */
export async function readAccessToken(
  token: string,
  { secretKey, fhirBase, now = new Date() }: { secretKey: string; fhirBase: string; now?: Date },
): Promise<FhirAccess | AccessTokenProblem> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secretKey), {
      algorithms: [ALGORITHM],
      issuer: fhirBase,
      audience: fhirBase,
      typ: 'at+jwt',
      requiredClaims: ['exp', 'sub', 'scope', 'ehr_iss'],
      currentDate: now,
    });
    const { sub, scope, ehr_iss: ehrIssuer } = payload;
    if (typeof sub !== 'string' || typeof scope !== 'string' || typeof ehrIssuer !== 'string')
      return 'invalid';
    return { clientId: sub, ehrIssuer, scope };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return 'expired';
    if (error instanceof errors.JOSEError) return 'invalid';
    throw error;
  }
}
