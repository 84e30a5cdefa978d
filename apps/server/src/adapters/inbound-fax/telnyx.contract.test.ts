import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetchTelnyxMedia, readTelnyxFaxEvent } from './telnyx';
import {
  FAX_ID,
  faxReceived,
  outbound,
  SENDER,
  telnyxBodyArbitrary,
  telnyxEvent,
} from './telnyx-fixtures.test-support';

/**
 * Contract table: Telnyx's documented fax webhooks (bodies written here from these pages, not
 * copied), each mapped to what the app does.
 *
 * - The envelope (`data.record_type`, `data.id` — the event's id —, `data.event_type`,
 *   `data.occurred_at`, `data.payload`, `meta.attempt`) and outbound events fax.queued,
 *   fax.media.processed, fax.sending.started, fax.delivered, fax.failed (with `failure_reason`):
 *   https://developers.telnyx.com/api-reference/callbacks/fax-delivered,
 *   …/fax-media-processed, …/fax-sending-started, …/fax-queued, …/fax-failed;
 *   https://developers.telnyx.com/docs/programmable-fax/receiving-webhooks
 * - Inbound faxes: fax.media.processing.started with `page_count`, then fax.received with its
 *   `media_url` (a short-lived link) and `partial_content` when only part was transmitted:
 *   https://telnyx.com/release-notes/new-feature-fax-webhooks-update,
 *   https://telnyx.com/release-notes/changes-in-an-inbound-webhook,
 *   https://developers.telnyx.com/docs/programmable-fax/receive-a-fax-api
 * - Delivery: out of order, simultaneous and duplicate webhooks; a non-200 is redelivered at the
 *   failover URL; verify `telnyx-signature-ed25519` over `timestamp|body` and keep a replay window:
 *   https://developers.telnyx.com/docs/development/api-fundamentals/webhooks
 */
const read = (body: unknown) => readTelnyxFaxEvent(Buffer.from(JSON.stringify(body)), 'sha256:digest');

describe("Telnyx's documented fax webhooks, mapped to what the app does (contract)", () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      'fax.received with an https media_url: the PDF is fetched and the fax received',
      faxReceived(),
      { kind: 'fax_received', faxId: FAX_ID, sender: SENDER, partial: false },
    ],
    [
      'fax.received marked partial_content: received (what was transmitted), and noted',
      faxReceived({ partial_content: true }),
      { kind: 'fax_received', partial: true },
    ],
    [
      'fax.received without a media_url: kept for a person, nothing fetched',
      faxReceived({ media_url: undefined }),
      { kind: 'media_missing', reason: 'fax.received without a media_url' },
    ],
    [
      'fax.received with a null media_url',
      faxReceived({ media_url: null }),
      { kind: 'media_missing', reason: 'fax.received without a media_url' },
    ],
    [
      'fax.received with an http media_url: never fetched',
      faxReceived({ media_url: 'http://s3.amazonaws.com/faxes/fax.pdf' }),
      { kind: 'media_missing', reason: 'media_url is not https' },
    ],
    [
      'fax.received with a media_url that is no URL',
      faxReceived({ media_url: 'fax.pdf' }),
      { kind: 'media_missing', reason: 'media_url is not a URL' },
    ],
    [
      'fax.received from an unknown sender (no from): received, sender unknown',
      faxReceived({ from: null }),
      { kind: 'fax_received', sender: null },
    ],
    [
      'fax.media.processing.started (inbound, before the fax is received): nothing to do',
      telnyxEvent('fax.media.processing.started', { status: 'media.processing', page_count: 2 }),
      { kind: 'no_action' },
    ],
    [
      'fax.queued (a fax we send): nothing to do',
      outbound('fax.queued', { status: 'queued' }),
      { kind: 'no_action' },
    ],
    [
      'fax.media.processed',
      outbound('fax.media.processed', { status: 'media.processed' }),
      { kind: 'no_action' },
    ],
    ['fax.sending.started', outbound('fax.sending.started', { status: 'sending' }), { kind: 'no_action' }],
    [
      'fax.delivered',
      outbound('fax.delivered', { status: 'delivered', page_count: 2, call_duration_secs: 25 }),
      { kind: 'no_action' },
    ],
    [
      'fax.failed with its failure_reason',
      outbound('fax.failed', { status: 'failed', failure_reason: 'destination_unreachable' }),
      { kind: 'no_action' },
    ],
    [
      'a fax.received of direction outbound: nothing to do',
      faxReceived({ direction: 'outbound' }),
      { kind: 'no_action' },
    ],
    [
      'a redelivery (meta.attempt 3): the same event id, so the same outcome',
      faxReceived({}, { attempt: 3 }),
      { kind: 'fax_received', eventId: 'ebe6b30f-69fc-4f5d-8e2b-d0705ad53c77' },
    ],
    [
      'fields Telnyx adds later are ignored',
      faxReceived({ new_field: { nested: true }, status: 'received' }),
      { kind: 'fax_received' },
    ],
    [
      'a body without payload.fax_id: unusable, named by its event id',
      telnyxEvent('fax.received', { fax_id: undefined }),
      { kind: 'unusable', eventId: 'ebe6b30f-69fc-4f5d-8e2b-d0705ad53c77', eventType: 'fax.received' },
    ],
    [
      'a body without data: unusable, named by its digest',
      { meta: { attempt: 1 } },
      { kind: 'unusable', eventId: 'sha256:digest' },
    ],
  ])('%s', (_name, body, expected) => {
    expect(read(body)).toMatchObject(expected);
  });

  it('an event without its id is named by the body digest, the same on every retry', () => {
    const body = faxReceived();
    const { id: _id, ...data } = body.data;
    expect(read({ ...body, data })).toMatchObject({ kind: 'fax_received', eventId: 'sha256:digest' });
  });

  it('a body that is no JSON is unusable', () => {
    expect(readTelnyxFaxEvent(Buffer.from('<xml/>'), 'sha256:digest')).toMatchObject({
      kind: 'unusable',
      reason: 'body is not JSON',
      eventId: 'sha256:digest',
    });
  });
});

