import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Twilio's request signature (the `X-Twilio-Signature` header): the base64 HMAC-SHA1, keyed by the
 * account's auth token, of the webhook's full URL followed by each POST parameter's name and value,
 * sorted by name (https://www.twilio.com/docs/usage/security#validating-requests).
 */
export function twilioSignatureOf(authToken: string, url: string, params: Record<string, string>) {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether a webhook call came from Twilio: its signature, compared in constant time. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
) {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignatureOf(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * An incoming text as Twilio posts it to the Messaging webhook (form-encoded; Twilio adds
 * parameters without notice, so unknown ones are kept for the signature and ignored here):
 * `MessageSid` (SM… or MM…, 34 characters) names the message on every retry of it.
 * Source: twilio.com/docs/messaging/guides/webhook-request.
 */
const incomingTextSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  From: z.string().trim().min(1).max(100),
  Body: z.string().max(1600).optional(),
  OptOutType: z.string().max(40).optional(),
});

export type IncomingText =
  | { ok: true; messageSid: string; from: string; body: string; optOutType: string | undefined }
  | { ok: false; messageSid: string | null; reason: string };

/** A signed request's parameters as an incoming text, or where the documented shape is not met. */
export function readIncomingText(params: Record<string, string>): IncomingText {
  const parsed = incomingTextSchema.safeParse(params);
  if (parsed.success)
    return {
      ok: true,
      messageSid: parsed.data.MessageSid,
      from: parsed.data.From,
      body: parsed.data.Body ?? '',
      optOutType: parsed.data.OptOutType,
    };
  const issue = parsed.error.issues[0];
  const sid = params.MessageSid ?? '';
  return {
    ok: false,
    messageSid: /^(SM|MM)[0-9a-fA-F]{32}$/.test(sid) ? sid : null,
    reason: `body refused by the schema at ${issue?.path.join('.') || 'the top'}: ${issue?.code ?? 'invalid'}`,
  };
}
