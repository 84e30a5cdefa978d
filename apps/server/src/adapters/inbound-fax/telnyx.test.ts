import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTelnyxFaxEvent, telnyxPublicKey, verifyTelnyxWebhook } from './telnyx';

const keys = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const publicKey = telnyxPublicKey(
  (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(12).toString('base64'),
);
const body = Buffer.from(
  JSON.stringify({
    data: {
      event_type: 'fax.received',
      payload: { fax_id: 'f1', from: '+12135550100', media_url: 'https://m.example/f.pdf' },
    },
  }),
);
const now = new Date('2026-11-24T12:00:00Z');
const at = Math.floor(now.getTime() / 1000);
const signature = (timestamp: number, content = body, key = keys.privateKey) =>
  sign(null, Buffer.concat([Buffer.from(`${timestamp}|`), content]), key).toString('base64');

describe('the Telnyx webhook signature (Ed25519 over "timestamp|body")', () => {
  it('accepts a fresh, correctly signed event', () => {
    const verdict = verifyTelnyxWebhook(
      publicKey,
      body,
      { signature: signature(at), timestamp: String(at) },
      now,
    );
    expect(verdict).toEqual({ ok: true });
    expect(readTelnyxFaxEvent(body, 'digest')).toMatchObject({ kind: 'fax_received', faxId: 'f1' });
  });
  it.each([
    ['no headers', {}, 'missing_signature'],
    ['no timestamp', { signature: signature(at) }, 'missing_signature'],
    [
      'a timestamp that is not a number',
      { signature: signature(at), timestamp: 'soon' },
      'missing_signature',
    ],
    [
      'another key',
      { signature: signature(at, body, other.privateKey), timestamp: String(at) },
      'bad_signature',
    ],
    ['another body', { signature: signature(at, Buffer.from('{}')), timestamp: String(at) }, 'bad_signature'],
    [
      'the timestamp changed after signing',
      { signature: signature(at), timestamp: String(at + 1) },
      'bad_signature',
    ],
    ['garbage', { signature: 'AAAA', timestamp: String(at) }, 'bad_signature'],
    ['a replay six minutes later', { signature: signature(at - 360), timestamp: String(at - 360) }, 'stale'],
  ])('refuses %s', (_name, headers, reason) => {
    expect(verifyTelnyxWebhook(publicKey, body, headers, now)).toEqual({ ok: false, reason });
  });
  it('refuses a signature from the future as it refuses a replay', () => {
    expect(
      verifyTelnyxWebhook(
        publicKey,
        body,
        { signature: signature(at + 360), timestamp: String(at + 360) },
        now,
      ),
    ).toEqual({ ok: false, reason: 'stale' });
  });
});
