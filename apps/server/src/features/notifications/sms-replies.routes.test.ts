import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twilioSignatureOf } from '../../adapters/sms/twilio-webhook';
import { auditLogs, messageOptOuts, webhookEvents } from '../../db/schema/index';
import { itOnPostgres } from '../../test/races';
import { useTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://carelane.example';
const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const WEBHOOK = '/api/webhooks/twilio/sms';

describe("patients' texts back, through Twilio's webhook", () => {
  const t = useTestApp({
    PUBLIC_URL,
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+14155550100',
  });
  let sent = 0;
  /** A text as Twilio posts it: each its own MessageSid unless `extra` repeats one (a retry). */
  const text = (from: string, body: string, signWith = AUTH_TOKEN, extra: Record<string, string> = {}) => {
    sent += 1;
    const params = {
      MessageSid: `SM${sent.toString(16).padStart(32, '0')}`,
      From: from,
      To: '+14155550100',
      Body: body,
      ...extra,
    };
    return {
      params,
      signature: twilioSignatureOf(signWith, `${PUBLIC_URL}${WEBHOOK}`, params),
    };
  };
  const post = (params: Record<string, string>, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(params).toString(),
    });
  const isOptedOut = async (phone: string) =>
    (
      await t.context.db
        .select()
        .from(messageOptOuts)
        .where(and(eq(messageOptOuts.channel, 'sms'), eq(messageOptOuts.address, phone)))
    ).length > 0;
  const lastAudit = async () =>
    (await t.context.db.select().from(auditLogs).orderBy(desc(auditLogs.createdAt)).limit(1))[0];

  it('records STOP at once and START takes it back, each audited without the number', async () => {
    const phone = '+14155550123';
    const stop = text(phone, 'Stop');
    const stopped = await post(stop.params, stop.signature);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.headers['content-type']).toMatch(/^text\/xml/);
    expect(stopped.body).toBe('<Response></Response>');
    expect(await isOptedOut(phone)).toBe(true);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'messages.unsubscribed',
      details: { channel: 'sms', via: 'sms_reply' },
    });
    expect(JSON.stringify(audit)).not.toContain(phone);

    const start = text(phone, 'START');
    expect((await post(start.params, start.signature)).statusCode).toBe(200);
    expect(await isOptedOut(phone)).toBe(false);
    expect((await lastAudit())?.action).toBe('messages.resubscribed');
  });

  it('follows the kind Twilio matched, and records nothing for other texts', async () => {
    const phone = '+14155550124';
    const custom = text(phone, 'NO MORE TEXTS', AUTH_TOKEN, { OptOutType: 'STOP' });
    expect((await post(custom.params, custom.signature)).statusCode).toBe(200);
    expect(await isOptedOut(phone)).toBe(true);
    const other = text('+14155550125', 'Thanks, got it');
    expect((await post(other.params, other.signature)).statusCode).toBe(200);
    expect(await isOptedOut('+14155550125')).toBe(false);
  });

  it('refuses an unsigned, wrongly signed or altered call with 401 and records nothing', async () => {
    const phone = '+14155550126';
    const stop = text(phone, 'STOP');
    const forged = text(phone, 'STOP', 'someone-elses-token');
    for (const [params, signature] of [
      [stop.params, ''],
      [stop.params, forged.signature],
      [{ ...stop.params, From: '+14155550127' }, stop.signature],
    ] as const) {
      const reply = await post(params, signature);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: 'Invalid webhook signature' });
    }
    expect(await isOptedOut(phone)).toBe(false);
    expect(await isOptedOut('+14155550127')).toBe(false);
  });
});

describe("Twilio's delivery rules: one outcome per MessageSid, unusable requests acknowledged", () => {
  const t = useTestApp({
    PUBLIC_URL,
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+14155550100',
  });
  const post = (params: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignatureOf(AUTH_TOKEN, `${PUBLIC_URL}${WEBHOOK}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  const sid = (n: number) => `SM${n.toString(16).padStart(32, 'a')}`;
  const isOptedOut = async (phone: string) =>
    (await t.context.db.select().from(messageOptOuts).where(eq(messageOptOuts.address, phone))).length > 0;
  const eventOf = async (eventId: string) =>
    (
      await t.context.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, 'twilio'), eq(webhookEvents.eventId, eventId)))
    )[0];

  it('a STOP retried after the patient’s START (same MessageSid) changes nothing', async () => {
    const phone = '+14155550140';
    const stop = { MessageSid: sid(1), From: phone, To: '+14155550100', Body: 'STOP' };
    await post(stop);
    await post({ MessageSid: sid(2), From: phone, To: '+14155550100', Body: 'START' });
    expect(await isOptedOut(phone)).toBe(false);
    const retried = await post(stop);
    expect(retried.statusCode).toBe(200);
    expect(await isOptedOut(phone)).toBe(false);
    expect(await eventOf(sid(1))).toMatchObject({ outcome: 'processed' });
  });

  it('a text that is no keyword is recorded as nothing to do', async () => {
    await post({ MessageSid: sid(3), From: '+14155550141', To: '+14155550100', Body: 'Thanks!' });
    expect(await eventOf(sid(3))).toMatchObject({ outcome: 'no_action' });
  });

  it('a signed request the schema refuses: 200 with empty TwiML, recorded for operations, no opt-out', async () => {
    const noSender = await post({ MessageSid: sid(4), To: '+14155550100', Body: 'STOP' });
    expect(noSender.statusCode).toBe(200);
    expect(noSender.body).toBe('<Response></Response>');
    const event = await eventOf(sid(4));
    expect(event).toMatchObject({ outcome: 'unusable' });
    expect(event?.reason).toContain('From');
    const audits = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'webhook.unusable'), eq(auditLogs.subjectId, event?.id ?? '')));
    expect(audits).toHaveLength(1);
    const noSid = await post({ From: '+14155550142', To: '+14155550100', Body: 'STOP' });
    expect(noSid.statusCode).toBe(200);
    expect(await isOptedOut('+14155550142')).toBe(false);
  });

  itOnPostgres('parallel deliveries of one STOP record one opt-out and one audit row', async () => {
    const phone = '+14155550143';
    const unsubscribes = async () =>
      (
        await t.context.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'messages.unsubscribed'), eq(auditLogs.subjectType, 'sms_address')))
      ).length;
    const before = await unsubscribes();
    const stop = { MessageSid: sid(5), From: phone, To: '+14155550100', Body: 'STOP' };
    const replies = await Promise.all(Array.from({ length: 4 }, () => post(stop)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await isOptedOut(phone)).toBe(true);
    expect(await unsubscribes()).toBe(before + 1);
    expect(await eventOf(sid(5))).toMatchObject({ outcome: 'processed' });
  });
});

describe('without Twilio', () => {
  const t = useTestApp();

  it('has no webhook, and takes a text back at /dev/sms/replies instead', async () => {
    expect((await t.app.inject({ method: 'POST', url: WEBHOOK, payload: {} })).statusCode).toBe(404);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/dev/sms/replies',
      payload: { from: '+14155550128', body: 'STOP' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ recorded: 'opt_out' });
    const rows = await t.context.db
      .select()
      .from(messageOptOuts)
      .where(eq(messageOptOuts.address, '+14155550128'));
    expect(rows).toHaveLength(1);
  });
});
