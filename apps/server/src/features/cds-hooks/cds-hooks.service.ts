import { isoDateOf } from '@dme/shared/coverage/dates';
import { evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import type { Resource } from '@medplum/fhirtypes';
import { type Config, cdsClients, isDevLike } from '../../config';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
import { coverageOrderFromFhir } from '../fhir/coverage-from-fhir';
import { prefillFromFhir } from '../fhir/prefill-from-fhir';
import { UntrustedJwtError, verifyClientJwt } from '../trusted-jwts/trusted-jwts';
import type { HookRequest, HookResponse } from './cds-hooks.schemas';
import { type CdsServiceId, cdsServiceUrl, type PrefetchKey } from './cds-services';
import { coverageAnswerOf, judgedOrdersOf } from './coverage-cards';
import { type FhirServerAccess, readFromFhirServer } from './fhir-server-reads';
import { hookRecordsOf, PREFETCH_KEYS, prefetchedResourcesOf, prefetchQueryOf } from './prefetch';

export interface CdsHooksDeps {
  db: DbOrTx;
  config: Config;
}

/**
 * §JWT Signing Algorithm: never `none` nor a symmetric (HMAC) algorithm; ES384 and RS384 are the
 * RECOMMENDED ones, and the other RSA, RSA-PSS and ECDSA sizes are accepted beside them.
 */
const CDS_CLIENT_ALGORITHMS = [
  'ES384',
  'RS384',
  'ES256',
  'ES512',
  'RS256',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
];

/**
 * How far ahead a call's `exp` may lie: CDS Hooks best practices keep used `jti`s "for the maximum
 * duration of all JWTs processed …; if the CDS Clients are adhering to best practices, this
 * should be no more than an hour".
 */
const MAX_CALL_TOKEN_LIFETIME_S = 3600;

const bearerTokenOf = (authorization: string | undefined) =>
  /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(authorization?.trim() ?? '')?.[1];

/**
 * §Trusting CDS Clients: every call carries `Authorization: Bearer <JWT>` signed by a CDS client
 * named in CDS_CLIENTS (its JWKS verifies it), addressed to this service's URL (`aud`), with `exp`,
 * `iat` and a `jti` never seen before. Anything else throws an UntrustedJwtError (a 401).
 */
export async function verifyCdsClient(
  { db, config }: CdsHooksDeps,
  serviceId: CdsServiceId,
  authorization: string | undefined,
) {
  const token = bearerTokenOf(authorization);
  if (!token) throw new UntrustedJwtError('malformed');
  const clients = cdsClients(config);
  return verifyClientJwt(db, {
    token,
    jwksUrl: (issuer) => clients.get(issuer),
    audience: cdsServiceUrl(config.PUBLIC_URL, serviceId),
    maxLifetimeSeconds: MAX_CALL_TOKEN_LIFETIME_S,
    algorithms: CDS_CLIENT_ALGORITHMS,
    requireIssuedAt: true,
  });
}

/**
 * What each prefetch key holds, with what the call left out read from the EHR's FHIR server when
 * it gave one (§Prefetch Template: "It is the CDS Service's responsibility … to programmatically
 * retrieve any additional necessary data"). Without a server, what is missing stays missing.
 */
async function chartOf(request: HookRequest, allowHttp: boolean) {
  const access: FhirServerAccess | null =
    request.fhirServer && request.fhirAuthorization
      ? { fhirServer: request.fhirServer, accessToken: request.fhirAuthorization.access_token }
      : null;
  const entries = await Promise.all(
    PREFETCH_KEYS.map(async (key): Promise<[PrefetchKey, Resource[]]> => {
      const brought = prefetchedResourcesOf(key, request.prefetch?.[key]);
      if (!access) return [key, brought?.resources ?? []];
      if (!brought)
        return [key, await readFromFhirServer(access, prefetchQueryOf(key, request.context), { allowHttp })];
      if (!brought.nextPage) return [key, brought.resources];
      const rest = await readFromFhirServer(access, brought.nextPage, { allowHttp });
      return [key, [...brought.resources, ...rest]];
    }),
  );
  return hookRecordsOf(request.context, Object.fromEntries(entries));
}

/**
 * The orders the call asks about: order-select's newly selected ones ("decision support should
 * focus on the 'selected' orders", hooks/order-select), order-sign's whole draft.
 */
function ordersAskedAbout(
  request: HookRequest,
  draftOrders: ReturnType<typeof hookRecordsOf>['draftOrders'],
) {
  const selections = request.context.selections;
  const asked = selections
    ? draftOrders.filter((order) => selections.includes(`DeviceRequest/${order.id}`))
    : draftOrders;
  return judgedOrdersOf(asked);
}

/**
 * The order is signed in the EHR, by its own signature: the written order's date and signature
 * are the EHR's to add, so the verdict judges what the chart and the drafts hold.
 */
const SIGNED_IN_THE_EHR = 'Signed in the EHR';

/**
 * Answers one order hook from the product's coverage rules: the chart (prefetch, else the FHIR
 * server) → the work order pre-fill → the coverage rules' order → the verdict → cards and
 * system actions. The call is audited without its clinical content: the EHR patient it was about,
 * the client (no user of the product acted: `via` names the way in) and the hook instance.
 */
export async function answerOrderHook(
  deps: CdsHooksDeps,
  input: { serviceId: CdsServiceId; request: HookRequest; issuer: string; ipAddress: string; now?: Date },
): Promise<HookResponse> {
  const { request, serviceId } = input;
  const now = input.now ?? new Date();
  const records = await chartOf(request, isDevLike(deps.config));
  let answer: HookResponse;
  try {
    const prefill = prefillFromFhir(
      records,
      { name: input.issuer, iss: request.fhirServer ?? input.issuer },
      now,
    );
    const orders = ordersAskedAbout(request, records.draftOrders);
    const verdict = evaluateWorkOrderCoverage(
      coverageOrderFromFhir(prefill, {
        providerSignature: SIGNED_IN_THE_EHR,
        providerSignatureDate: isoDateOf(now),
      }),
      now,
    );
    answer = coverageAnswerOf({
      verdict,
      prefill,
      orders,
      hookInstance: request.hookInstance,
      launchUrl: `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/smart/launch`,
      now,
    });
  } catch (error) {
    // A resource whose elements are not of their R4 types (a name that is a number) breaks the
    // mapping: the caller sent bad input, a 400, never a 500.
    if (error instanceof TypeError)
      throw new DomainError('validation', 'A resource in the request is not valid FHIR R4');
    throw error;
  }
  await recordAudit(deps.db, {
    actorUserId: null,
    action: 'cds_hooks.answered',
    subjectType: 'ehr_patient',
    subjectId: request.context.patientId,
    ipAddress: input.ipAddress,
    details: {
      via: 'cds_hooks',
      iss: input.issuer,
      service: serviceId,
      hookInstance: request.hookInstance,
      cards: answer.cards.length,
    },
  });
  return answer;
}
