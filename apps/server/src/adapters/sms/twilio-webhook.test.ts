import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignatureOf } from './twilio-webhook';

// Twilio's own example (TwilioDevEd/api-snippets, security/signature_validation).
const AUTH_TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675310',
  Digits: '1234',
  From: '+14158675310',
  To: '+18005551212',
};
const SIGNATURE = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

describe("Twilio's webhook signature", () => {
  it("computes Twilio's documented example", () => {
    expect(twilioSignatureOf(AUTH_TOKEN, URL, PARAMS)).toBe(SIGNATURE);
  });

  it('accepts that signature and refuses any change of token, address, parameter or signature', () => {
    expect(isTwilioSignatureValid(AUTH_TOKEN, URL, PARAMS, SIGNATURE)).toBe(true);
    expect(isTwilioSignatureValid('54321', URL, PARAMS, SIGNATURE)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, `${URL}&baz=3`, PARAMS, SIGNATURE)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, URL, { ...PARAMS, Digits: '1235' }, SIGNATURE)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, URL, PARAMS, 'short')).toBe(false);
  });
});
