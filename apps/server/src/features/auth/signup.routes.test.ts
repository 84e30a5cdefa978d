import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outboxMessages, users } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_SIGNUP_CODE } from '../../db/seed/demo-accounts';
import { latestSignInCode, signInAs } from '../../test/auth-helpers';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { useTestApp } from '../../test/test-app';
import { SIGNUP_MESSAGES } from './signup.service';

const PASSWORD = 'Signup-Passw0rd!';

const providerBody = (overrides: { npi?: string; email?: string; signup_code?: string } = {}) => ({
  provider: {
    first_name: 'Ada',
    last_name: 'Stone',
    npi: overrides.npi ?? '1538179718',
    phone_number: '(310) 555-0100',
    fax_number: '',
    practice_name: 'Stone Pediatrics',
    provider_type_id: 1,
    pecos: false,
    address_attributes: {
      street_line_1: '1 Main St',
      street_line_2: '',
      city: 'Fresno',
      state: 'PR',
      zipcode: '93701',
    },
  },
  user: {
    email: overrides.email ?? 'ada.stone@example.com',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  },
  signup_code: overrides.signup_code ?? null,
});

describe('provider signup', () => {
  const t = useTestApp();

  it('lists provider types and prefills from a signup code; unknown codes are 404', async () => {
    const types = await t.app.inject({ method: 'GET', url: '/api/provider_types' });
    expect(types.json()).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), name: 'Nurse Practitioner (NP)' }]),
    );

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/provider_registrations/${DEMO_SIGNUP_CODE.toLowerCase()}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      code: DEMO_SIGNUP_CODE,
      formal_full_name: 'Priya Natarajan',
      state: 'CA',
    });

    const missing = await t.app.inject({ method: 'GET', url: '/api/provider_registrations/NOPE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: SIGNUP_MESSAGES.signupCodeNotFound });
  });

  it('creates the provider, mails a sign-in code and uses up the signup code', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/providers',
      payload: providerBody({ signup_code: DEMO_SIGNUP_CODE }),
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ data: { uuid: expect.any(String) }, otp: 'prompt' });
    expect(reply.headers['access-token']).toBeUndefined();

    const code = await latestSignInCode(t.context.db, 'ada.stone@example.com');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'ADA.STONE@example.com', password: PASSWORD, otp_attempt: code },
    });
    expect(signIn.json().data).toMatchObject({ full_name: 'Ada Stone', is_provider: true });
    const terms = await t.app.inject({
      method: 'GET',
      url: '/api/terms_of_service_agreements/me',
      headers: {
        'access-token': String(signIn.headers['access-token']),
        client: String(signIn.headers.client),
        uid: 'ada.stone@example.com',
      },
    });
    expect(terms.json()).toEqual({ show_terms_prompt: false, terms_accepted: true });

    const used = await t.app.inject({
      method: 'GET',
      url: `/api/provider_registrations/${DEMO_SIGNUP_CODE}`,
    });
    expect(used.statusCode).toBe(404);
  });

  it.each([
    [{ email: DEMO_EMAILS.provider, npi: '1234567893' }, SIGNUP_MESSAGES.emailTaken],
    [{ email: 'new.one@example.com', npi: '1245319599' }, SIGNUP_MESSAGES.npiTaken],
    [{ email: 'new.two@example.com', npi: '1234567890' }, 'NPI is not valid'],
    [
      { email: 'new.three@example.com', npi: '1234567893', signup_code: 'NOPE' },
      SIGNUP_MESSAGES.signupCodeNotFound,
    ],
  ])('refuses %o with a 400 and writes nothing', async (overrides, message) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/providers',
      payload: providerBody(overrides),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(message);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: overrides.email, password: PASSWORD },
    });
    expect(retry.statusCode).toBe(401);
  });
});

describe('patient signup', () => {
  const t = useTestApp();
  const signUp = (email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/patients',
      payload: { user: { email, password, password_confirmation: password } },
    });
  const mailsTo = (email: string) =>
    t.context.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

  it('creates an unverified account and e-mails a code; the code signs in and proves the address', async () => {
    const reply = await signUp('pat@example.com');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ otp: 'prompt' });
    expect(reply.headers['access-token']).toBeUndefined();
    const [created] = await t.context.db.select().from(users).where(eq(users.email, 'pat@example.com'));
    expect(created).toMatchObject({ role: 'patient', emailVerifiedAt: null });

    const code = await latestSignInCode(t.context.db, 'pat@example.com');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'pat@example.com', password: PASSWORD, otp_attempt: code },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data).toMatchObject({
      email: 'pat@example.com',
      is_patient: true,
      role: { resource_type: 'Patient' },
    });
    expect(signIn.headers['access-token']).toBeTruthy();
    const [verified] = await t.context.db.select().from(users).where(eq(users.email, 'pat@example.com'));
    expect(verified?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('answers a taken e-mail exactly as a new one, and tells the owner instead', async () => {
    const fresh = await signUp('someone.new@example.com');
    const taken = await signUp(DEMO_EMAILS.patient, 'Other-Passw0rd!');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const headerNames = (reply: typeof fresh) =>
      Object.keys(reply.headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort();
    expect(headerNames(taken)).toEqual(headerNames(fresh));

    const notice = (await mailsTo(DEMO_EMAILS.patient)).find((mail) => mail.subject.startsWith('Someone'));
    expect(notice?.subject).toBe('Someone tried to create a Carelane account with your e-mail');
    expect(notice?.text).toContain('/patients/signin');
    expect(notice?.text).toContain('/patients/password_recovery');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    // The owner's password is untouched.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_EMAILS.patient, password: 'Other-Passw0rd!' },
    });
    expect(owner.statusCode).toBe(401);
  });

  it('refuses a weak password', async () => {
    const weak = await signUp('weak@example.com', 'password');
    expect(weak.statusCode).toBe(400);
  });
});

describe('patient accounts turned off (production host)', () => {
  const t = useTestApp({ PATIENT_ACCOUNTS_ENABLED: false });

  it('has no patient signup', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      payload: { user: { email: 'pat@example.com', password: PASSWORD, password_confirmation: PASSWORD } },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('guest orders and a new account', () => {
  const t = useTestApp();

  it('attaches the guest orders of an address only once the account proved it with the code', async () => {
    const email = 'guest.buyer@example.com';
    const { browser, cart } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const placed = await placeFreeOrder(browser, cart.uuid, email);
    expect(placed.statusCode).toBeLessThan(300);
    const ownerOf = async () =>
      (
        await t.context.db
          .select({ userId: orders.userId })
          .from(orders)
          .where(eq(orders.customerEmail, email))
      )[0]?.userId;

    await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      payload: { user: { email, password: PASSWORD, password_confirmation: PASSWORD } },
    });
    expect(await ownerOf()).toBeNull();

    const { user } = await signInAs(t.app, t.context.db, email, PASSWORD);
    const [account] = await t.context.db.select().from(users).where(eq(users.email, email));
    expect(user.email).toBe(email);
    expect(await ownerOf()).toBe(account?.id);
  });
});
