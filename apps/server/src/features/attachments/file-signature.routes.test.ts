import { createHash } from 'node:crypto';
import { FILE_CONTENT_ERROR_TYPE, UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MissingStoredObjectError } from '../../adapters/storage/index';
import { attachments, blobs, consultations } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { SESSION_COOKIE } from '../../lib/cookies';
import { sha256 } from '../../lib/secure-token';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { DOCUMENT_HEADERS as FILES } from '../../test/document-fixtures';
import { placeFreeOrder, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { uploadBlob } from '../../test/upload-helpers';
import { breastPumpOrder } from '../../test/work-order-fixtures';

type Headers = Record<string, string>;
interface File {
  filename: string;
  contentType: string;
  content: Buffer;
}

const refusal = (error: string) => ({ type: FILE_CONTENT_ERROR_TYPE, error });
const pdf = (content: Buffer = FILES.pdf): File => ({
  filename: 'prescription.pdf',
  contentType: 'application/pdf',
  content,
});

describe('uploads are the documents they say they are (issue 48 item 12)', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<'provider' | 'otherProvider' | 'supplier' | 'admin', AuthHeaders>;
  let workOrder: string;
  let fulfillment: { number: string; consultation: string };

  beforeAll(async () => {
    for (const role of ['provider', 'supplier', 'admin'] as const)
      as[role] = (await signInAs(t.app, t.context.db, DEMO_EMAILS[role])).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    workOrder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        headers: as.provider,
        payload: { consultation: breastPumpOrder() },
      })
    ).json().uuid;
    const shopper = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-001');
    await placeFreeOrder(shopper.browser, shopper.cart.uuid, 'robert.nguyen@demo.test');
    const rows: { fulfillment_confirmation_number: string; consultation_uuid: string | null }[] = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: as.supplier })
    ).json();
    const row = rows.find((entry) => entry.consultation_uuid);
    if (!row?.consultation_uuid) throw new Error('no supplier fulfillment with a work order');
    fulfillment = { number: row.fulfillment_confirmation_number, consultation: row.consultation_uuid };
  });

  const blobOf = async (blobSignedId: string) => {
    const [blob] = await t.context.db
      .select()
      .from(blobs)
      .where(eq(blobs.signedIdHash, sha256(blobSignedId)));
    if (!blob) throw new Error('no such blob');
    return blob;
  };
  const storedObjectOf = (blob: typeof blobs.$inferSelect) => ({
    key: blob.storageKey,
    filename: blob.filename,
    contentType: blob.contentType,
    byteSize: blob.byteSize,
    checksum: blob.checksum,
  });
  const packetsOf = async (consultationId: string) =>
    (await t.context.db.select().from(attachments).where(eq(attachments.consultationId, consultationId)))
      .length;
  const attachPacket = (headers: Headers, blobSignedIds: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attachments/create_patient_packet',
      headers,
      payload: { blob_signed_ids: blobSignedIds, consultation_uuid: workOrder, packet_type: 'prescription' },
    });

  /**
   * Announces a file and puts its bytes in the store without the server's PUT, as an S3 upload
   * does: the check has to happen when the file is linked.
   */
  async function storeBehindTheServer(headers: Headers, file: File) {
    const checksum = createHash('md5').update(file.content).digest('base64');
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/presigned_urls',
      headers,
      payload: {
        file: {
          checksum,
          filename: file.filename,
          byte_size: file.content.length,
          content_type: file.contentType,
        },
      },
    });
    const blobSignedId: string = presigned.json().blob_signed_id;
    await t.context.localStorage?.write(storedObjectOf(await blobOf(blobSignedId)), file.content);
    return blobSignedId;
  }

  it.each([
    ['a text file named .pdf', pdf(FILES.text), UPLOAD_MESSAGES.notADocument],
    ['a web page named .png', { ...pdf(FILES.html), contentType: 'image/png' }, UPLOAD_MESSAGES.notADocument],
    ['a PNG named .pdf', pdf(FILES.png), UPLOAD_MESSAGES.contentMismatch('PNG', 'PDF')],
    [
      'a PDF named .jpg',
      { ...pdf(), contentType: 'image/jpeg' },
      UPLOAD_MESSAGES.contentMismatch('PDF', 'JPEG'),
    ],
    [
      'a HEIC photo named .jpg',
      { ...pdf(FILES.heic), contentType: 'image/jpeg' },
      UPLOAD_MESSAGES.contentMismatch('HEIC', 'JPEG'),
    ],
  ])('refuses %s at its upload, stores nothing and attaches nothing', async (_name, file, message) => {
    const before = await packetsOf(workOrder);
    const { put, blobSignedId } = await uploadBlob(t.app, as.provider, file);
    expect(put?.statusCode).toBe(422);
    expect(put?.json()).toEqual(refusal(message));
    const blob = await blobOf(blobSignedId);
    expect(blob.uploadedAt).toBeNull();
    await expect(t.context.storage.readStart(storedObjectOf(blob), 16)).rejects.toBeInstanceOf(
      MissingStoredObjectError,
    );
    const attached = await attachPacket(as.provider, [blobSignedId]);
    expect(attached.statusCode).toBe(422);
    expect(await packetsOf(workOrder)).toBe(before);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/consultations/${workOrder}`,
      headers: as.provider,
    });
    expect(detail.json().has_prescription).toBe(false);
  });

  it('takes real PDF, JPEG and PNG files, and refuses HEIC, which the browser sends as JPEG', async () => {
    const files = [
      pdf(),
      { filename: 'card.jpg', contentType: 'image/jpeg', content: FILES.jpeg },
      { filename: 'scan.png', contentType: 'image/png', content: FILES.png },
    ];
    const ids: string[] = [];
    for (const file of files) {
      const { put, blobSignedId } = await uploadBlob(t.app, as.provider, file);
      expect(put?.statusCode).toBe(204);
      ids.push(blobSignedId);
    }
    const attached = await attachPacket(as.provider, ids);
    expect(attached.statusCode).toBe(201);
    expect(attached.json().data.map((row: { filename: string }) => row.filename)).toEqual(
      expect.arrayContaining(['prescription.pdf', 'card.jpg', 'scan.png']),
    );

    const heic = await uploadBlob(t.app, as.provider, {
      filename: 'card.heic',
      contentType: 'image/heic',
      content: FILES.heic,
    });
    expect(heic.presigned.statusCode).toBe(400);
    expect(heic.presigned.json()).toEqual({ error: UPLOAD_MESSAGES.invalidFile });
  });

  it('checks bytes that reached the store past the server when they are linked, linking none of a packet', async () => {
    const before = await packetsOf(workOrder);
    const good = await storeBehindTheServer(as.provider, pdf());
    const bad = await storeBehindTheServer(as.provider, pdf(FILES.png));
    const refused = await attachPacket(as.provider, [good, bad]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(refusal(UPLOAD_MESSAGES.contentMismatch('PNG', 'PDF')));
    expect(await packetsOf(workOrder)).toBe(before);

    // Another provider still cannot link the good one; its owner can, alone.
    expect((await attachPacket(as.otherProvider, [good])).statusCode).toBe(404);
    expect((await attachPacket(as.provider, [good])).statusCode).toBe(201);
  });

  it('checks a patient’s insurance card when it is linked', async () => {
    const browser = patientBrowser(t.app, '10.48.12.1');
    await browser.useCode('BRS-PMP');
    const cookie = { cookie: `${SESSION_COOKIE}=${browser.cookies[SESSION_COOKIE]}` };
    const card = await storeBehindTheServer(cookie, {
      filename: 'card.jpg',
      contentType: 'image/jpeg',
      content: FILES.text,
    });
    const refused = await browser.post('/api/attachments/create_insurance_card', { blob_signed_id: card });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(refusal(UPLOAD_MESSAGES.notADocument));
    const rows = await t.context.db
      .select()
      .from(attachments)
      .where(eq(attachments.blobId, (await blobOf(card)).id));
    expect(rows).toEqual([]);
  });

  it('checks a supplier’s usage report and payer response, and an admin’s payer response, when linked', async () => {
    const priorAuthStatus = async () =>
      (
        await t.context.db
          .select({ status: consultations.priorAuthStatus })
          .from(consultations)
          .where(eq(consultations.id, fulfillment.consultation))
      )[0]?.status;
    const before = { status: await priorAuthStatus(), packets: await packetsOf(fulfillment.consultation) };
    const usage = await t.app.inject({
      method: 'POST',
      url: '/api/attachments/create_usage_data',
      headers: as.supplier,
      payload: {
        blob_signed_ids: [await storeBehindTheServer(as.supplier, pdf(FILES.text))],
        fulfillment_confirmation_number: fulfillment.number,
      },
    });
    expect(usage.statusCode).toBe(422);
    expect(usage.json()).toEqual(refusal(UPLOAD_MESSAGES.notADocument));

    const bySupplier = await t.app.inject({
      method: 'PUT',
      url: `/api/fulfillments/${fulfillment.number}/prior_auth`,
      headers: as.supplier,
      payload: {
        prior_auth_status: 'Approved',
        blob_signed_id: await storeBehindTheServer(as.supplier, pdf(FILES.jpeg)),
      },
    });
    expect(bySupplier.statusCode).toBe(422);
    expect(bySupplier.json()).toEqual(refusal(UPLOAD_MESSAGES.contentMismatch('JPEG', 'PDF')));

    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/prior_auths/${fulfillment.consultation}`,
      headers: as.admin,
      payload: { status: 'Approved', blob_signed_id: await storeBehindTheServer(as.admin, pdf(FILES.html)) },
    });
    expect(byAdmin.statusCode).toBe(422);
    expect(byAdmin.json()).toEqual(refusal(UPLOAD_MESSAGES.notADocument));
    expect({ status: await priorAuthStatus(), packets: await packetsOf(fulfillment.consultation) }).toEqual(
      before,
    );
  });

  it('answers 404 to an upload link nobody was given', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/direct_uploads/not-a-token',
      headers: { 'content-type': 'application/pdf', 'content-md5': 'x' },
      payload: FILES.text,
    });
    expect(put.statusCode).toBe(404);
  });
});
