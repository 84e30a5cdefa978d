import type { Bundle, Resource } from '@medplum/fhirtypes';
import { DomainError } from '../../lib/domain-error';
import { nextPageOf, searchMatchesOf } from './prefetch';

/**
 * §FHIR Resource Access: with fhirServer and fhirAuthorization the service "MAY use the FHIR
 * server to obtain any FHIR resources for which it's authorized, beyond those provided … as
 * prefetched data". The token is used for this call's reads only: never stored, never logged
 * (CDS Hooks best practices, "FHIR Access").
 */
export interface FhirServerAccess {
  fhirServer: string;
  accessToken: string;
}

/** The FHIR server could not be read (down, slow, refused the token): the call answers 412. */
export class FhirServerUnavailable extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The FHIR server did not answer' : `The FHIR server answered ${status}`);
    this.name = 'FhirServerUnavailable';
  }
}

const FHIR_JSON = 'application/fhir+json';
/** CDS Services "SHOULD respond quickly (on the order of 500 ms)": a read may take a part of it. */
const READ_TIMEOUT_MS = 2000;
const MAX_SEARCH_PAGES = 5;
const MAX_REPLY_BYTES = 5 * 1024 * 1024;
/** No such record, or none this token may see: the verdict names what is missing. */
const NOTHING_TO_READ = new Set([403, 404, 410]);

const baseOf = (fhirServer: string) => `${fhirServer.replace(/\/+$/, '')}/`;

/** Only URLs under the EHR's own FHIR base are fetched (a forged next link reaches nothing else). */
function urlUnder(fhirServer: string, path: string): URL | null {
  const base = baseOf(fhirServer);
  const url = new URL(path, base);
  return url.href.startsWith(base) ? url : null;
}

async function getResource(access: FhirServerAccess, url: URL): Promise<Resource | null> {
  const response = await fetch(url, {
    headers: { accept: FHIR_JSON, authorization: `Bearer ${access.accessToken}` },
    redirect: 'error',
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  }).catch(() => {
    throw new FhirServerUnavailable(null);
  });
  if (NOTHING_TO_READ.has(response.status)) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_REPLY_BYTES) {
    await response.body?.cancel();
    throw new FhirServerUnavailable(response.status);
  }
  const text = await response.text().catch(() => {
    throw new FhirServerUnavailable(null);
  });
  if (text.length > MAX_REPLY_BYTES) throw new FhirServerUnavailable(response.status);
  let resource: unknown;
  try {
    resource = JSON.parse(text);
  } catch {
    throw new FhirServerUnavailable(response.status);
  }
  const type = (resource as { resourceType?: unknown } | null)?.resourceType;
  if (typeof type !== 'string' || type === 'OperationOutcome')
    throw new FhirServerUnavailable(response.status);
  return resource as Resource;
}

/**
 * The resources a relative FHIR URL answers (a read, or a search followed a few pages). A plain
 * http server is a 400 unless `allowHttp` (outside production): §Calling a CDS Service, fhirServer
 * "MUST be https when production data is exchanged". Nothing found or not permitted is an empty list.
 */
export async function readFromFhirServer(
  access: FhirServerAccess,
  path: string,
  { allowHttp }: { allowHttp: boolean },
): Promise<Resource[]> {
  if (!allowHttp && !access.fhirServer.startsWith('https://'))
    throw new DomainError('validation', 'fhirServer: must be https');
  const found: Resource[] = [];
  let url = urlUnder(access.fhirServer, path);
  for (let page = 0; url && page < MAX_SEARCH_PAGES; page += 1) {
    const resource = await getResource(access, url);
    if (!resource) break;
    if (resource.resourceType !== 'Bundle') return [resource];
    found.push(...searchMatchesOf(resource as Bundle));
    const next = nextPageOf(resource as Bundle);
    url = next ? urlUnder(access.fhirServer, next) : null;
  }
  return found;
}
