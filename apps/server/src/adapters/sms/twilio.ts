import { SmsRecipientOptedOutError, type SmsSender } from './port';

/** Twilio's "Attempt to send to unsubscribed recipient": the number replied STOP. */
const UNSUBSCRIBED_RECIPIENT = 21610;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a Messaging Service SID (MG…), which then picks the number. */
  from: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Twilio's Programmable Messaging REST API: a form-encoded POST to
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (Account SID : Auth Token).
 * 201 answers the message resource (its `sid`); an error answers `{ code, message, status }`.
 */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(sms) {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const reply = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (reply.code === UNSUBSCRIBED_RECIPIENT) throw new SmsRecipientOptedOutError();
      // The error's message can quote the number: keep Twilio's numeric code only.
      if (!response.ok)
        throw new Error(
          `Twilio refused the message: HTTP ${response.status}, code ${String(reply.code ?? 'none')}`,
        );
      return { reference: typeof reply.sid === 'string' ? reply.sid : null };
    },
  };
}
