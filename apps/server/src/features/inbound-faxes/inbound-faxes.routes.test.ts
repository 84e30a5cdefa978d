import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAX_MESSAGES } from '@dme/shared/operations/faxes';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { scanDropFolder } from '../../adapters/inbound-fax/drop-folder';
import { attachments, auditLogs, blobs, consultations, inboundFaxes, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { localCaller } from '../audit/audit-caller';
import { issueAuthToken } from '../auth/tokens.repo';
import { COVER_SHEET_REASONS } from './cover-sheet-match';
import { signedCoverSheetCodes } from './cover-sheet-seal';
import { receiveFax } from './inbound-faxes.service';
import { buildFax, type ReferralCodeTexts, signatureOf, unsignedCodes, withSignature } from './test-faxes';

const RELAY_SECRET = 'relay-secret-for-the-tests-0123456789';
const keys = generateKeyPairSync('ed25519');
const rawPublicKey = (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer)
  .subarray(12)
  .toString('base64');
const CLEAN = { verticalDpi: 200, rotationDegrees: 1.5, noise: 0.003, coverSheetSecond: false } as const;

describe('inbound faxes', () => {
  const t = useTestApp({ FAX_RELAY_SECRET: RELAY_SECRET, TELNYX_PUBLIC_KEY: rawPublicKey });
  const as = {} as Record<'admin' | 'provider' | 'supplier' | 'patient', AuthHeaders>;
  let brsPmp: string;
  /** BRS-PMP's cover sheet codes as its work order page prints them (signed for it). */
  let printedCodes: ReferralCodeTexts;
  let fax: Buffer;

  beforeAll(async () => {
    const [admin] = await t.context.db
      .insert(users)
      .values({ email: 'ops@carelane.test', passwordHash: 'x', role: 'admin' })
      .returning();
    if (!admin) throw new Error('no admin');
    const token = await issueAuthToken(t.context.db, admin.id, 'session', new Date(Date.now() + 3_600_000));
    as.admin = { 'access-token': token.accessToken, client: token.client, uid: admin.email };
    for (const role of ['provider', 'supplier', 'patient'] as const)
      as[role] = (await signInAs(t.app, t.context.db, DEMO_EMAILS[role])).headers;
    const [workOrder] = await t.context.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.referralCode, 'BRSPMP'));
    brsPmp = workOrder?.id ?? '';
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/consultations/${brsPmp}`,
      headers: as.provider,
    });
    const printed = page.json().cover_sheet_codes;
    printedCodes = {
      referralCode: printed.referral_code,
      formattedReferralCode: printed.formatted_referral_code,
    };
    fax = await buildFax('BRSPMP', CLEAN, 3, { codes: printedCodes });
  }, 120_000);

  const faxBundles = async () =>
    t.context.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.consultationId, brsPmp), eq(attachments.packetType, 'fax_bundle')));

  it('the console upload files a fax by its cover sheet, as a fax bundle the provider sees', async () => {
    const before = (await faxBundles()).length;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/ops/faxes',
      headers: { ...as.admin, 'content-type': 'application/pdf', 'x-filename': 'scan.pdf' },
      payload: fax,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'filed',
      referral_code: 'BRSPMP',
      work_order_uuid: brsPmp,
      page_count: 2,
      cover_sheet_signature: 'verified',
    });
    expect(await faxBundles()).toHaveLength(before + 1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/consultations/${brsPmp}`,
      headers: as.provider,
    });
    const packets = detail.json().patient_packets as { packet_type: string }[];
    expect(packets.map((packet) => packet.packet_type)).toContain('fax_bundle');
  }, 60_000);

  /** A fax of one document page and no cover sheet: it waits in the inbox. */
  const faxWithoutCoverSheet = async () => {
    const blank = await buildFax('BRSPMP', CLEAN, 4);
    // The same pages without the cover sheet: only the document page.
    const { PDFDocument } = await import('pdf-lib');
    const source = await PDFDocument.load(blank);
    const onePage = await PDFDocument.create();
    const [documentPage] = await onePage.copyPages(source, [1]);
    if (documentPage) onePage.addPage(documentPage);
    return receiveFax(
      t.context,
      {
        source: 'drop_folder',
        filename: 'x.pdf',
        contentType: 'application/pdf',
        content: Buffer.from(await onePage.save()),
      },
      localCaller(null),
    );
  };

  it('a fax without a readable cover sheet lands in the inbox, and an admin assigns it in one call', async () => {
    const row = await faxWithoutCoverSheet();
    expect(row.status).toBe('unreadable');
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/faxes?status=inbox', headers: as.admin });
    expect(list.json().data.map((item: { id: string }) => item.id)).toContain(row.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/ops/faxes/${row.id}`, headers: as.admin });
    expect(detail.json().pages).toHaveLength(1);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/ops/faxes/${row.id}/assign`,
      headers: as.admin,
      payload: { referral_code: 'brs-pmp', packet_type: 'prescription' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'filed',
      work_order_uuid: brsPmp,
      packet_type: 'prescription',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/ops/faxes/${row.id}/discard`,
      headers: as.admin,
    });
    expect(again.statusCode).toBe(409);
  }, 60_000);

  it('a fax whose stored page is gone is refused with a clear 422 and stays in the inbox', async () => {
    const row = await faxWithoutCoverSheet();
    const [page] = row.pages;
    const [blob] = await t.context.db
      .select()
      .from(blobs)
      .where(eq(blobs.id, page?.blobId ?? ''));
    await t.context.storage.delete(blob?.storageKey ?? '');
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/ops/faxes/${row.id}/assign`,
      headers: as.admin,
      payload: { referral_code: 'BRS-PMP' },
    });
    expect(assigned.statusCode).toBe(422);
    expect(assigned.json()).toEqual({ error: FAX_MESSAGES.pageMissing });
    const [kept] = await t.context.db.select().from(inboundFaxes).where(eq(inboundFaxes.id, row.id));
    expect(kept?.status).toBe('unreadable');
  }, 60_000);

  it('the demo inbox holds two faxes: the smudged BRS-PMP cover sheet with its code suggested, and one without', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/faxes?status=inbox', headers: as.admin });
    const demo = list.json().data as { status: string; referral_code: string | null; page_count: number }[];
    expect(demo).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'unmatched', referral_code: 'BRSPMP', page_count: 2 }),
        expect.objectContaining({ status: 'unreadable', referral_code: null, page_count: 1 }),
      ]),
    );
  });

  it('a cover sheet naming no work order is unmatched, never filed elsewhere', async () => {
    const stranger = await buildFax('ZZZ222', CLEAN, 5);
    const row = await receiveFax(
      t.context,
      { source: 'drop_folder', filename: 'z.pdf', contentType: 'application/pdf', content: stranger },
      localCaller(null),
    );
    expect(row).toMatchObject({ status: 'unmatched', referralCode: 'ZZZ222', consultationId: null });
  }, 60_000);

  /** A returned fax around a cover sheet of BRS-PMP printing these referral-code texts, from the drop folder. */
  const receiveSheet = (codes: ReferralCodeTexts, seed: number, config = t.context.config) =>
    buildFax('BRSPMP', CLEAN, seed, { codes }).then((content) =>
      receiveFax(
        { ...t.context, config },
        { source: 'drop_folder', filename: 'sheet.pdf', contentType: 'application/pdf', content },
        localCaller(null),
      ),
    );

  it('a forged cover sheet (the two QR codes of a known code, unsigned) waits in the inbox, marked, its code one click away', async () => {
    const before = (await faxBundles()).length;
    const forged = await buildFax('BRSPMP', CLEAN, 6, { codes: unsignedCodes('BRSPMP') });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/ops/faxes',
      headers: { ...as.admin, 'content-type': 'application/pdf' },
      payload: forged,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const waiting = reply.json();
    expect(waiting).toMatchObject({
      status: 'unmatched',
      reason: COVER_SHEET_REASONS.unsigned,
      referral_code: 'BRSPMP',
      work_order_uuid: null,
      cover_sheet_page: 1,
      cover_sheet_signature: 'unsigned',
    });
    expect(await faxBundles()).toHaveLength(before);
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/faxes?status=inbox', headers: as.admin });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: waiting.id,
        reason: COVER_SHEET_REASONS.unsigned,
        referral_code: 'BRSPMP',
      }),
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/ops/faxes/${waiting.id}`,
      headers: as.admin,
    });
    expect(detail.json()).toMatchObject({ cover_sheet_signature: 'unsigned', referral_code: 'BRSPMP' });
    const [received] = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'fax.received'), eq(auditLogs.subjectId, waiting.id)));
    expect(received?.details).toMatchObject({ status: 'unmatched', coverSheetSignature: 'unsigned' });
    // The admin, having looked at the pages, files it with the suggested code.
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/ops/faxes/${waiting.id}/assign`,
      headers: as.admin,
      payload: { referral_code: waiting.referral_code },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'filed', work_order_uuid: brsPmp });
    expect(await faxBundles()).toHaveLength(before + 1);
  }, 60_000);

  it('forged and tampered signatures wait in the inbox as not verified; nothing is filed', async () => {
    const [other] = await t.context.db
      .select({ id: consultations.id, referralCode: consultations.referralCode })
      .from(consultations)
      .where(ne(consultations.id, brsPmp))
      .limit(1);
    if (!other) throw new Error('no other work order');
    const genuine = signatureOf(printedCodes);
    const forgeries: [string, ReferralCodeTexts][] = [
      [
        'signed with another install’s key',
        signedCoverSheetCodes(
          { id: brsPmp, referralCode: 'BRSPMP' },
          'another-install-secret-key-0123456789',
        ),
      ],
      [
        "another work order's genuine signature on this code",
        withSignature('BRSPMP', signatureOf(signedCoverSheetCodes(other, t.context.config.SECRET_KEY))),
      ],
      [
        'the genuine signature with one character changed',
        withSignature('BRSPMP', `${genuine.slice(0, -1)}${genuine.endsWith('0') ? '1' : '0'}`),
      ],
      ['a made-up signature', withSignature('BRSPMP', '0123456789ABCDEF0123')],
      [
        'a genuine plain code beside an unsigned formatted one',
        { ...printedCodes, formattedReferralCode: 'BRS-PMP' },
      ],
    ];
    const before = (await faxBundles()).length;
    for (const [index, [name, codes]] of forgeries.entries()) {
      const row = await receiveSheet(codes, 30 + index);
      expect(row, name).toMatchObject({
        status: 'unmatched',
        reason: COVER_SHEET_REASONS.invalidSignature,
        referralCode: 'BRSPMP',
        consultationId: null,
        coverSheetSignature: 'invalid',
      });
    }
    expect(await faxBundles()).toHaveLength(before);
  }, 180_000);

  it('sheets printed before signing file themselves only until the cut-over date', async () => {
    const before = (await faxBundles()).length;
    const cutOver = (date: string) => ({ ...t.context.config, FAX_UNSIGNED_COVER_SHEETS_UNTIL: date });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const early = await receiveSheet(unsignedCodes('BRSPMP'), 40, cutOver(tomorrow));
    expect(early).toMatchObject({ status: 'filed', consultationId: brsPmp, coverSheetSignature: 'unsigned' });
    const late = await receiveSheet(unsignedCodes('BRSPMP'), 41, cutOver('2026-01-01'));
    expect(late).toMatchObject({
      status: 'unmatched',
      reason: COVER_SHEET_REASONS.unsigned,
      coverSheetSignature: 'unsigned',
    });
    expect(await faxBundles()).toHaveLength(before + 1);
  }, 120_000);

  it('after SECRET_KEY is rotated, a sheet printed under the old key files while the old key is listed', async () => {
    const rotated = { ...t.context.config, SECRET_KEY: 'the-new-install-secret-key-0123456789abc' };
    const listed = await receiveSheet(printedCodes, 50, {
      ...rotated,
      COVER_SHEET_PREVIOUS_KEYS: t.context.config.SECRET_KEY,
    });
    expect(listed).toMatchObject({
      status: 'filed',
      consultationId: brsPmp,
      coverSheetSignature: 'verified',
    });
    const dropped = await receiveSheet(printedCodes, 51, rotated);
    expect(dropped).toMatchObject({ status: 'unmatched', coverSheetSignature: 'invalid' });
  }, 120_000);

  it('garbage gets a clear 4xx and nothing is kept', async () => {
    const count = async () => (await t.context.db.select().from(inboundFaxes)).length;
    const before = await count();
    const post = (contentType: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/faxes',
        headers: { ...as.admin, 'content-type': contentType },
        payload,
      });
    expect((await post('application/pdf', Buffer.from('not a pdf at all'))).statusCode).toBe(422);
    expect((await post('image/png', Buffer.from('nope'))).statusCode).toBe(422);
    expect((await post('text/plain', Buffer.from('hello'))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('every console fax route: 401 signed out, 403 for a provider, supplier or patient', async () => {
    const [any] = await t.context.db.select().from(inboundFaxes).limit(1);
    const id = any?.id ?? '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/ops/faxes' },
      { method: 'GET', url: `/api/ops/faxes/${id}` },
      { method: 'POST', url: `/api/ops/faxes/${id}/assign`, payload: { referral_code: 'BRSPMP' } },
      { method: 'POST', url: `/api/ops/faxes/${id}/discard` },
      { method: 'POST', url: '/api/ops/faxes', payload: fax, headers: { 'content-type': 'application/pdf' } },
    ] as const;
    for (const call of calls) {
      const send = (headers: object) =>
        t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...('headers' in call ? call.headers : {}), ...headers },
          ...('payload' in call ? { payload: call.payload } : {}),
        });
      const signedOut = await send({});
      expect(signedOut.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const role of ['provider', 'supplier', 'patient'] as const) {
        const reply = await send(as[role]);
        expect(reply.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(reply.body).not.toContain('BRSPMP');
      }
    }
  });

  it('the mail relay files the fax attached to an e-mail; a wrong secret is refused with nothing kept', async () => {
    const before = (await faxBundles()).length;
    const mime = [
      'From: Clinic Fax <fax@clinic.example>',
      'To: fax@carelane.example',
      'Subject: Fax from (213) 555-0100',
      'Message-ID: <fax-1@clinic.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'You have a new fax.',
      '--b',
      'Content-Type: application/pdf; name="fax.pdf"',
      'Content-Disposition: attachment; filename="fax.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      fax.toString('base64').replace(/.{76}/g, '$&\r\n'),
      '--b--',
      '',
    ].join('\r\n');
    const post = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inbound_faxes/email',
        headers: { 'content-type': 'message/rfc822', 'x-relay-secret': secret },
        payload: mime,
      });
    expect((await post('wrong-secret')).statusCode).toBe(401);
    expect(await faxBundles()).toHaveLength(before);
    const reply = await post(RELAY_SECRET);
    expect(reply.statusCode, reply.body).toBe(202);
    expect(await faxBundles()).toHaveLength(before + 1);
    // The same message delivered again is received once.
    await post(RELAY_SECRET);
    expect(await faxBundles()).toHaveLength(before + 1);
  }, 60_000);

  it('the Telnyx webhook files a signed fax.received and refuses a bad, missing or replayed signature', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(fax));
    try {
      const body = JSON.stringify({
        data: {
          event_type: 'fax.received',
          id: 'e1',
          payload: {
            fax_id: 'fx-1',
            direction: 'inbound',
            from: '+12135550100',
            media_url: 'https://media.example/fax.pdf',
          },
        },
      });
      const signed = (timestamp: number, text = body) =>
        sign(null, Buffer.from(`${timestamp}|${text}`), keys.privateKey).toString('base64');
      const post = (headers: Record<string, string>, text = body) =>
        t.app.inject({
          method: 'POST',
          url: '/api/webhooks/telnyx/fax',
          headers: { 'content-type': 'application/json', ...headers },
          payload: text,
        });
      const now = Math.floor(Date.now() / 1000);
      const before = (await faxBundles()).length;
      const audits = (await t.context.db.select().from(auditLogs)).length;
      expect((await post({})).statusCode).toBe(401);
      expect(
        (await post({ 'telnyx-timestamp': String(now), 'telnyx-signature-ed25519': signed(now, '{}') }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await post({
            'telnyx-timestamp': String(now - 3600),
            'telnyx-signature-ed25519': signed(now - 3600),
          })
        ).statusCode,
      ).toBe(401);
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(await faxBundles()).toHaveLength(before);
      expect((await t.context.db.select().from(auditLogs)).length).toBe(audits);

      const good = await post({ 'telnyx-timestamp': String(now), 'telnyx-signature-ed25519': signed(now) });
      expect(good.statusCode, good.body).toBe(200);
      expect(await faxBundles()).toHaveLength(before + 1);
      // A retried delivery of the same fax files nothing more.
      await post({ 'telnyx-timestamp': String(now), 'telnyx-signature-ed25519': signed(now) });
      expect(await faxBundles()).toHaveLength(before + 1);
    } finally {
      fetchSpy.mockRestore();
    }
  }, 60_000);

  it('the drop folder receives what is put in it and moves it aside', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fax-drop-'));
    writeFileSync(join(dir, 'incoming.pdf'), fax);
    const received = await scanDropFolder(
      dir,
      (file) => receiveFax(t.context, file, localCaller(null)),
      { warn: () => undefined },
      Date.now() + 60_000,
    );
    expect(received).toBe(1);
    expect(readdirSync(join(dir, 'received'))).toHaveLength(1);
  }, 60_000);
});
