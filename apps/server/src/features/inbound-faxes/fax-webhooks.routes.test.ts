import { generateKeyPairSync, sign } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FAX_ID,
  faxReceived,
  outbound,
  SENDER,
  telnyxBodyArbitrary,
  telnyxEvent,
} from '../../adapters/inbound-fax/telnyx-fixtures.test-support';
import { attachments, auditLogs, consultations, inboundFaxes, webhookEvents } from '../../db/schema/index';
import { captureLog } from '../../test/log-capture';
import { itOnPostgres } from '../../test/races';
import { useTestApp } from '../../test/test-app';
import { signedCoverSheetCodes } from './cover-sheet-seal';
import { buildFax } from './test-faxes';

const CLEAN = { verticalDpi: 200, rotationDegrees: 1.5, noise: 0.003, coverSheetSecond: false } as const;

/**
 * The Telnyx fax webhook and the mail relay against their vendors' delivery rules (issue 47 item
 * 2): one API test per outcome, on PGlite and (TEST_DATABASE_URL) PostgreSQL, where parallel
 * duplicate deliveries are raced too.
 */
const RELAY_SECRET = 'relay-secret-for-the-tests-0123456789';
const keys = generateKeyPairSync('ed25519');
const rawPublicKey = (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer)
  .subarray(12)
  .toString('base64');

let pdf: Buffer;
beforeAll(async () => {
  const document = await PDFDocument.create();
  document.addPage([612, 792]);
  pdf = Buffer.from(await document.save());
});

