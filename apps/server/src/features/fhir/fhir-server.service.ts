import type { Bundle, DeviceRequest, DocumentReference } from '@medplum/fhirtypes';
import { decodeJwt } from 'jose';
import { type Config, ehrConnections } from '../../config';
import type { Database } from '../../db/client';
import { listDetails, recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { signedCoverSheetCodes } from '../inbound-faxes/cover-sheet-seal';
import { UntrustedJwtError, verifyClientJwt } from '../trusted-jwts/trusted-jwts';
import { coverSheetId, deviceRequestsOfWorkOrder, documentReferenceOfCoverSheet } from './device-requests';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  type FhirAccess,
  issueAccessToken,
  readAccessToken,
} from './fhir-access-token';
import { ASSERTION_ALGORITHMS, fhirEndpoints, type OutcomeCode } from './fhir-discovery';
import { allows, grantedAccessOf, type Permission, type ServedResourceType, scopeOf } from './fhir-scopes';
import { deviceRequestSearchOf, lineIdOf, SearchParameterError, searchParamsOf } from './fhir-search';
import { findFhirWorkOrders } from './fhir-server.repo';

export interface FhirDeps {
  db: Database;
  config: Config;
}

/** RFC 6749 §5.2's error codes, the token endpoint's only way to say no. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** Why a client assertion was refused, for the log line only (never in the reply). */
    readonly reason?: string,
  ) {
    super(description);
  }
}

/** A FHIR request refused: its status, R4 issue code, and the WWW-Authenticate challenge of a 401/403. */
export class FhirError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: OutcomeCode,
    message: string,
    readonly challenge?: string,
  ) {
    super(message);
  }
}

const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** SMART: the assertion's `exp` "SHALL be no more than five minutes in the future". */
const MAX_ASSERTION_LIFETIME_SECONDS = 300;

export interface TokenRequest {
  grant_type?: string;
  client_assertion_type?: string;
  client_assertion?: string;
  scope?: string;
}

/** The EHR connection whose Backend Services client this is, by its client id. */
const connectionOf = (config: Config, clientId: string) =>
  ehrConnections(config).find((connection) => connection.backendClientId === clientId && connection.jwksUrl);

