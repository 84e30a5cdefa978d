import { describe, expect, it } from 'vitest';
import { SmsRecipientOptedOutError } from './port';
import { createTwilioSmsSender } from './twilio';

const SID = 'AC00000000000000000000000000000000';

function fakeTwilio(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('Twilio SMS sender', () => {
  it('posts the documented form to Messages.json with basic auth and answers the message sid', async () => {
    const twilio = fakeTwilio(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' });
    const sender = createTwilioSmsSender({
      accountSid: SID,
      authToken: 'token',
      from: '+14155550100',
      fetch: twilio.fetch,
    });
    const result = await sender.send({ to: '+14155550123', body: 'Carelane: hello. Reply STOP to opt out.' });
    expect(result).toEqual({ reference: 'SM0123456789abcdef0123456789abcdef' });
    const [call] = twilio.calls;
    expect(call?.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call?.init.method).toBe('POST');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:token`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(String(call?.init.body)))).toEqual({
      To: '+14155550123',
      Body: 'Carelane: hello. Reply STOP to opt out.',
      From: '+14155550100',
    });
  });

  it('sends through a Messaging Service when the sender is one', async () => {
    const twilio = fakeTwilio(201, { sid: 'SM1' });
    const sender = createTwilioSmsSender({
      accountSid: SID,
      authToken: 't',
      from: 'MG0000',
      fetch: twilio.fetch,
    });
    await sender.send({ to: '+14155550123', body: 'x' });
    expect(new URLSearchParams(String(twilio.calls[0]?.init.body)).get('MessagingServiceSid')).toBe('MG0000');
  });

  it('rejects a refusal with the status and Twilio code, never the number', async () => {
    const twilio = fakeTwilio(400, {
      code: 21211,
      message: "The 'To' number +14155550123 is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    });
    const sender = createTwilioSmsSender({
      accountSid: SID,
      authToken: 't',
      from: '+14155550100',
      fetch: twilio.fetch,
    });
    const failure = sender.send({ to: '+14155550123', body: 'x' });
    await expect(failure).rejects.toThrow('HTTP 400, code 21211');
    await expect(failure).rejects.not.toThrow('4155550123');
  });

  it('tells a recipient who replied STOP apart (error 21610), so the opt-out is recorded instead of retried', async () => {
    const twilio = fakeTwilio(400, {
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
      status: 400,
    });
    const sender = createTwilioSmsSender({
      accountSid: SID,
      authToken: 't',
      from: '+14155550100',
      fetch: twilio.fetch,
    });
    await expect(sender.send({ to: '+14155550123', body: 'x' })).rejects.toBeInstanceOf(
      SmsRecipientOptedOutError,
    );
  });
});
