import { createHmac, timingSafeEqual } from 'node:crypto';

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