const unverifiedClientIdOf = (assertion: string) => {
  try {
    const { iss } = decodeJwt(assertion);
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
};

/**
 * SMART Backend Services' token request (backend-services.html#step-3-access-token): the
 * client_credentials grant, authenticated by a JWT the EHR signed with a key its registered JWKS
 * URL publishes — iss = sub = its client id, aud = this token URL, exp at most five minutes on, a
 * jti never used before (client-confidential-asymmetric.html). The token grants the system scopes
 * asked for that this API serves, over that EHR's work orders only.
 */
export async function exchangeClientAssertion(
  { db, config }: FhirDeps,
  request: TokenRequest,
  now = new Date(),
) {
  if (!request.grant_type) throw new OAuthError('invalid_request', 'grant_type is required');
  if (request.grant_type !== 'client_credentials')
    throw new OAuthError('unsupported_grant_type', 'Only the client_credentials grant is supported');
  if (request.client_assertion_type !== CLIENT_ASSERTION_TYPE)
    throw new OAuthError('invalid_request', `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}`);
  if (!request.client_assertion) throw new OAuthError('invalid_request', 'client_assertion is required');
  if (!request.scope?.trim()) throw new OAuthError('invalid_request', 'scope is required');

  const clientId = unverifiedClientIdOf(request.client_assertion);
  const connection = clientId ? connectionOf(config, clientId) : undefined;
  if (!clientId || !connection?.jwksUrl)
    throw new OAuthError('invalid_client', 'The client is not registered');
  const { base, tokenUrl } = fhirEndpoints(config.PUBLIC_URL);
  try {
    await verifyClientJwt(db, {
      token: request.client_assertion,
      jwksUrl: connection.jwksUrl,
      audience: tokenUrl,
      issuer: clientId,
      subject: clientId,
      maxLifetimeSeconds: MAX_ASSERTION_LIFETIME_SECONDS,
      algorithms: ASSERTION_ALGORITHMS,
      now,
    });
  } catch (error) {
    if (!(error instanceof UntrustedJwtError)) throw error;
    throw new OAuthError('invalid_client', 'The client assertion is not valid', error.reason);
  }
  const scope = scopeOf(grantedAccessOf(request.scope));
  if (!scope) throw new OAuthError('invalid_scope', 'None of the requested scopes is served here');
  const accessToken = await issueAccessToken(
    { clientId, ehrIssuer: connection.iss, scope },
    { secretKey: config.SECRET_KEY, fhirBase: base, now },
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    scope,
  };
}

/**
 * The access a FHIR request's bearer token grants for `permission` on `type` (RFC 6750): none → 401
 * with the realm, expired or not ours → 401 invalid_token, a scope it lacks → 403
 * insufficient_scope. A product session (cookie or sign-in headers) is no token here.
 */
export async function authorizeFhirRequest(
  config: Config,
  authorization: string | undefined,
  need: { type: ServedResourceType; permission: Permission },
  now = new Date(),
): Promise<FhirAccess> {
  const { base } = fhirEndpoints(config.PUBLIC_URL);
  const realm = `Bearer realm="${base}"`;
  const token = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!token) throw new FhirError(401, 'login', 'An access token from the token endpoint is required', realm);
  const access = await readAccessToken(token, { secretKey: config.SECRET_KEY, fhirBase: base, now });
  const stillConnected =
    typeof access === 'object' && connectionOf(config, access.clientId)?.iss === access.ehrIssuer;
  if (typeof access !== 'object' || !stillConnected) {
    const expired = access === 'expired';
    throw new FhirError(
      401,
      expired ? 'expired' : 'login',
      expired ? 'The access token has expired' : 'The access token is not valid',
      `${realm}, error="invalid_token", error_description="${expired ? 'expired' : 'not valid'}"`,
    );
  }
  if (!allows(access.scope, need.type, need.permission)) {
    const scope = `system/${need.type}.${need.permission}`;
    throw new FhirError(
      403,
      'forbidden',
      `The token's scopes do not include ${scope}`,
      `${realm}, error="insufficient_scope", scope="${scope}"`,
    );
  }
  return access;
}

/** Who read, in the audit row: no user of the product, but an EHR's backend client. */
const readerOf = (access: FhirAccess) => ({ via: 'smart_backend_services', client: access.clientId });

const notFound = (type: string, id: string) => new FhirError(404, 'not-found', `${type}/${id} is not known`);

/**
 * `GET /fhir/DeviceRequest`: the EHR's own work orders as a searchset, one entry per HCPCS line,
 * a page of work orders at a time (`_count` work orders, each with all its lines), newest first.
 * The ids read are audited with the search that found them.
 */
