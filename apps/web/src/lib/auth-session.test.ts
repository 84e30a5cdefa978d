import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../test/render-app';
import { authSession, SIGNED_IN_ROLE_COOKIE } from './auth-session';

const roleCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SIGNED_IN_ROLE_COOKIE}=`))
    ?.slice(SIGNED_IN_ROLE_COOKIE.length + 1) ?? null;

afterEach(() => {
  authSession.signOut();
  localStorage.clear();
  vi.resetModules();
});

describe('the signed-in role cookie (the server picks a frame by it)', () => {
  it('names the role on sign-in and goes on sign-out', () => {
    authSession.signIn(testSession('Supplier'));
    expect(roleCookie()).toBe('Supplier');
    authSession.signOut();
    expect(roleCookie()).toBeNull();
  });

  it('is set again on load when it is out of step with the stored session', async () => {
    localStorage.setItem('auth-session', JSON.stringify(testSession('Provider')));
    // biome-ignore lint/suspicious/noDocumentCookie: the state a browser signed in before the cookie is in.
    document.cookie = `${SIGNED_IN_ROLE_COOKIE}=; max-age=0; path=/`;
    const fresh = await import('./auth-session');
    expect(fresh.authSession.get()?.user.role.resourceType).toBe('Provider');
    expect(roleCookie()).toBe('Provider');
  });

  it('goes on load when the stored session went (storage cleared by hand)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left behind by a session no longer stored.
    document.cookie = `${SIGNED_IN_ROLE_COOKIE}=Admin; path=/`;
    await import('./auth-session');
    expect(roleCookie()).toBeNull();
  });
});
