import { TERMS_PROMPT_COOKIE } from '@dme/shared/auth/terms-cookie';
import { vi } from 'vitest';
import { authSession } from '../lib/auth-session';
import { removeCookie } from '../lib/cookies';
import { notifications } from '../lib/toasts';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The reply is sent once this settles: what a page does while a call is still on its way. */
  wait?: Promise<unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Stubs fetch with replies by "METHOD /path"; a list is answered in order, its last reply
 * repeating. Unknown calls answer 404. Returns the calls made, for assertions on bodies.
 */
export function mockApi(replies: Record<string, MockReply | MockReply[]>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      calls.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      const entry = replies[key];
      const list = entry === undefined ? [{ status: 404, body: { error: 'Not found' } }] : [entry].flat();
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      const reply = list[Math.min(index, list.length - 1)] ?? {};
      if (reply.wait) await reply.wait;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

/** Leaves no session, terms cookie, fetch stub or toast behind for the next test. */
export function resetAfterTest() {
  authSession.signOut();
  removeCookie(TERMS_PROMPT_COOKIE);
  notifications.clean();
  vi.unstubAllGlobals();
}
