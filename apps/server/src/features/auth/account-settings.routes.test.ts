import {
  EMAIL_CHANGE_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  SESSION_MESSAGES,
} from '@dme/shared/auth/account-settings';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, outboxMessages, users } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { type AuthHeaders, latestSignInCode, readAuthHeaders, signInAs } from '../../test/auth-helpers';
import { itOnPostgres } from '../../test/races';
import { useTestApp } from '../../test/test-app';
import { createPatientAccount, createSupplierAccount } from './admin.service';

const NEW_PASSWORD = 'Brand-New-Passw0rd!';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('Account Settings: password, e-mail and sessions (issue 48 item 2)', () => {
  // Every sign-in of this file comes from one address: the per-address limiter would stop them.
  const t = useTestApp({
    PUBLIC_URL: 'http://localhost:3000',
    SIGN_IN_CODES_PER_HOUR: 50,
    SIGN_IN_ATTEMPTS_PER_MINUTE: 10_000,
  });
  let accounts = 0;

  /** A fresh account of `role`, so that each test changes its own and the demo accounts stay. */
  async function freshAccount(role: 'patient' | 'supplier' = 'patient') {
    accounts += 1;
    const email = `settings.${role}.${accounts}@example.com`;
    if (role === 'patient') await createPatientAccount(t.context.db, { email, password: DEMO_PASSWORD });
    else
      await createSupplierAccount(t.context.db, {
        email,
        password: DEMO_PASSWORD,
        name: `Supplier ${accounts}`,
        serviceStates: ['CA'],
      });
    return email;
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: AuthHeaders | Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const isSignedIn = async (headers: AuthHeaders) =>
    (await call('GET', '/api/account/sessions', headers)).statusCode === 200;

  const mailsTo = (email: string) =>
    t.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email))
      .orderBy(desc(outboxMessages.createdAt));

  describe('changing the password', () => {
    const change = (headers: Record<string, string>, currentPassword: string, password = NEW_PASSWORD) =>
      call('PUT', '/auth/password', headers, {
        current_password: currentPassword,
        password,
        password_confirmation: password,
      });

    it('ends every other session and forgets other browsers; this session and this browser stay', async () => {
      const email = await freshAccount('supplier');
      const here = await signInAs(t.app, t.context.db, email);
      const elsewhere = await signInAs(t.app, t.context.db, email);
      const someoneElse = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);
      const hereDevice = here.cookies.find((cookie) => cookie.name === 'trusted_device')?.value ?? '';

      const wrong = await change(here.headers, 'Wrong-Passw0rd!');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ error: PASSWORD_CHANGE_MESSAGES.currentPasswordWrong });
      expect(await isSignedIn(elsewhere.headers)).toBe(true);

      const weak = await change(here.headers, DEMO_PASSWORD, 'short');
      expect(weak.statusCode).toBe(400);

      const changed = await t.app.inject({
        method: 'PUT',
        url: '/auth/password',
        headers: { ...here.headers, cookie: `trusted_device=${hereDevice}` },
        payload: {
          current_password: DEMO_PASSWORD,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ message: PASSWORD_CHANGE_MESSAGES.changed });
      expect(changed.headers['access-token']).toBe(here.headers['access-token']);

      expect(await isSignedIn(here.headers)).toBe(true);
      expect(await isSignedIn(elsewhere.headers)).toBe(false);
      expect(await isSignedIn(someoneElse.headers)).toBe(true);

      // This browser is still trusted: the new password alone signs it in; another browser needs a code.
      const again = await t.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        cookies: { trusted_device: hereDevice },
        payload: { email, password: NEW_PASSWORD },
      });
      expect(again.json().data?.email).toBe(email);
      const otherBrowser = await call('POST', '/auth/sign_in', {}, { email, password: NEW_PASSWORD });
      expect(otherBrowser.json()).toEqual({ otp: 'prompt' });

      const [audit] = await t.context.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'password.changed'))
        .orderBy(desc(auditLogs.createdAt))
        .limit(1);
      expect(audit?.details).toMatchObject({ via: 'account_settings', sessionsEnded: 1 });
    });

    it('counts wrong current passwords towards the lockout, and answers signed-out callers 401', async () => {
      const email = await freshAccount();
      const { headers } = await signInAs(t.app, t.context.db, email);
      for (let attempt = 1; attempt < 10; attempt += 1) {
        expect((await change(headers, `Wrong-Passw0rd-${attempt}`)).statusCode).toBe(422);
      }
      const tenth = await change(headers, 'Wrong-Passw0rd-10');
      expect(tenth.json().error).toMatch(/locked/);
      expect((await change(headers, DEMO_PASSWORD)).statusCode).toBe(422);
      expect((await change({}, DEMO_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('changing the e-mail address', () => {
    const requestChange = (headers: AuthHeaders, email: string, currentPassword = DEMO_PASSWORD) =>
      call('POST', '/api/account/email_change', headers, { email, current_password: currentPassword });
    const confirm = (headers: AuthHeaders, code: string) =>
      call('POST', '/api/account/email_change/confirm', headers, { code });

    it('moves the account only once the code sent to the new address is entered, and tells the old one', async () => {
      const oldEmail = await freshAccount();
      const newEmail = `moved.${accounts}@example.com`;
      const here = await signInAs(t.app, t.context.db, oldEmail);
      const elsewhere = await signInAs(t.app, t.context.db, oldEmail);

      expect((await requestChange(here.headers, newEmail, 'Wrong-Passw0rd!')).statusCode).toBe(422);
      const same = await requestChange(here.headers, oldEmail.toUpperCase());
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ error: EMAIL_CHANGE_MESSAGES.sameAddress });

      const requested = await requestChange(here.headers, ` ${newEmail.toUpperCase()} `);
      expect(requested.statusCode).toBe(200);
      expect(requested.json()).toEqual({
        email: newEmail,
        message: EMAIL_CHANGE_MESSAGES.codeSent(newEmail),
      });
      const code = await latestSignInCode(t.context.db, newEmail);
      const [account] = await t.context.db.select().from(users).where(eq(users.email, oldEmail));
      expect(account, 'nothing changes before the code').toBeTruthy();

      const wrongCode = await confirm(here.headers, code === '000000' ? '111111' : '000000');
      expect(wrongCode.statusCode).toBe(422);
      expect(wrongCode.json()).toEqual({ error: EMAIL_CHANGE_MESSAGES.invalidCode });

      const confirmed = await confirm(here.headers, code);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: newEmail, message: EMAIL_CHANGE_MESSAGES.changed(newEmail) });
      expect(confirmed.headers.uid).toBe(newEmail);
      const moved = readAuthHeaders(confirmed.headers);
      expect(await isSignedIn(moved)).toBe(true);
      expect(await isSignedIn(here.headers), 'the old uid names no account').toBe(false);
      expect(await isSignedIn({ ...elsewhere.headers, uid: newEmail }), 'other sessions ended').toBe(false);

      // Used once.
      expect((await confirm(moved, code)).json()).toEqual({ error: EMAIL_CHANGE_MESSAGES.codeNoLongerValid });

      const [notice] = await mailsTo(oldEmail);
      expect(notice?.subject).toBe('The e-mail address of your Carelane account was changed');
      expect(notice?.text).toContain('m•••@e•••.com');
      expect(notice?.text).not.toContain(newEmail);
      expect(notice?.text).not.toMatch(/\b\d{6}\b/);

      await expect(signInAs(t.app, t.context.db, newEmail)).resolves.toBeTruthy();
      expect(
        (await call('POST', '/auth/sign_in', {}, { email: oldEmail, password: DEMO_PASSWORD })).statusCode,
      ).toBe(401);
    });

    it('refuses an address of another account without saying so: its owner is told, no code is sent', async () => {
      const email = await freshAccount();
      const { headers } = await signInAs(t.app, t.context.db, email);
      const taken = DEMO_EMAILS.supplier;
      const before = (await mailsTo(taken)).length;

      const requested = await requestChange(headers, taken);
      expect(requested.statusCode).toBe(200);
      expect(requested.json()).toEqual({ email: taken, message: EMAIL_CHANGE_MESSAGES.codeSent(taken) });
      const mails = await mailsTo(taken);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.subject).toBe('Someone tried to use your e-mail address for another Carelane account');
      expect(mails[0]?.text).not.toMatch(/\b\d{6}\b/);

      // Guesses answer as they would for any address.
      expect((await confirm(headers, '123456')).json()).toEqual({ error: EMAIL_CHANGE_MESSAGES.invalidCode });
      const [supplier] = await t.context.db.select().from(users).where(eq(users.email, taken));
      expect(supplier?.role).toBe('supplier');
    });

    it('allows five guesses per code, validates the code and answers signed-out and reset-link callers 401', async () => {
      const email = await freshAccount();
      const { headers } = await signInAs(t.app, t.context.db, email);
      await requestChange(headers, `guessed.${accounts}@example.com`);
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await confirm(headers, `99999${guess}`)).json()).toEqual({
          error: EMAIL_CHANGE_MESSAGES.invalidCode,
        });
      }
      expect((await confirm(headers, '999995')).json()).toEqual({
        error: EMAIL_CHANGE_MESSAGES.codeNoLongerValid,
      });
      expect((await confirm(headers, 'abc')).statusCode).toBe(400);
      expect(
        (
          await call(
            'POST',
            '/api/account/email_change',
            {},
            { email: 'x@example.com', current_password: 'x' },
          )
        ).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', '/api/account/email_change/confirm', {}, { code: '123456' })).statusCode,
      ).toBe(401);
    });

    itOnPostgres('decides one code entered twice in parallel once', async () => {
      const email = await freshAccount();
      const newEmail = `parallel.${accounts}@example.com`;
      const { headers } = await signInAs(t.app, t.context.db, email);
      await requestChange(headers, newEmail);
      const code = await latestSignInCode(t.context.db, newEmail);
      const replies = await Promise.all(Array.from({ length: 6 }, () => confirm(headers, code)));
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      // The others: the code is spent (422), or the call came after the move, under the old uid (401).
      const others = replies.filter((reply) => reply.statusCode !== 200);
      expect(
        others.every((reply) => [401, 422].includes(reply.statusCode)),
        others.map((r) => r.body).join(),
      ).toBe(true);
      const [moved] = await t.context.db.select().from(users).where(eq(users.email, newEmail));
      const changed = await t.context.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'email.changed'), eq(auditLogs.actorUserId, moved?.id ?? '')));
      expect(changed).toHaveLength(1);
    });

    itOnPostgres('gives an address two accounts race for to one of them', async () => {
      const contested = `contested.${accounts}@example.com`;
      const first = await signInAs(t.app, t.context.db, await freshAccount());
      const second = await signInAs(t.app, t.context.db, await freshAccount());
      await requestChange(first.headers, contested);
      const firstCode = await latestSignInCode(t.context.db, contested);
      await requestChange(second.headers, contested);
      const secondCode = await latestSignInCode(t.context.db, contested);
      const replies = await Promise.all([
        confirm(first.headers, firstCode),
        confirm(second.headers, secondCode),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)?.json()).toEqual({
        error: EMAIL_CHANGE_MESSAGES.addressUnavailable,
      });
      expect(await t.context.db.select().from(users).where(eq(users.email, contested))).toHaveLength(1);
    });
  });

  describe('signed-in sessions', () => {
    it('lists the caller’s own sessions with their browsers, this one first; ends one or all others', async () => {
      const email = await freshAccount();
      const phone = await signInAs(t.app, t.context.db, email, DEMO_PASSWORD, {
        'user-agent': SAFARI_IPHONE,
      });
      const laptop = await signInAs(t.app, t.context.db, email, DEMO_PASSWORD, { 'user-agent': CHROME_MAC });
      const third = await signInAs(t.app, t.context.db, email);
      const stranger = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);

      const listed = await call('GET', '/api/account/sessions', laptop.headers);
      expect(listed.statusCode).toBe(200);
      const sessions = listed.json() as {
        id: string;
        device: string;
        is_current: boolean;
        last_used_at: string;
      }[];
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({ device: 'Chrome on macOS', is_current: true });
      expect(sessions.map((session) => session.device)).toContain('Safari on iOS');
      expect(sessions.filter((session) => session.is_current)).toHaveLength(1);
      const phoneSession = sessions.find((session) => session.device === 'Safari on iOS');
      const strangerSession = (
        (await call('GET', '/api/account/sessions', stranger.headers)).json() as {
          id: string;
          is_current: boolean;
        }[]
      ).find((session) => session.is_current);

      // Another user's session is not this user's to end, nor to see.
      expect(sessions.map((session) => session.id)).not.toContain(strangerSession?.id);
      const notMine = await call('DELETE', `/api/account/sessions/${strangerSession?.id}`, laptop.headers);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toEqual({ error: SESSION_MESSAGES.notFound });
      expect(await isSignedIn(stranger.headers)).toBe(true);

      const current = await call('DELETE', `/api/account/sessions/${sessions[0]?.id}`, laptop.headers);
      expect(current.statusCode).toBe(422);
      expect(current.json()).toEqual({ error: SESSION_MESSAGES.isCurrent });
      expect((await call('DELETE', '/api/account/sessions/not-a-uuid', laptop.headers)).statusCode).toBe(400);

      expect(
        (await call('DELETE', `/api/account/sessions/${phoneSession?.id}`, laptop.headers)).statusCode,
      ).toBe(204);
      expect(await isSignedIn(phone.headers)).toBe(false);
      expect(
        (await call('DELETE', `/api/account/sessions/${phoneSession?.id}`, laptop.headers)).statusCode,
      ).toBe(404);

      const others = await call('POST', '/api/account/sessions/end_others', laptop.headers);
      expect(others.json()).toEqual({ ended: 1 });
      expect(await isSignedIn(third.headers)).toBe(false);
      expect(await isSignedIn(laptop.headers)).toBe(true);
      expect(await isSignedIn(stranger.headers)).toBe(true);
    });

    it('answers a signed-out caller 401 on every session call', async () => {
      const anyId = '00000000-0000-4000-8000-000000000000';
      expect((await call('GET', '/api/account/sessions')).statusCode).toBe(401);
      expect((await call('DELETE', `/api/account/sessions/${anyId}`)).statusCode).toBe(401);
      expect((await call('POST', '/api/account/sessions/end_others')).statusCode).toBe(401);
    });

    it('works for every role, admins included', async () => {
      const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.admin);
      const listed = await call('GET', '/api/account/sessions', headers);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()[0]?.is_current).toBe(true);
    });
  });
});
