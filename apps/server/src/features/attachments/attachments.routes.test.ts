import { createHash } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { breastPumpOrder } from '../../test/work-order-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const md5 = (content: Buffer) => createHash('md5').update(content).digest('base64');

describe('attachments: direct upload, patient packets, download and delete', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const as = {} as Record<'provider' | 'otherProvider' | 'supplier', AuthHeaders>;
  let workOrder: string;

  beforeAll(async () => {
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: as.provider,
      payload: { consultation: breastPumpOrder() },
    });
    workOrder = created.json().uuid;
  });

  const presign = (
    headers: AuthHeaders | undefined,
    file: Partial<{ checksum: string; filename: string; byte_size: number; content_type: string }> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/presigned_urls',
      headers,
      payload: {
        file: {
          checksum: md5(PDF),
          filename: 'rx.pdf',
          byte_size: PDF.length,
          content_type: 'application/pdf',
          ...file,
        },
      },
    });

  async function upload(headers: AuthHeaders, content = PDF) {
    const { direct_upload, blob_signed_id } = (await presign(headers)).json();
    const path = new URL(direct_upload.url).pathname;
    const put = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: {
        'content-type': direct_upload.headers.content_type,
        'content-md5': direct_upload.headers.content_md5,
        'content-disposition': direct_upload.headers.content_disposition,
      },
      payload: content,
    });
    return { put, blobSignedId: blob_signed_id as string, path };
  }

  const attach = (headers: AuthHeaders, blobSignedIds: string[], consultation = workOrder) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attachments/create_patient_packet',
      headers,
      payload: {
        blob_signed_ids: blobSignedIds,
        consultation_uuid: consultation,
        packet_type: 'prescription',
      },
    });

  it('uploads a PDF, links it as a prescription, and lists it on the work order', async () => {
    const { put, blobSignedId, path } = await upload(as.provider);
    expect(put.statusCode).toBe(204);
    const attached = await attach(as.provider, [blobSignedId]);
    expect(attached.statusCode).toBe(201);
    const [attachment] = attached.json().data;
    expect(attachment).toEqual({ uuid: expect.any(String), filename: 'rx.pdf' });

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/consultations/${workOrder}`, headers: as.provider })
    ).json();
    expect(detail.has_prescription).toBe(true);
    expect(detail.patient_packets).toEqual([{ packet_type: 'prescription', packet: attachment }]);

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download_url?uuid=${attachment.uuid}`,
      headers: as.provider,
    });
    const url = new URL(link.json().download_url);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const forged = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=9999999999&signature=forged`,
    });
    expect(forged.statusCode).toBe(404);

    // The upload URL works once; the blob cannot be attached twice.
    const again = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'application/pdf', 'content-md5': md5(PDF) },
      payload: PDF,
    });
    expect(again.statusCode).toBe(404);
    expect((await attach(as.provider, [blobSignedId])).statusCode).toBe(404);
  });

  it('keeps another provider and suppliers away from the documents', async () => {
    const { blobSignedId } = await upload(as.provider);
    const [attachment] = (await attach(as.provider, [blobSignedId])).json().data;
    for (const headers of [as.otherProvider, as.supplier]) {
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/attachments/download_url?uuid=${attachment.uuid}`,
        headers,
      });
      expect(link.statusCode).toBe(404);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/attachments/${attachment.uuid}`,
        headers,
      });
      expect(removed.statusCode).toBe(404);
    }
    // Another provider can neither attach to this work order nor use this provider's upload.
    const theirs = await upload(as.otherProvider);
    expect((await attach(as.otherProvider, [theirs.blobSignedId])).statusCode).toBe(404);
    const mine = await upload(as.provider);
    expect((await attach(as.otherProvider, [mine.blobSignedId])).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/attachments/download_url?uuid=${attachment.uuid}` }))
        .statusCode,
    ).toBe(401);
  });

  it('deletes a patient packet for its provider', async () => {
    const { blobSignedId } = await upload(as.provider);
    const [attachment] = (await attach(as.provider, [blobSignedId])).json().data;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/attachments/${attachment.uuid}`,
      headers: as.provider,
    });
    expect(removed.statusCode).toBe(200);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download_url?uuid=${attachment.uuid}`,
      headers: as.provider,
    });
    expect(link.statusCode).toBe(404);
  });

  it('refuses other file types, files over 25 MB, and content that differs from what was announced', async () => {
    const gif = await presign(as.provider, { content_type: 'image/gif', filename: 'x.gif' });
    expect(gif.json()).toEqual({ error: UPLOAD_MESSAGES.invalidFile });
    const huge = await presign(as.provider, { byte_size: 26 * 1024 * 1024 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({ type: 'file_too_large_error', error: UPLOAD_MESSAGES.fileTooLarge });

    const tampered = await upload(as.provider, Buffer.from('%PDF-1.4 something else entirely'));
    expect(tampered.put.statusCode).toBe(400);
    expect((await attach(as.provider, [tampered.blobSignedId])).statusCode).toBe(422);
    // An anonymous patient may upload (from their session) but never into a provider's work order.
    const anonymous = await presign(undefined);
    expect(anonymous.statusCode).toBe(200);
    const packet = await t.app.inject({
      method: 'POST',
      url: '/api/attachments/create_patient_packet',
      payload: {
        blob_signed_ids: [anonymous.json().blob_signed_id],
        consultation_uuid: workOrder,
        packet_type: 'prescription',
      },
    });
    expect(packet.statusCode).toBe(404);
  });
});
