import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, outboxMessages, signInCodes, users } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { latestSignInCode, readAuthHeaders, signInAs } from '../../test/auth-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

const signIn = (t: ReturnType<typeof useTestApp>, payload: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/auth/sign_in', payload, cookies });

describe('POST /auth/sign_in', () => {
  const t = useTestApp();

  it('asks a new browser for the e-mailed code, then signs in and trusts the browser', async () => {
    const email = DEMO_EMAILS.provider;
    const first = await signIn(t, { email, password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ otp: 'prompt' });
    expect(first.headers['access-token']).toBeUndefined();

    const code = await latestSignInCode(t.context.db, email);
    const second = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: code });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({
      full_name: 'Maya Okafor',
      email,
      uid: email,
      role: {
        resource_type: 'Provider',
        resource_uuid: expect.any(String),
        is_test_account: true,
        is_ehr_provider: false,
      },
      is_patient: false,
      is_provider: true,
      is_supplier: false,
    });
    expect(second.headers).toMatchObject({ uid: email, 'token-type': 'Bearer' });
    expect(second.headers['access-token']).toHaveLength(43);
    const trusted = second.cookies.find((cookie) => cookie.name === 'trusted_device');
    expect(trusted).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The same browser signs in with the password alone; the code was single-use.
    const again = await signIn(
      t,
      { email, password: DEMO_PASSWORD },
      { trusted_device: trusted?.value ?? '' },
    );
    expect(again.json().data.email).toBe(email);
    const replay = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: code });
    expect(replay.statusCode).toBe(401);
  });

  it('answers otp invalid for a wrong code, and the code dies after five wrong tries', async () => {
    const email = DEMO_EMAILS.supplier;
    await signIn(t, { email, password: DEMO_PASSWORD });
    const code = await latestSignInCode(t.context.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: wrong });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ otp: 'invalid', error: SIGN_IN_MESSAGES.invalidCode });
    }
    // Issue 13 item 8: the right code is refused, and the reply says why (not "Invalid code").
    const right = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: code });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ otp: 'invalid', error: SIGN_IN_MESSAGES.codeNoLongerValid });
  });

  it('says an expired code is no longer valid, and a new code works', async () => {
    const email = DEMO_EMAILS.provider;
    await signIn(t, { email, password: DEMO_PASSWORD });
    const code = await latestSignInCode(t.context.db, email);
    const [user] = await t.context.db.select().from(users).where(eq(users.email, email));
    await t.context.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInCodes.userId, user?.id ?? ''));
    const expired = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: code });
    expect(expired.json()).toEqual({ otp: 'invalid', error: SIGN_IN_MESSAGES.codeNoLongerValid });

    await signIn(t, { email, password: DEMO_PASSWORD });
    const fresh = await latestSignInCode(t.context.db, email);
    const signedIn = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: fresh });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const unknown = await signIn(t, { email: 'nobody@demo.test', password: DEMO_PASSWORD });
    const wrong = await signIn(t, { email: DEMO_EMAILS.patient, password: 'Wrong-Passw0rd!' });
    for (const reply of [unknown, wrong]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: SIGN_IN_MESSAGES.invalidCredentials });
    }
  });

  it('refuses a malformed request with a 400 naming the field', async () => {
    const reply = await signIn(t, { email: 'not-an-email', password: 'x' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain('email');
  });
});

describe('sign-in lockout', () => {
  const t = useTestApp();

  it('locks the account for an hour after ten wrong passwords, even for the right one', async () => {
    const email = DEMO_EMAILS.ehrProvider;
    const replies = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      replies.push(await signIn(t, { email, password: `Wrong-Passw0rd-${attempt}` }));
    }
    expect(replies.at(-2)?.json().error).toBe(SIGN_IN_MESSAGES.invalidCredentials);
    expect(replies.at(-1)?.json().error).toBe(SIGN_IN_MESSAGES.lockout);
    const right = await signIn(t, { email, password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe(SIGN_IN_MESSAGES.lockout);

    const [user] = await t.context.db.select().from(users).where(eq(users.email, email));
    const audit = await t.context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actorUserId, user?.id ?? ''));
    expect(audit.map((entry) => entry.action)).toContain('sign_in.locked');
  });
});

