import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { PASSWORD_CHANGE_MESSAGES, RECOVERY_MESSAGE, REDIRECT_NOT_ALLOWED } from './password.service';

const RESET_PAGE = 'http://localhost:3000/auth/password_reset';
const NEW_PASSWORD = 'Brand-New-Passw0rd!';

async function resetLinkFor(db: Database, email: string) {
  const [mail] = await db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no reset link mailed');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function useResetApp() {
  return useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
}

describe('password recovery and reset', () => {
  const t = useResetApp();

  const requestReset = (email: string, redirect_url = RESET_PAGE) =>
    t.app.inject({ method: 'POST', url: '/auth/password', payload: { email, redirect_url } });

  it('answers the same message for known and unknown e-mails, mailing only the real account', async () => {
    const known = await requestReset(DEMO_EMAILS.supplier);
    const unknown = await requestReset('nobody@demo.test');
    expect(known.json()).toEqual({ message: RECOVERY_MESSAGE });
    expect(unknown.json()).toEqual({ message: RECOVERY_MESSAGE });
    // The mail is written after the reply (so both answer in the same time).
    await vi.waitFor(async () => expect(await resetLinkFor(t.context.db, DEMO_EMAILS.supplier)).toBeTruthy());
    const toNobody = await t.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'nobody@demo.test'));
    expect(toNobody).toHaveLength(0);
  });

  it.each([
    'https://evil.example/auth/password_reset',
    'http://localhost:3000/somewhere-else',
    'javascript:alert(1)',
  ])('refuses to send the user to %s (no open redirect)', async (url) => {
    const reply = await requestReset(DEMO_EMAILS.supplier, url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: [REDIRECT_NOT_ALLOWED] });
  });

  it('throttles recovery requests from one address (five per 15 minutes)', async () => {
    const reply = await requestReset('nobody@demo.test');
    expect(reply.statusCode).toBe(429);
  });
});

describe('password reset link', () => {
  const t = useResetApp();

  const requestReset = (email: string, redirect_url = RESET_PAGE) =>
    t.app.inject({ method: 'POST', url: '/auth/password', payload: { email, redirect_url } });

  it('redirects a live link to the reset page with credentials that change the password once', async () => {
    const email = DEMO_EMAILS.patient;
    const { headers: otherSession } = await signInAs(t.app, t.context.db, email);
    const requested = await requestReset(email, 'http://localhost:3000/patients/password_reset');
    expect(requested.statusCode).toBe(200);
    const link = await vi.waitFor(() => resetLinkFor(t.context.db, email));

    const redirect = await t.app.inject({ method: 'GET', url: link });
    expect(redirect.statusCode).toBe(302);
    const target = new URL(String(redirect.headers.location));
    expect(target.origin + target.pathname).toBe('http://localhost:3000/patients/password_reset');
    expect(target.searchParams.get('uid')).toBe(email);
    expect(target.searchParams.get('return_url')).toBe('/patients/signin');
    const resetHeaders = {
      'access-token': target.searchParams.get('access-token') ?? '',
      client: target.searchParams.get('client') ?? '',
      uid: email,
      expiry: target.searchParams.get('expiry') ?? '',
    };

    // Reset credentials open nothing but PUT /auth/password.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/terms_of_service_agreements/me',
      headers: resetHeaders,
    });
    expect(elsewhere.statusCode).toBe(401);

    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: resetHeaders,
      payload: { password: NEW_PASSWORD, password_confirmation: 'Other-Passw0rd!' },
    });
    expect(mismatch.statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: resetHeaders,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    // Every other session is signed out; the old password no longer works; the new one does.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/terms_of_service_agreements/me',
      headers: otherSession,
    });
    expect(stale.statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await expect(signInAs(t.app, t.context.db, email, NEW_PASSWORD)).resolves.toBeTruthy();

    // The link worked once, and the page it lands on is told so (issue 13 item 11).
    const again = await t.app.inject({ method: 'GET', url: link });
    const deadTarget = new URL(String(again.headers.location));
    expect(deadTarget.searchParams.get('access-token')).toBeNull();
    expect(deadTarget.searchParams.get('link')).toBe('used');
    const unknownToken = await t.app.inject({
      method: 'GET',
      url: `/auth/password/edit?reset_password_token=nope&redirect_url=${encodeURIComponent(RESET_PAGE)}`,
    });
    expect(new URL(String(unknownToken.headers.location)).searchParams.get('link')).toBe('unknown');
    const reuse = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: resetHeaders,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reuse.statusCode).toBe(401);
  });

  it('answers 401 to a password change without credentials', async () => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('changing the password while signed in', () => {
  const t = useResetApp();
  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/auth/password', headers, payload });

  it('needs the current password: a session token alone cannot change it', async () => {
    const email = DEMO_EMAILS.provider;
    const { headers } = await signInAs(t.app, t.context.db, email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const tokenOnly = await put(headers, body);
    expect(tokenOnly.statusCode).toBe(400);
    expect(tokenOnly.json()).toEqual({ error: PASSWORD_CHANGE_MESSAGES.currentPasswordRequired });

    const wrong = await put(headers, { ...body, current_password: 'Wrong-Passw0rd!' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: PASSWORD_CHANGE_MESSAGES.currentPasswordWrong });
    const still = await t.app.inject({ method: 'GET', url: '/api/terms_of_service_agreements/me', headers });
    expect(still.statusCode).toBe(200);

    const right = await put(headers, { ...body, current_password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(200);
    await expect(signInAs(t.app, t.context.db, email, NEW_PASSWORD)).resolves.toBeTruthy();
  });
});
