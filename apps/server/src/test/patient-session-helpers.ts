import type { App } from '../app';

const BROWSER_NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/**
 * A browser's anonymous patient session: keeps the session_id cookie between calls. `signedIn`:
 * the credential headers of an account signed in in that browser, sent with every call.
 */
export function patientBrowser(app: App, ipAddress = '127.0.0.1', signedIn: Record<string, string> = {}) {
  const cookies: Record<string, string> = {};
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const reply = await app.inject({
      method,
      url,
      cookies,
      headers: { ...signedIn, ...headers },
      remoteAddress: ipAddress,
      ...(payload ? { payload } : {}),
    });
    for (const cookie of reply.cookies) cookies[cookie.name] = cookie.value;
    return reply;
  };
  return {
    cookies,
    get: (url: string) => call('GET', url),
    /** Opens a page as a person does, in a browser's tab (Fetch Metadata of a navigation). */
    open: (url: string) => call('GET', url, undefined, BROWSER_NAVIGATION),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    useCode: (code: string) =>
      call('GET', `/api/consultations/show_by_referral_code?referral_code=${encodeURIComponent(code)}`),
  };
}
