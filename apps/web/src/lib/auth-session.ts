import { PAGE_COOKIES } from '@dme/shared/shop/page-cookies';
import { createExternalStore } from './external-store';

/**
 * The signed-in role, as a cookie the server reads to choose a page's first markup (it draws a
 * patient's pages only for a signed-out browser, which renders them as it draws them): no identity,
 * no credential; the credentials stay in localStorage (DESIGN §4). It is written again from the
 * stored session on every page load (a browser signed in before the cookie existed, storage cleared
 * by hand), so a wrong frame is sent at most once.
 */
export const SIGNED_IN_ROLE_COOKIE = PAGE_COOKIES.signedInRole;

/** The signed-in user's role as the server describes it (spec §3 "User"). */
export interface SessionUser {
  fullName: string | null;
  email: string;
  role: {
    resourceType: 'Provider' | 'Supplier' | 'Patient' | 'Admin';
    resourceUuid: string | null;
    isTestAccount: boolean;
    isEhrProvider: boolean;
  };
}

/** The devise_token_auth-style credentials sent on every signed-in request (DESIGN §4). */
export interface AuthCredentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: string;
}

export interface AuthSession {
  credentials: AuthCredentials;
  user: SessionUser;
}

const STORAGE_KEY = 'auth-session';
const store = createExternalStore<AuthSession | null>(read());

function read(): AuthSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as AuthSession) : null;
  } catch {
    return null;
  }
}

/** Written here rather than with lib/cookies: every page's first script carries this module. */
function markRole(session: AuthSession | null) {
  const value = session ? `${session.user.role.resourceType}; max-age=630720000` : '; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${SIGNED_IN_ROLE_COOKIE}=${value}; path=/; SameSite=Lax`;
}

function write(next: AuthSession | null) {
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  markRole(next);
  store.set(next);
}

export const authSession = {
  get: store.get,
  signIn: (session: AuthSession) => write(session),
  signOut: () => write(null),
  /** Keeps the sliding token current: the server may answer new credentials on any reply. */
  refreshCredentials(credentials: AuthCredentials) {
    const current = store.get();
    if (current && credentials.uid === current.credentials.uid) write({ ...current, credentials });
  },
  subscribe: store.subscribe,
};

markRole(store.get());

// Another tab signed in or out.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY) store.set(read());
});

export const useAuthSession: () => AuthSession | null = store.useState;

export type Role = 'provider' | 'supplier' | 'patient' | 'admin';

export function roleOf(session: AuthSession | null): Role | null {
  switch (session?.user.role.resourceType) {
    case 'Provider':
      return 'provider';
    case 'Supplier':
      return 'supplier';
    case 'Patient':
      return 'patient';
    case 'Admin':
      return 'admin';
    default:
      return null;
  }
}

/** Spec §2: only providers who are not EHR providers create work orders here. */
export const canAddOrder = (session: AuthSession | null) =>
  roleOf(session) === 'provider' && session?.user.role.isEhrProvider === false;
