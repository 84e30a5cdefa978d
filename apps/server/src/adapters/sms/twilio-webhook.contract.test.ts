import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readIncomingText } from './twilio-webhook';

/**
 * Contract table: the parameters Twilio posts (form-encoded) to a Messaging webhook for an
 * incoming text, written here from its reference (not copied): `MessageSid` (34 characters, SM…
 * or MM… with media), `SmsSid`, `AccountSid`, `MessagingServiceSid`, `From`, `To`, `Body`,
 * `NumMedia`, `NumSegments`, and with Advanced Opt-Out `OptOutType` (STOP, START, HELP); Twilio adds
 * parameters without notice. Sources: https://www.twilio.com/docs/messaging/guides/webhook-request,
 * https://www.twilio.com/docs/usage/security#validating-requests (signature over URL and
 * parameters; no timestamp is signed), https://www.twilio.com/docs/usage/webhooks/webhooks-connection-overrides
 * (a retried request — `#rc=` — carries the same MessageSid).
 */
const SID = 'SM0123456789abcdef0123456789abcdef';
const text = (overrides: Record<string, string | undefined> = {}) =>
  Object.fromEntries(
    Object.entries({
      ToCountry: 'US',
      ToState: 'CA',
      SmsMessageSid: SID,
      NumMedia: '0',
      ToCity: 'SAN FRANCISCO',
      FromZip: '94105',
      SmsSid: SID,
      FromState: 'CA',
      SmsStatus: 'received',
      FromCity: 'SAN FRANCISCO',
      Body: 'STOP',
      FromCountry: 'US',
      To: '+14155550100',
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      NumSegments: '1',
      MessageSid: SID,
      AccountSid: 'AC00000000000000000000000000000000',
      From: '+14155550123',
      ApiVersion: '2010-04-01',
      ...overrides,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

describe("Twilio's incoming-text webhook parameters, mapped to what the app reads (contract)", () => {
  it.each<[string, Record<string, string>, Record<string, unknown>]>([
    ['a STOP text', text(), { ok: true, messageSid: SID, from: '+14155550123', body: 'STOP' }],
    ['a START text', text({ Body: 'START' }), { ok: true, body: 'START' }],
    [
      'Advanced Opt-Out names the keyword it matched',
      text({ Body: 'no more', OptOutType: 'STOP' }),
      { ok: true, optOutType: 'STOP' },
    ],
    [
      'a text with media (MM…) and no body',
      text({
        MessageSid: `MM${SID.slice(2)}`,
        Body: undefined,
        NumMedia: '1',
        MediaUrl0: 'https://api.twilio.com/media/ME1',
      }),
      { ok: true, body: '' },
    ],
    ['parameters Twilio adds later are ignored', text({ NewParameter: 'x' }), { ok: true }],
    [
      'no MessageSid: refused, unnamed',
      text({ MessageSid: undefined }),
      { ok: false, messageSid: null, reason: expect.stringContaining('MessageSid') },
    ],
    [
      'a MessageSid of another shape: refused',
      text({ MessageSid: 'CA123' }),
      { ok: false, messageSid: null },
    ],
    [
      'no From: refused, named by its MessageSid',
      text({ From: undefined }),
      { ok: false, messageSid: SID, reason: expect.stringContaining('From') },
    ],
    [
      'a Body longer than a text can be: refused',
      text({ Body: 'x'.repeat(1601) }),
      { ok: false, messageSid: SID },
    ],
  ])('%s', (_name, params, expected) => {
    expect(readIncomingText(params)).toMatchObject(expected);
  });
});

describe('Twilio parameters of the documented shape, generated (property)', () => {
  it('always read as a text or a refusal, never a throw, never the phone in a reason', () => {
    const phone = '+14155550123';
    fc.assert(
      fc.property(
        fc.record(
          {
            MessageSid: fc.oneof(fc.constant(SID), fc.string(), fc.stringMatching(/^(SM|MM)[0-9a-f]{32}$/)),
            From: fc.oneof(fc.constant(phone), fc.string()),
            Body: fc.string({ maxLength: 2000 }),
            OptOutType: fc.constantFrom('STOP', 'START', 'HELP', ''),
            Extra: fc.string(),
          },
          { requiredKeys: [] },
        ),
        (params) => {
          const read = readIncomingText(params);
          if (!read.ok) expect(read.reason).not.toContain(phone);
          else expect(read.messageSid).toMatch(/^(SM|MM)/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
