import { authSession } from '../../../lib/auth-session';

/**
 * The sign-in headers for the console's calls that bypass apiRequest (a CSV download, a raw file
 * upload): sign-in travels in headers, not cookies.
 */
export function sessionHeaders(): Record<string, string> {
  const session = authSession.get();
  if (!session) return {};
  const { accessToken, client, uid } = session.credentials;
  return { 'access-token': accessToken, client, uid };
}