describe('signed-in requests and GET /auth/sign_out', () => {
  const t = useTestApp();

  it('echoes the credentials on signed-in replies and revokes them on sign-out', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.patient);
    const terms = await t.app.inject({ method: 'GET', url: '/api/terms_of_service_agreements/me', headers });
    expect(terms.statusCode).toBe(200);
    expect(readAuthHeaders(terms.headers)).toEqual(headers);

    const out = await t.app.inject({ method: 'GET', url: '/auth/sign_out', headers });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((cookie) => cookie.name === 'session_id')).toMatchObject({ httpOnly: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/terms_of_service_agreements/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.headers['access-token']).toBeUndefined();
  });

  it('ends the old anonymous session: its cookie no longer reads the insurance name and member ID', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const carriers: { uuid: string; name: string }[] = (await browser.get('/api/insurance_carriers')).json();
    const added = await browser.post('/api/insurance_statuses', {
      carrier: carriers.find((carrier) => carrier.name === 'Aetna')?.uuid,
      member_id: 'CLN-100-001',
      first_name: 'Emily',
      last_name: 'Carter',
      patient_birth_date: '1994-03-18',
    });
    expect(added.statusCode).toBeLessThan(300);
    const oldCookie = { ...browser.cookies };
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/insurance_statuses/me',
      cookies: oldCookie,
    });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('Emily');

    const out = await t.app.inject({ method: 'GET', url: '/auth/sign_out', cookies: oldCookie });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/insurance_statuses/me',
      cookies: oldCookie,
    });
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Emily');
    expect(after.body).not.toContain('100');
  });

  it('ends the old anonymous session: its cookie gets no cart back, even on a write', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const [variant]: { uuid: string }[] = (await browser.get('/api/product_variants')).json();
    const added = await browser.post('/api/cart_items', {
      cart_item: { product_variant_uuid: variant?.uuid, quantity: 1 },
    });
    expect(added.json().cart_items).toHaveLength(1);
    const oldCookie = { ...browser.cookies };

    await t.app.inject({ method: 'GET', url: '/auth/sign_out', cookies: oldCookie });
    const read = await t.app.inject({ method: 'GET', url: '/api/carts/me', cookies: oldCookie });
    expect(read.json().cart_items ?? []).toHaveLength(0);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/cart_items',
      cookies: oldCookie,
      payload: { cart_item: { product_variant_uuid: variant?.uuid, quantity: 1 } },
    });
    expect(write.json().cart_items?.length ?? 0).toBeLessThanOrEqual(1);
    const after = await t.app.inject({ method: 'GET', url: '/api/carts/me', cookies: oldCookie });
    expect(after.json().cart_items?.length ?? 0).toBeLessThanOrEqual(1);
    expect(after.json().uuid).not.toBe(added.json().uuid);
  });

  it('rejects a forged token for a real client and uid', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);
    const forged = { ...headers, 'access-token': 'x'.repeat(43) };
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/terms_of_service_agreements/me',
      headers: forged,
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('codes per account per hour', () => {
  const t = useTestApp({ SIGN_IN_CODES_PER_HOUR: 5 });

  it('mails at most five codes an hour; a further sign-in answers 429 and the last code still works', async () => {
    const email = DEMO_EMAILS.supplier;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await signIn(t, { email, password: DEMO_PASSWORD });
      expect(reply.json()).toEqual({ otp: 'prompt' });
    }
    const code = await latestSignInCode(t.context.db, email);
    const sixth = await signIn(t, { email, password: DEMO_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyCodes });
    const mails = await t.context.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(mails.filter((mail) => mail.subject.includes('sign-in code'))).toHaveLength(5);

    // The cap refused a new code without touching the live one.
    const signedIn = await signIn(t, { email, password: DEMO_PASSWORD, otp_attempt: code });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('per-account sign-in limiter', () => {
  const t = useTestApp({ SIGN_IN_ATTEMPTS_PER_ACCOUNT: 3, SIGN_IN_ATTEMPTS_PER_MINUTE: 1000 });

  it("answers 429 past the account's attempts, from any address, without checking the password", async () => {
    const email = DEMO_EMAILS.provider;
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password }, remoteAddress });
    expect((await from('10.0.0.1', 'Wrong-Passw0rd-1')).statusCode).toBe(401);
    expect((await from('10.0.0.2', 'Wrong-Passw0rd-2')).statusCode).toBe(401);
    expect((await from('10.0.0.3', DEMO_PASSWORD)).json()).toEqual({ otp: 'prompt' });
    const fourth = await from('10.0.0.4', DEMO_PASSWORD);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: SIGN_IN_MESSAGES.tooManyAttempts });
    // Another account is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_EMAILS.supplier, password: DEMO_PASSWORD },
      remoteAddress: '10.0.0.4',
    });
    expect(other.json()).toEqual({ otp: 'prompt' });
  });
});

describe('an e-mailed code proves the address', () => {
  const t = useTestApp();

  it('records the proof at the first completed code, for staff as for patients', async () => {
    const email = DEMO_EMAILS.ehrProvider;
    await t.context.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email));
    const before = await signIn(t, { email, password: DEMO_PASSWORD });
    expect(before.json()).toEqual({ otp: 'prompt' });
    const [unverified] = await t.context.db.select().from(users).where(eq(users.email, email));
    expect(unverified?.emailVerifiedAt).toBeNull();

    await signInAs(t.app, t.context.db, email);
    const [verified] = await t.context.db.select().from(users).where(eq(users.email, email));
    expect(verified?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