describe('the Telnyx fax webhook follows Telnyx’s delivery rules', () => {
  const log = captureLog();
  const t = useTestApp(
    { TELNYX_PUBLIC_KEY: rawPublicKey, FAX_RELAY_SECRET: RELAY_SECRET, LOG_LEVEL: 'info' },
    {},
    { logStream: log.stream },
  );
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockReset());
  const media = (response: () => Response) => fetchSpy.mockImplementation(async () => response());

  const deliver = (body: unknown, { at = Math.floor(Date.now() / 1000), key = keys.privateKey } = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/telnyx/fax',
      headers: {
        'content-type': 'application/json',
        'telnyx-timestamp': String(at),
        'telnyx-signature-ed25519': sign(null, Buffer.from(`${at}|${text}`), key).toString('base64'),
      },
      payload: text,
    });
  };
  const faxesOf = (faxId: string) =>
    t.context.db
      .select()
      .from(inboundFaxes)
      .where(and(eq(inboundFaxes.source, 'fax_provider'), eq(inboundFaxes.externalId, `telnyx:${faxId}`)));
  const eventsOf = (eventId: string) =>
    t.context.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'telnyx'), eq(webhookEvents.eventId, eventId)));
  const unusableAudits = (eventRowId: string) =>
    t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'webhook.unusable'), eq(auditLogs.subjectId, eventRowId)));
  let serial = 0;
  /** A fresh fax id and event id per test, so each outcome is its own. */
  const ids = () => {
    serial += 1;
    const suffix = String(serial).padStart(12, '0');
    return { faxId: `${FAX_ID.slice(0, 24)}${suffix}`, eventId: `e0e0e0e0-0000-4000-8000-${suffix}` };
  };

  it('receives a signed fax.received: the PDF fetched once, the fax kept, the event recorded', async () => {
    const { faxId, eventId } = ids();
    media(() => new Response(pdf));
    const reply = await deliver(faxReceived({ fax_id: faxId }, { id: eventId }));
    expect(reply.statusCode, reply.body).toBe(200);
    const [fax] = await faxesOf(faxId);
    expect(reply.json()).toEqual({ received: fax?.id, duplicate: false });
    expect(fax).toMatchObject({ sender: SENDER, pageCount: 1 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await eventsOf(eventId)).toMatchObject([{ outcome: 'processed', objectId: faxId }]);
  });

  it('acknowledges a repeated delivery before any download, even once the media link has expired', async () => {
    const { faxId, eventId } = ids();
    media(() => new Response(pdf));
    const body = faxReceived({ fax_id: faxId }, { id: eventId });
    const first = await deliver(body);
    // The link expires; Telnyx retries the same event (meta.attempt 2), re-signed.
    media(() => new Response('AccessDenied', { status: 403 }));
    fetchSpy.mockClear();
    const again = await deliver({ ...body, meta: { attempt: 2 } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: first.json().received, duplicate: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await faxesOf(faxId)).toHaveLength(1);
  });

  it('a second event about a fax already received (another event id) is acknowledged, nothing fetched', async () => {
    const { faxId, eventId } = ids();
    media(() => new Response(pdf));
    const first = await deliver(faxReceived({ fax_id: faxId }, { id: eventId }));
    fetchSpy.mockClear();
    const other = await deliver(faxReceived({ fax_id: faxId }, { id: ids().eventId }));
    expect(other.json()).toEqual({ received: first.json().received, duplicate: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await faxesOf(faxId)).toHaveLength(1);
  });

  it.each([
    ['without a media_url', { media_url: undefined }, 'fax.received without a media_url'],
    ['with an http media_url', { media_url: 'http://media.example/fax.pdf' }, 'media_url is not https'],
  ])(
    'a fax.received %s: 200, nothing fetched, the fax waits in the inbox saying where to get it',
    async (_name, payload, why) => {
      const { faxId, eventId } = ids();
      const reply = await deliver(faxReceived({ fax_id: faxId, ...payload }, { id: eventId }));
      expect(reply.statusCode).toBe(200);
      expect(fetchSpy).not.toHaveBeenCalled();
      const [fax] = await faxesOf(faxId);
      expect(fax).toMatchObject({ status: 'unreadable', pageCount: 0 });
      expect(fax?.reason).toContain(why);
      expect(fax?.reason).toContain(faxId);
      const [event] = await eventsOf(eventId);
      expect(event).toMatchObject({ outcome: 'unusable', reason: why });
      expect(await unusableAudits(event?.id ?? '')).toHaveLength(1);
      // Delivered again: one inbox fax, one record.
      await deliver(faxReceived({ fax_id: faxId, ...payload }, { id: eventId }));
      expect(await faxesOf(faxId)).toHaveLength(1);
      expect(await eventsOf(eventId)).toHaveLength(1);
    },
  );

  it.each([
    [
      'an expired link (403)',
      () => new Response('AccessDenied', { status: 403 }),
      'media link expired or gone (HTTP 403)',
    ],
    ['a link gone (404)', () => new Response('', { status: 404 }), 'media link expired or gone (HTTP 404)'],
    ['a media host error (500)', () => new Response('', { status: 500 }), 'media link answered HTTP 500'],
    ['an empty file', () => new Response(''), 'media link answered an empty file'],
  ])(
    'a media link that answers %s: 200 and an inbox fax for a person, never a 5xx',
    async (_name, response, why) => {
      const { faxId, eventId } = ids();
      media(response);
      const reply = await deliver(faxReceived({ fax_id: faxId }, { id: eventId }));
      expect(reply.statusCode).toBe(200);
      const [fax] = await faxesOf(faxId);
      expect(fax).toMatchObject({ status: 'unreadable', pageCount: 0 });
      expect(fax?.reason).toContain(why);
      expect(await eventsOf(eventId)).toMatchObject([{ outcome: 'unusable', reason: why }]);
    },
  );

  it('a network failure fetching the media is the same: acknowledged and kept for a person', async () => {
    const { faxId, eventId } = ids();
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    const reply = await deliver(faxReceived({ fax_id: faxId }, { id: eventId }));
    expect(reply.statusCode).toBe(200);
    expect((await faxesOf(faxId))[0]?.reason).toContain('media download failed');
  });

  it.each([
    ['fax.delivered (a fax we send)', outbound('fax.delivered', { status: 'delivered' })],
    ['fax.failed', outbound('fax.failed', { status: 'failed', failure_reason: 'destination_unreachable' })],
    [
      'fax.media.processing.started',
      telnyxEvent('fax.media.processing.started', { status: 'media.processing' }),
    ],
  ])('%s: acknowledged, recorded as nothing to do, no fax', async (_name, body) => {
    const { faxId, eventId } = ids();
    const event = {
      ...body,
      data: { ...body.data, id: eventId, payload: { ...body.data.payload, fax_id: faxId } },
    };
    const reply = await deliver(event);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: null, duplicate: false });
    expect(await faxesOf(faxId)).toHaveLength(0);
    expect(await eventsOf(eventId)).toMatchObject([{ outcome: 'no_action' }]);
  });

  it('a signed body the schema refuses: 200, recorded for operations, nothing else', async () => {
    const { eventId } = ids();
    const reply = await deliver(telnyxEvent('fax.received', { fax_id: undefined }, { id: eventId }));
    expect(reply.statusCode).toBe(200);
    const [event] = await eventsOf(eventId);
    expect(event).toMatchObject({ outcome: 'unusable' });
    expect(event?.reason).toContain('data.payload.fax_id');
    expect(await unusableAudits(event?.id ?? '')).toHaveLength(1);
    const notJson = await deliver('{"data": ');
    expect(notJson.statusCode).toBe(200);
  });

  it('refuses a bad, stale or missing signature with 401 before reading anything', async () => {
    const { faxId, eventId } = ids();
    const body = faxReceived({ fax_id: faxId }, { id: eventId });
    const other = generateKeyPairSync('ed25519').privateKey;
    expect((await deliver(body, { key: other })).statusCode).toBe(401);
    expect((await deliver(body, { at: Math.floor(Date.now() / 1000) - 600 })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/telnyx/fax',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await eventsOf(eventId)).toHaveLength(0);
  });

  it('generated bodies of the documented shape: never a 5xx, and the sender never in a log line (property)', async () => {
    await fc.assert(
      fc.asyncProperty(telnyxBodyArbitrary, fc.constantFrom(200, 403, 500), async (body, status) => {
        media(() => (status === 200 ? new Response(pdf) : new Response('', { status })));
        const reply = await deliver(body);
        expect(reply.statusCode).toBe(200);
      }),
      { numRuns: 30 },
    );
    const logged = log.lines.join('\n');
    expect(logged).not.toContain(SENDER);
    expect(logged).not.toContain('"level":50');
  }, 120_000);

  itOnPostgres('parallel duplicate deliveries of one fax.received file it exactly once', async () => {
    const { faxId, eventId } = ids();
    media(() => new Response(pdf));
    const body = faxReceived({ fax_id: faxId }, { id: eventId });
    const replies = await Promise.all(Array.from({ length: 4 }, () => deliver(body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const faxes = await faxesOf(faxId);
    expect(faxes).toHaveLength(1);
    expect(new Set(replies.map((reply) => reply.json().received))).toEqual(new Set([faxes[0]?.id]));
    expect(await eventsOf(eventId)).toHaveLength(1);
    const received = await t.context.db
      .select()
      .from(auditLogs)
      .where(
        and(
          like(auditLogs.action, 'fax.%'),
          eq(auditLogs.subjectType, 'inbound_fax'),
          eq(auditLogs.subjectId, faxes[0]?.id ?? ''),
        ),
      );
    expect(received).toHaveLength(1);
  });

  itOnPostgres(
    'parallel duplicate deliveries of a fax that files itself attach it to its work order once',
    async () => {
      const [workOrder] = await t.context.db
        .select({ id: consultations.id, referralCode: consultations.referralCode })
        .from(consultations)
        .where(eq(consultations.referralCode, 'BRSPMP'));
      if (!workOrder) throw new Error('no BRS-PMP work order');
      const filed = await buildFax('BRSPMP', CLEAN, 7, {
        codes: signedCoverSheetCodes(workOrder, t.context.config.SECRET_KEY),
      });
      const bundles = async () =>
        (
          await t.context.db
            .select()
            .from(attachments)
            .where(
              and(eq(attachments.consultationId, workOrder.id), eq(attachments.packetType, 'fax_bundle')),
            )
        ).length;
      const before = await bundles();
      const { faxId, eventId } = ids();
      media(() => new Response(filed));
      const body = faxReceived({ fax_id: faxId }, { id: eventId });
      const replies = await Promise.all(Array.from({ length: 3 }, () => deliver(body)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
      expect(await faxesOf(faxId)).toMatchObject([{ status: 'filed' }]);
      expect(await bundles()).toBe(before + 1);
    },
    120_000,
  );

  itOnPostgres(
    'parallel duplicate deliveries of a fax without media keep one inbox fax and one record',
    async () => {
      const { faxId, eventId } = ids();
      const body = faxReceived({ fax_id: faxId, media_url: undefined }, { id: eventId });
      const replies = await Promise.all(Array.from({ length: 4 }, () => deliver(body)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await faxesOf(faxId)).toHaveLength(1);
      const events = await eventsOf(eventId);
      expect(events).toHaveLength(1);
      expect(await unusableAudits(events[0]?.id ?? '')).toHaveLength(1);
    },
  );
});

describe('the mail relay: each message received once, a message with nothing to file acknowledged', () => {
  const t = useTestApp({ FAX_RELAY_SECRET: RELAY_SECRET });
  const relay = (mime: string, secret = RELAY_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inbound_faxes/email',
      headers: { 'content-type': 'message/rfc822', 'x-relay-secret': secret },
      payload: mime,
    });
  const message = (parts: string[][], headers: string[]) =>
    [
      'From: Clinic Fax <fax@clinic.example>',
      'To: fax@carelane.example',
      ...headers,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      ...parts.flatMap((part) => ['--b', ...part]),
      '--b--',
      '',
    ].join('\r\n');
  const pdfPart = (name: string, content: Buffer) => [
    `Content-Type: application/pdf; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    content.toString('base64'),
  ];
  const relayEvents = () =>
    t.context.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'mail_relay'));
  const emailFaxes = () => t.context.db.select().from(inboundFaxes).where(eq(inboundFaxes.source, 'email'));

  it('a message without a fax attachment: 202, recorded for operations, no fax', async () => {
    const reply = await relay(
      message([['Content-Type: text/plain', '', 'hello']], ['Message-ID: <none@clinic.example>']),
    );
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ received: [], duplicate: false });
    const [event] = (await relayEvents()).filter((row) => row.eventId === '<none@clinic.example>');
    expect(event).toMatchObject({ outcome: 'unusable', reason: 'no PDF, TIFF, JPEG or PNG attachment' });
  });

  it('an empty attachment is left out with why; the others are received', async () => {
    const before = (await emailFaxes()).length;
    const reply = await relay(
      message(
        [pdfPart('empty.pdf', Buffer.alloc(0)), pdfPart('fax.pdf', pdf)],
        ['Message-ID: <mixed@clinic.example>'],
      ),
    );
    expect(reply.statusCode).toBe(202);
    expect(reply.json().received).toHaveLength(1);
    expect(await emailFaxes()).toHaveLength(before + 1);
    const [event] = (await relayEvents()).filter((row) => row.eventId === '<mixed@clinic.example>');
    expect(event).toMatchObject({ outcome: 'processed', reason: 'an empty attachment' });
  });

  it('a message without a Message-ID delivered twice is received once (named by its digest)', async () => {
    const before = (await emailFaxes()).length;
    const mime = message([pdfPart('fax.pdf', pdf)], []);
    expect((await relay(mime)).json()).toMatchObject({ duplicate: false });
    expect((await relay(mime)).json()).toEqual({ received: [], duplicate: true });
    expect(await emailFaxes()).toHaveLength(before + 1);
  });

  it('garbage is acknowledged and recorded; a wrong secret is refused and nothing recorded', async () => {
    const before = (await relayEvents()).length;
    expect((await relay('\u0000 not mime at all', 'wrong-secret')).statusCode).toBe(401);
    expect(await relayEvents()).toHaveLength(before);
    const reply = await relay('\u0000 not mime at all');
    expect(reply.statusCode).toBe(202);
    expect(await relayEvents()).toHaveLength(before + 1);
  });
});
