import { DEVICE_REQUEST_STATUS, type FulfilmentStatus } from './device-requests';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A DeviceRequest id: the work order's UUID and the line's 1-based position. */
const DEVICE_REQUEST_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,3})$/i;

export interface LineId {
  workOrderId: string;
  position: number;
}

export const lineIdOf = (id: string): LineId | null => {
  const match = DEVICE_REQUEST_ID.exec(id);
  return match ? { workOrderId: (match[1] as string).toLowerCase(), position: Number(match[2]) - 1 } : null;
};

/** The search a client asked for; a list is an OR of its values, the lists are ANDed. */
export interface DeviceRequestSearch {
  patientIds: string[] | null;
  fulfilmentStatuses: FulfilmentStatus[] | null;
  /** DeviceRequest ids (lineIdOf reads each). */
  lineIds: string[] | null;
  count: number;
  offset: number;
}

export class SearchParameterError extends Error {}

/** FHIR's `,` OR-separator, with `\,` an escaped comma inside a value (R4 search §3.1.1.4.1). */
const orValues = (param: string) =>
  param
    .split(/(?<!\\),/)
    .map((value) => value.replace(/\\,/g, ',').trim())
    .filter(Boolean);

/**
 * A `patient` value: an id, `Patient/<id>`, or the absolute URL on the EHR's server. A URL on
 * another server names no patient of this EHR, so it matches nothing.
 */
function patientIdOf(value: string, ehrIssuer: string): string | null {
  const absolute = /^(https?:\/\/.+)\/Patient\/([^/]+)$/.exec(value);
  if (absolute) return absolute[1]?.replace(/\/+$/, '') === ehrIssuer ? (absolute[2] ?? null) : null;
  const relative = /^(?:Patient\/)?([A-Za-z0-9\-.]{1,64})$/.exec(value);
  return relative?.[1] ?? null;
}

/** The fulfilment steps a `status` value stands for (its inverse of DEVICE_REQUEST_STATUS). */
const stepsOf = (status: string) =>
  (Object.keys(DEVICE_REQUEST_STATUS) as FulfilmentStatus[]).filter(
    (step) => DEVICE_REQUEST_STATUS[step] === status,
  );

function pageNumber(params: URLSearchParams, name: string, fallback: number, max: number) {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw)) throw new SearchParameterError(`${name} must be a whole number`);
  return Math.min(Number(raw), max);
}

/**
 * `GET /fhir/DeviceRequest` parameters, as the CapabilityStatement lists them: `patient`
 * (reference), `status` (token), `_id`, and paging by `_count` and `_offset`. Other parameters are
 * ignored, as R4 lets a server do (search §3.1.1.3.1: unknown parameters are ignored unless the
 * client asks for strict handling), and the Bundle's self link says which were used.
 */
export function deviceRequestSearchOf(params: URLSearchParams, ehrIssuer: string): DeviceRequestSearch {
  // Repeating a parameter ANDs it (patient=a&patient=b): only values every repetition names remain.
  const listOf = (name: string, read: (value: string) => string[]): string[] | null => {
    const values = params.getAll(name);
    if (values.length === 0) return null;
    const [first, ...rest] = values.map((value) => new Set(orValues(value).flatMap(read)));
    return [...(first ?? [])].filter((item) => rest.every((set) => set.has(item)));
  };
  return {
    patientIds: listOf('patient', (value) => {
      const id = patientIdOf(value, ehrIssuer);
      return id ? [id] : [];
    }),
    fulfilmentStatuses: listOf('status', stepsOf) as FulfilmentStatus[] | null,
    lineIds: listOf('_id', (value) => (lineIdOf(value) ? [value.toLowerCase()] : [])),
    count: pageNumber(params, '_count', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    offset: pageNumber(params, '_offset', 0, 1_000_000),
  };
}

/** The parameters a search used, as its Bundle's links repeat them. */
export function searchParamsOf(search: DeviceRequestSearch, raw: URLSearchParams, offset: number) {
  const used = new URLSearchParams();
  for (const name of ['patient', 'status', '_id'])
    for (const value of raw.getAll(name)) used.append(name, value);
  used.set('_count', String(search.count));
  if (offset > 0) used.set('_offset', String(offset));
  return used;
}
