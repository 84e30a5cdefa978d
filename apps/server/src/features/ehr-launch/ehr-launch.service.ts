import { snakeKeys } from '@dme/shared/wire/case';
import type { Resource } from '@medplum/fhirtypes';
import {
  EhrRequestError,
  randomCodeVerifier,
  randomState,
  type SmartClient,
} from '../../adapters/ehr/smart-client';
import { type Config, type EhrConnection, ehrConnections, withoutTrailingSlash } from '../../config';
import type { Database } from '../../db/client';
import { seal } from '../../lib/sealed-box';
import { randomToken, sha256 } from '../../lib/secure-token';
import { recordAudit } from '../audit/audit.repo';
import { startSession } from '../auth/sign-in.service';
import { LOINC } from '../fhir/observation-codes';
import { type EhrRecords, prefillFromFhir } from '../fhir/prefill-from-fhir';
import {
  claimLaunchByState,
  findProviderByNpi,
  insertLaunch,
  recordAuthorizedLaunch,
} from './ehr-launch.repo';
import { type EhrLaunchProblem, launchProblemPage, newWorkOrderPageOf } from './launch-pages';
import { scopesToAsk } from './smart-scopes';

/** From the redirect to the EHR until its callback. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;
/** How long the pre-filled work order may be signed after the launch (a clinic day). */
const SIGNING_TTL_MS = 12 * 60 * 60_000;
export const ACCESS_TOKEN_PURPOSE = 'ehr-access-token';
/** The observations the coverage rules read, by LOINC code (EHRs such as Epic want a search to name them). */
const EVIDENCE_CODES = Object.values(LOINC)
  .map(({ code }) => `http://loinc.org|${code}`)
  .join(',');

export interface LaunchDeps {
  db: Database;
  config: Config;
  smart: SmartClient;
}

export function connectionOf(config: Config, iss: string): EhrConnection | null {
  const wanted = withoutTrailingSlash(iss);
  return ehrConnections(config).find((connection) => connection.iss === wanted) ?? null;
}

export type LaunchStart = { redirectTo: string; browserToken: string } | { problem: EhrLaunchProblem };

/**
 * An EHR opened the product (`iss` and `launch`), or a clinician started a standalone launch
 * (`iss` only): a launch row is kept with a hashed state, the PKCE verifier and the hash of a token
 * the browser keeps in a cookie, and the browser goes to the EHR's authorization endpoint.
 */
export async function startLaunch(
  { db, config, smart }: LaunchDeps,
  input: { iss: string; launch: string | null },
  now = new Date(),
): Promise<LaunchStart> {
  const connection = connectionOf(config, input.iss);
  if (!connection) return { problem: 'unknown_ehr' };
  const state = randomState();
  const codeVerifier = randomCodeVerifier();
  const browserToken = randomToken();
  let url: URL;
  try {
    url = await smart.authorizationUrl(connection, {
      redirectUri: callbackUrlOf(config),
      scope: scopesToAsk(input.launch ? 'ehr' : 'standalone'),
      state,
      codeVerifier,
      launch: input.launch,
    });
  } catch {
    return { problem: 'ehr_unreachable' };
  }
  await insertLaunch(db, {
    stateHash: sha256(state),
    browserHash: sha256(browserToken),
    iss: connection.iss,
    launch: input.launch,
    codeVerifier,
    expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS),
  });
  return { redirectTo: url.href, browserToken };
}

export const callbackUrlOf = (config: Config) => new URL('/smart/callback', config.PUBLIC_URL).href;

export interface CallbackInput {
  /** The callback's full URL as the EHR sent it (code, state, or error). */
  url: URL;
  browserToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
}

/**
 * The EHR sent the browser back. The state is claimed once and must come back to the browser that
 * started it; the code is exchanged with its PKCE verifier; the EHR's practitioner is matched to a
 * provider account by NPI; the chart is read into a pre-fill. Then the provider is signed in and
 * lands on the new work order form, pre-filled. Every failure lands on a page that says what to do.
 */
