import { paths } from '../../app/paths';

const BASE = 'http://same-origin.invalid';

/** Pages a sign-in must never return to (they would only bounce the user again). */
const AUTH_PAGES: readonly string[] = [
  paths.providerSignIn,
  paths.supplierSignIn,
  paths.patientSignIn,
  paths.providerSignUp,
  paths.patientSignUp,
  paths.passwordRecovery,
  paths.passwordReset,
  paths.patientPasswordRecovery,
  paths.patientPasswordReset,
];

/**
 * The page a sign-in should return to, when it is a path of this site (issue 13 item 12): an
 * absolute URL, a protocol-relative `//host` or `/\host`, or anything that leaves the origin is
 * refused (no open redirect), as are the auth pages themselves.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  if (value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `from` a guard or an expired session put in the router state, if safe. */
export const redirectFromState = (state: unknown) =>
  safeRedirectPath((state as { from?: unknown } | null | undefined)?.from);