export async function searchDeviceRequests(
  { db, config }: FhirDeps,
  access: FhirAccess,
  params: URLSearchParams,
  caller: AuditCaller,
): Promise<Bundle<DeviceRequest>> {
  let search: ReturnType<typeof deviceRequestSearchOf>;
  try {
    search = deviceRequestSearchOf(params, access.ehrIssuer);
  } catch (error) {
    if (error instanceof SearchParameterError) throw new FhirError(400, 'invalid', error.message);
    throw error;
  }
  const lineIds = search.lineIds?.map((id) => lineIdOf(id)).filter((id) => id !== null) ?? null;
  const { base } = fhirEndpoints(config.PUBLIC_URL);
  return db.transaction(async (tx) => {
    const { rows, total } = await findFhirWorkOrders(tx, {
      ehrIssuer: access.ehrIssuer,
      workOrderIds: lineIds ? [...new Set(lineIds.map((id) => id.workOrderId))] : null,
      patientIds: search.patientIds,
      fulfilmentStatuses: search.fulfilmentStatuses,
      limit: search.count,
      offset: search.offset,
    });
    const requests = rows.flatMap((order) =>
      deviceRequestsOfWorkOrder(order, { baseUrl: config.PUBLIC_URL }).filter(
        (_, position) =>
          !lineIds || lineIds.some((id) => id.workOrderId === order.uuid && id.position === position),
      ),
    );
    await recordAccess(tx, caller, {
      action: 'fhir.device_request.searched',
      subjectType: 'consultation',
      details: listDetails(
        rows.map((row) => row.uuid),
        { ...readerOf(access), parameters: searchParamsOf(search, params, search.offset).toString() },
      ),
    });
    const pageUrl = (offset: number) =>
      `${base}/DeviceRequest?${searchParamsOf(search, params, offset).toString()}`;
    const hasNext = rows.length === search.count;
    return {
      resourceType: 'Bundle',
      type: 'searchset',
      total: lineIds ? requests.length : total,
      link: [
        { relation: 'self', url: pageUrl(search.offset) },
        ...(hasNext ? [{ relation: 'next', url: pageUrl(search.offset + search.count) }] : []),
      ],
      entry: requests.map((resource) => ({
        fullUrl: `${base}/DeviceRequest/${resource.id}`,
        resource,
        search: { mode: 'match' as const },
      })),
    };
  });
}

/** `GET /fhir/DeviceRequest/:id`: one line of one of the EHR's work orders, else 404 (another EHR's too). */
export async function readDeviceRequest(
  { db, config }: FhirDeps,
  access: FhirAccess,
  id: string,
  caller: AuditCaller,
): Promise<DeviceRequest> {
  const lineId = lineIdOf(id);
  if (!lineId) throw notFound('DeviceRequest', id);
  return db.transaction(async (tx) => {
    const { rows } = await findFhirWorkOrders(tx, {
      ehrIssuer: access.ehrIssuer,
      workOrderIds: [lineId.workOrderId],
      limit: 1,
      offset: 0,
    });
    const [order] = rows;
    const request =
      order && deviceRequestsOfWorkOrder(order, { baseUrl: config.PUBLIC_URL })[lineId.position];
    if (!order || !request) throw notFound('DeviceRequest', id);
    await recordAccess(tx, caller, {
      action: 'fhir.device_request.read',
      subjectType: 'consultation',
      subjectId: order.uuid,
      details: readerOf(access),
    });
    return request;
  });
}

const COVER_SHEET_ID = /^([0-9a-f-]{36})-cover-sheet$/i;

/** `GET /fhir/DocumentReference/:id`: a work order's cover sheet, for the EHR it came from only. */
export async function readCoverSheet(
  { db, config }: FhirDeps,
  access: FhirAccess,
  id: string,
  caller: AuditCaller,
): Promise<DocumentReference> {
  const workOrderId = COVER_SHEET_ID.exec(id)?.[1]?.toLowerCase();
  if (!workOrderId || lineIdOf(`${workOrderId}-1`) === null) throw notFound('DocumentReference', id);
  return db.transaction(async (tx) => {
    const { rows } = await findFhirWorkOrders(tx, {
      ehrIssuer: access.ehrIssuer,
      workOrderIds: [workOrderId],
      limit: 1,
      offset: 0,
    });
    const [order] = rows;
    if (!order || coverSheetId(order.uuid) !== id.toLowerCase()) throw notFound('DocumentReference', id);
    await recordAccess(tx, caller, {
      action: 'fhir.cover_sheet.read',
      subjectType: 'consultation',
      subjectId: order.uuid,
      details: readerOf(access),
    });
    return documentReferenceOfCoverSheet(order, {
      baseUrl: config.PUBLIC_URL,
      fax: { number: config.FAX_NUMBER, email: config.FAX_EMAIL },
      signedReferralCode: signedCoverSheetCodes(
        { id: order.uuid, referralCode: order.referralCode },
        config.SECRET_KEY,
      ).referralCode,
    });
  });
}