export async function completeLaunch(
  deps: LaunchDeps,
  input: CallbackInput,
  now = new Date(),
): Promise<string> {
  const { db, config, smart } = deps;
  const state = input.url.searchParams.get('state');
  const launch = state ? await claimLaunchByState(db, sha256(state), now) : null;
  if (!state || !launch) return launchProblemPage('expired');
  if (!input.browserToken || sha256(input.browserToken) !== launch.browserHash)
    return launchProblemPage('other_browser');
  if (input.url.searchParams.has('error')) return launchProblemPage('denied');
  const connection = connectionOf(config, launch.iss);
  if (!connection) return launchProblemPage('unknown_ehr');

  let records: EhrRecords;
  let grant: Awaited<ReturnType<SmartClient['exchangeCode']>>;
  try {
    grant = await smart.exchangeCode(connection, {
      callbackUrl: input.url,
      codeVerifier: launch.codeVerifier,
      state,
    });
    if (!grant.fhirUser) return launchProblemPage('no_practitioner');
    if (!grant.patient) return launchProblemPage('no_patient');
    records = await readChart(smart, connection, grant.accessToken, {
      patientId: grant.patient,
      practitioner: grant.fhirUser,
      draftOrders: grant.fhirContext.filter((reference) => reference.startsWith('DeviceRequest/')),
    });
  } catch (error) {
    return launchProblemPage((error as EhrRequestError | undefined)?.status === 403 ? 'denied' : 'ehr_error');
  }
  const prefill = prefillFromFhir(records, { name: connection.name, iss: connection.iss });
  const npi = prefill.practitioner?.value.npi;
  const provider = npi ? await findProviderByNpi(db, npi) : null;
  if (!provider) {
    await recordAudit(db, {
      actorUserId: null,
      action: 'ehr_launch.no_provider_account',
      ipAddress: input.ipAddress,
      details: { iss: connection.iss },
    });
    return launchProblemPage('no_account');
  }

  return db.transaction(async (tx) => {
    await recordAuthorizedLaunch(tx, launch.id, {
      providerId: provider.providerId,
      ehrPatientId: grant.patient ?? '',
      grantedScope: grant.scope,
      accessTokenSealed: seal(config.SECRET_KEY, ACCESS_TOKEN_PURPOSE, grant.accessToken),
      accessTokenExpiresAt: grant.expiresAt,
      prefill,
      expiresAt: new Date(now.getTime() + SIGNING_TTL_MS),
    });
    const { user, credentials } = await startSession(tx, provider.userId, now, input.userAgent);
    await recordAudit(tx, {
      actorUserId: provider.userId,
      action: 'sign_in.ehr_launch',
      ipAddress: input.ipAddress,
      details: { iss: connection.iss, launchId: launch.id },
    });
    const userData = snakeKeys({
      user,
      accessToken: credentials.accessToken,
      client: credentials.client,
      uid: credentials.uid,
      expiry: String(Math.floor(credentials.expiresAt.getTime() / 1000)),
    });
    return newWorkOrderPageOf(launch.id, Buffer.from(JSON.stringify(userData)).toString('base64url'));
  });
}

/** The chart a work order needs, read at once: the patient, coverage, conditions, evidence, the clinician. */
async function readChart(
  smart: SmartClient,
  connection: EhrConnection,
  accessToken: string,
  context: { patientId: string; practitioner: string; draftOrders: string[] },
): Promise<EhrRecords> {
  const patient = encodeURIComponent(context.patientId);
  const [patientResource, coverages, conditions, encounters, observations, practitioner, draftOrders] =
    await Promise.all([
      smart.read(connection, accessToken, `Patient/${patient}`),
      smart.search(connection, accessToken, `Coverage?patient=${patient}`),
      smart.search(connection, accessToken, `Condition?patient=${patient}`),
      smart.search(connection, accessToken, `Encounter?patient=${patient}&class=AMB`),
      smart.search(connection, accessToken, `Observation?patient=${patient}&code=${EVIDENCE_CODES}`),
      smart.read(connection, accessToken, context.practitioner),
      Promise.all(context.draftOrders.map((reference) => smart.read(connection, accessToken, reference))),
    ]);
  if (patientResource.resourceType !== 'Patient')
    throw new EhrRequestError('The launch patient is not a Patient', null);
  // What a search answers is kept only when it is what was asked for.
  return {
    patient: patientResource,
    coverages: coverages.filter(isOf('Coverage')),
    conditions: conditions.filter(isOf('Condition')),
    encounters: encounters.filter(isOf('Encounter')),
    observations: observations.filter(isOf('Observation')),
    practitioner: practitioner.resourceType === 'Practitioner' ? practitioner : null,
    draftOrders: draftOrders.filter(isOf('DeviceRequest')),
  };
}

const isOf =
  <T extends Resource['resourceType']>(type: T) =>
  (resource: Resource): resource is Extract<Resource, { resourceType: T }> =>
    resource.resourceType === type;
