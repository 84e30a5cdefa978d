import type { WireReply } from '@dme/shared/shop/first-visit';
import { camelKeys, snakeKeys } from '@dme/shared/wire/case';
import { type AuthCredentials, authSession } from './auth-session';

/** A failed call: the status and the server's `{ error }`, `{ errors }` or `{ type }` body (DESIGN §4). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: { error?: string; errors?: string[]; type?: string } & Record<string, unknown>,
  ) {
    super(data.error ?? data.errors?.join(' ') ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry'] as const;
const listeners = { unauthorized: new Set<() => void>() };
let insuranceStatusUuid: string | null = null;

/** The insurance status the patient session prices with; sent as a header on every call. */
export const setInsuranceStatusUuid = (uuid: string | null) => {
  insuranceStatusUuid = uuid;
};

/** Called when a signed-in request answers 401 (the app shows "Logged out due to inactivity"). */
export function onUnauthorized(listener: () => void) {
  listeners.unauthorized.add(listener);
  return () => {
    listeners.unauthorized.delete(listener);
  };
}

export function buildQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(snakeKeys<Record<string, Query[string]>>(query))) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function readCredentials(headers: Headers): AuthCredentials | null {
  const [accessToken, client, uid, expiry] = AUTH_HEADERS.map((name) => headers.get(name));
  return accessToken && client && uid ? { accessToken, client, uid, expiry: expiry ?? '' } : null;
}

/** The one fetch wrapper: converts case, sends and refreshes auth headers, maps errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { data } = await apiFetch(path, options);
  return data as T;
}

type Reply = Awaited<ReturnType<typeof send>>;

/** Reads started before the page asks for them, by the request each answers (see `startEarlyRead`). */
const earlyReads = new Map<string, Promise<Reply>>();

/** A GET as sent now: its address and the headers that change what it answers. */
const readKey = (path: string, query?: Query) =>
  JSON.stringify([
    `${path}${buildQueryString(query)}`,
    authSession.get()?.credentials.accessToken ?? null,
    insuranceStatusUuid,
  ]);

/**
 * Sends a GET the page is known to make, before the page's code has run, so that it travels beside
 * the download instead of after it (issue 18, a patient's first visit from a text message). The
 * page's first identical GET takes the reply; any write first drops what was not taken, since it
 * may change what those reads would answer.
 */
export function startEarlyRead<T>(path: string, query?: Query): Promise<T> {
  const key = readKey(path, query);
  const reply = earlyReads.get(key) ?? send(path, { query });
  earlyReads.set(key, reply);
  const data = reply.then((answer) => answer.data as T);
  // Whoever takes the reply handles its failure; until then it is not an unhandled rejection.
  for (const promise of [reply, data]) promise.catch(() => {});
  return data;
}

/**
 * A reply the server already made for this page (a first visit it looked up, issue 18): the page's
 * first identical GET takes it instead of asking again, as it takes an early read.
 */
export function seedEarlyRead(path: string, query: Query | undefined, { status, body }: WireReply) {
  const data = body === null || body === undefined ? null : camelKeys(body);
  const reply: Promise<Reply> =
    status >= 200 && status < 300
      ? Promise.resolve({ response: new Response(null, { status }), data })
      : Promise.reject(new ApiError(status, (data ?? {}) as ApiError['data']));
  reply.catch(() => {});
  earlyReads.set(readKey(path, query), reply);
}

/** As apiRequest, but also gives the response (for callers that read headers, e.g. sign-in). */
export function apiFetch(path: string, options: RequestOptions = {}) {
  if ((options.method ?? 'GET') !== 'GET') earlyReads.clear();
  // A GET with headers of its own asks something an early read did not.
  else if (earlyReads.size > 0 && options.headers === undefined) {
    const key = readKey(path, options.query);
    const early = earlyReads.get(key);
    earlyReads.delete(key);
    if (early) return early;
  }
  return send(path, options);
}

async function send(path: string, options: RequestOptions) {
  const session = authSession.get();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (session) {
    headers['access-token'] = session.credentials.accessToken;
    headers.client = session.credentials.client;
    headers.uid = session.credentials.uid;
  }
  if (insuranceStatusUuid) headers['insurance-status-uuid'] = insuranceStatusUuid;

  const response = await fetch(`${path}${buildQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(snakeKeys(options.body)),
    signal: options.signal,
  });

  const refreshed = readCredentials(response.headers);
  if (refreshed && session) authSession.refreshCredentials(refreshed);

  const text = await response.text();
  const data = text ? camelKeys(safeJson(text)) : null;
  if (!response.ok) {
    if (response.status === 401 && session) for (const listener of listeners.unauthorized) listener();
    throw new ApiError(response.status, (data ?? {}) as ApiError['data']);
  }
  return { response, data };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}
