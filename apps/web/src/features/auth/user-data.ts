import { camelKeys } from '@dme/shared/wire/case';
import type { AuthSession } from '../../lib/auth-session';
import { toSession } from './api/session';

export { RETURN_TO_PARAM, USER_DATA_PARAM } from '@dme/shared/auth/links';

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The session carried by a one-time sign-in link: base64url of the snake_case JSON
 * `{ user, access_token, client, uid, expiry }`. Null when the value is not such a session. The
 * schema (and zod) load when a link is opened, not with every sign-in page this one wraps.
 */
export async function sessionFromUserData(value: string): Promise<AuthSession | null> {
  const { userDataParamSchema } = await import('@dme/shared/auth/sign-in');
  try {
    const parsed = userDataParamSchema.safeParse(camelKeys(JSON.parse(decodeBase64Url(value))));
    if (!parsed.success) return null;
    const { user, accessToken, client, uid, expiry } = parsed.data;
    return toSession(user, { accessToken, client, uid, expiry });
  } catch {
    return null;
  }
}