describe('a fax.received media link, as it answers (contract)', () => {
  const url = new URL('https://media.example/fax.pdf');
  const answer = (response: Response | Error) =>
    (async () => {
      if (response instanceof Error) throw response;
      return response;
    }) as unknown as typeof fetch;
  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), {
    name: 'TimeoutError',
  });

  it.each<[string, Response | Error, Record<string, unknown>]>([
    ['200 with the PDF', new Response('%PDF-1.4 pages'), { ok: true }],
    [
      '403 (an expired signed link)',
      new Response('AccessDenied', { status: 403 }),
      { ok: false, reason: 'media link expired or gone (HTTP 403)' },
    ],
    [
      '404',
      new Response('', { status: 404 }),
      { ok: false, reason: 'media link expired or gone (HTTP 404)' },
    ],
    [
      '410',
      new Response('', { status: 410 }),
      { ok: false, reason: 'media link expired or gone (HTTP 410)' },
    ],
    [
      '500 at the media host',
      new Response('', { status: 500 }),
      { ok: false, reason: 'media link answered HTTP 500' },
    ],
    ['an empty 200', new Response(''), { ok: false, reason: 'media link answered an empty file' }],
    [
      'a declared size over the limit',
      new Response('x', { headers: { 'content-length': '999999' } }),
      { ok: false, reason: 'media larger than the fax limit' },
    ],
    [
      'a body over the limit',
      new Response('x'.repeat(200)),
      { ok: false, reason: 'media larger than the fax limit' },
    ],
    ['a network error', new TypeError('fetch failed'), { ok: false, reason: 'media download failed' }],
    ['a timeout', timeout, { ok: false, reason: 'media download timed out' }],
  ])('%s', async (_name, response, expected) => {
    expect(await fetchTelnyxMedia(url, 100, answer(response))).toMatchObject(expected);
  });
});

describe('Telnyx bodies of the documented shape, generated (property)', () => {
  it('always read as one delivery with an id, never a throw, never the sender in a reason', () => {
    fc.assert(
      fc.property(telnyxBodyArbitrary, (body) => {
        const delivery = read(body);
        expect(delivery.eventId.length).toBeGreaterThan(0);
        expect(['fax_received', 'media_missing', 'no_action', 'unusable']).toContain(delivery.kind);
        if ('reason' in delivery) expect(delivery.reason).not.toContain(SENDER);
        if (delivery.kind === 'fax_received') expect(delivery.mediaUrl.protocol).toBe('https:');
      }),
      { numRuns: 500 },
    );
  });
});
