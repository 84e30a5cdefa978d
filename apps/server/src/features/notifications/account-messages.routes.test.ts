import { ACCOUNT_MESSAGE_TEXTS } from '@dme/shared/notifications/texts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts, orders, smsConsents, smsMessages, users } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { createPatientAccount } from '../auth/admin.service';
import { SMS_NUMBER_CHOSEN } from './patient-messages';

const DEMO_PHONE = '+12135550177';

describe("a signed-in patient's messages in Account Settings (issue 48 item 2)", () => {
  const t = useTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: 10_000 });
  const as = {} as Record<'patient' | 'newPatient' | 'provider' | 'supplier' | 'admin', AuthHeaders>;

  beforeAll(async () => {
    await createPatientAccount(t.context.db, { email: 'no.orders@example.com', password: DEMO_PASSWORD });
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    as.newPatient = (await signInAs(t.app, t.context.db, 'no.orders@example.com')).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.admin = (await signInAs(t.app, t.context.db, DEMO_EMAILS.admin)).headers;
  });

  const call = (method: 'GET' | 'PUT', url: string, headers?: AuthHeaders, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const read = (headers: AuthHeaders) => call('GET', '/api/account/messages', headers);
  const set = (headers: AuthHeaders, channel: 'email' | 'sms', subscribed: boolean) =>
    call('PUT', '/api/account/messages', headers, { channel, subscribed });
  const choosePhone = (headers: AuthHeaders, payload: object) =>
    call('PUT', '/api/account/messages/sms_phone', headers, payload);
  const optOuts = () => t.context.db.select().from(messageOptOuts);

  it('shows what she agreed to and where messages go', async () => {
    const reply = await read(as.patient);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      email: { address: DEMO_EMAILS.patient, subscribed: true },
      sms: { phone: '(213) 555-0177', subscribed: true },
      has_orders: true,
    });
  });

  it('stops and resumes each channel, as the unsubscribe link does', async () => {
    const stopped = await set(as.patient, 'sms', false);
    expect(stopped.json().sms).toEqual({ phone: '(213) 555-0177', subscribed: false });
    expect(await optOuts()).toContainEqual(expect.objectContaining({ channel: 'sms', address: DEMO_PHONE }));
    expect((await read(as.patient)).json().sms.subscribed).toBe(false);

    const noEmails = await set(as.patient, 'email', false);
    expect(noEmails.json().email).toEqual({ address: DEMO_EMAILS.patient, subscribed: false });
    expect(await optOuts()).toContainEqual(
      expect.objectContaining({ channel: 'email', address: DEMO_EMAILS.patient }),
    );

    expect((await set(as.patient, 'sms', true)).json().sms.subscribed).toBe(true);
    expect((await set(as.patient, 'email', true)).json().email.subscribed).toBe(true);
    expect(await optOuts()).toEqual([]);
  });

  it('sends texts about all her orders to a new number she agrees to, and tells that number', async () => {
    const [patient] = await t.context.db.select().from(users).where(eq(users.email, DEMO_EMAILS.patient));
    const refused = await choosePhone(as.patient, { phone: '555', agreed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/valid US mobile number/);
    expect((await choosePhone(as.patient, { phone: '(310) 555-0142' })).statusCode).toBe(400);

    const changed = await choosePhone(as.patient, { phone: '(310) 555-0142', agreed: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().sms).toEqual({ phone: '(310) 555-0142', subscribed: true });

    const theirOrders = await t.context.db
      .select({ phone: smsConsents.phone, source: smsConsents.source })
      .from(orders)
      .leftJoin(smsConsents, eq(smsConsents.orderId, orders.id))
      .where(eq(orders.userId, patient?.id ?? ''));
    expect(theirOrders.length).toBeGreaterThan(0);
    expect(theirOrders.every((row) => row.phone === '+13105550142')).toBe(true);
    expect(theirOrders[0]?.source).toMatch(/^account settings: Text me order updates/);
    const texts = await t.context.db.select().from(smsMessages).where(eq(smsMessages.to, '+13105550142'));
    expect(texts.map((text) => text.body)).toEqual([SMS_NUMBER_CHOSEN]);
  });

  it("shows a patient without orders only her own address, and nothing of another patient's", async () => {
    const reply = await read(as.newPatient);
    expect(reply.json()).toEqual({
      email: { address: 'no.orders@example.com', subscribed: true },
      sms: { phone: null, subscribed: false },
      has_orders: false,
    });
    const noOrders = await choosePhone(as.newPatient, { phone: '(310) 555-0199', agreed: true });
    expect(noOrders.statusCode).toBe(422);
    expect(noOrders.json()).toEqual({ error: ACCOUNT_MESSAGE_TEXTS.noOrders });
    const noNumber = await set(as.newPatient, 'sms', true);
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json()).toEqual({ error: ACCOUNT_MESSAGE_TEXTS.noNumber });
  });

  it.each(['provider', 'supplier', 'admin'] as const)(
    'refuses a %s (403) and a signed-out caller (401), with no data',
    async (role) => {
      for (const [method, url, payload] of [
        ['GET', '/api/account/messages', undefined],
        ['PUT', '/api/account/messages', { channel: 'email', subscribed: false }],
        ['PUT', '/api/account/messages/sms_phone', { phone: '(310) 555-0101', agreed: true }],
      ] as const) {
        const forbidden = await call(method, url, as[role], payload);
        expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
        expect(forbidden.body).not.toContain('@');
        expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      }
      expect(await optOuts()).toEqual([]);
    },
  );
});
