import fc from 'fast-check';

/**
 * Telnyx fax webhook bodies for the tests, written from Telnyx's reference (sources listed in
 * telnyx.contract.test.ts): the envelope `{ data: { record_type, id, event_type, occurred_at,
 * payload }, meta: { attempt, delivered_to } }` and the fax payload's documented fields.
 */
export const FAX_ID = '359c0d23-fe39-49f1-8814-f7490197a576';
export const SENDER = '+13122010119';

export const telnyxEvent = (
  eventType: string,
  payload: Record<string, unknown> = {},
  { id = 'ebe6b30f-69fc-4f5d-8e2b-d0705ad53c77', attempt = 1 }: { id?: string; attempt?: number } = {},
) => ({
  data: {
    record_type: 'event',
    id,
    event_type: eventType,
    occurred_at: '2026-12-02T10:30:52.578108Z',
    payload: {
      connection_id: '1453742805816968295',
      direction: 'inbound',
      fax_id: FAX_ID,
      from: SENDER,
      to: '+13127283148',
      user_id: '9fd26e62-38b3-4fa3-87df-5a9a2c62037e',
      ...payload,
    },
  },
  meta: { attempt, delivered_to: 'https://carelane.example/api/webhooks/telnyx/fax' },
});

/** A received inbound fax with its media link. */
export const faxReceived = (
  payload: Record<string, unknown> = {},
  options?: { id?: string; attempt?: number },
) =>
  telnyxEvent(
    'fax.received',
    {
      status: 'received',
      page_count: 2,
      partial_content: false,
      media_url: 'https://s3.amazonaws.com/faxes-prod/inbound/fax.pdf?X-Amz-Expires=600&X-Amz-Signature=abc',
      ...payload,
    },
    options,
  );

/** Outbound fax events: what Telnyx sends about faxes an account sends. */
export const outbound = (eventType: string, payload: Record<string, unknown> = {}) =>
  telnyxEvent(eventType, {
    direction: 'outbound',
    original_media_url: 'https://www.example.com/fax.pdf',
    client_state: 'aGF2ZSBhIG5pY2UgZGF5ID1d',
    ...payload,
  });

const wobbly = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: value },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.boolean()) },
  );

/** Bodies of the documented shape with any field missing, null or of another type. */
export const telnyxBodyArbitrary = fc
  .record({
    id: wobbly(fc.uuid()),
    event_type: wobbly(
      fc.constantFrom(
        'fax.received',
        'fax.media.processing.started',
        'fax.queued',
        'fax.media.processed',
        'fax.sending.started',
        'fax.delivered',
        'fax.failed',
      ),
    ),
    direction: wobbly(fc.constantFrom('inbound', 'outbound')),
    fax_id: wobbly(fc.uuid()),
    media_url: wobbly(
      fc.oneof(
        fc.constant('https://media.example/fax.pdf'),
        fc.constant('http://media.example/fax.pdf'),
        fc.webUrl(),
        fc.string(),
      ),
    ),
    partial_content: wobbly(fc.boolean()),
    page_count: wobbly(fc.integer({ min: -1, max: 60 })),
  })
  .map((f) => {
    const strip = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined));
    const body = telnyxEvent(
      'fax.received',
      strip({
        direction: f.direction,
        fax_id: f.fax_id,
        media_url: f.media_url,
        partial_content: f.partial_content,
        page_count: f.page_count,
      }),
    );
    return { ...body, data: strip({ ...body.data, id: f.id, event_type: f.event_type }) };
  });
