import { createHash, randomUUID } from 'node:crypto';
import type { BlobStorage, StoredObject } from '../../adapters/storage/index';
import type { DbOrTx } from '../../db/client';
import type { blobs } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/secure-token';
import { insertBlob } from '../attachments/attachments.repo';

type BlobRow = typeof blobs.$inferSelect;

export const storedObjectOf = (blob: BlobRow): StoredObject => ({
  key: blob.storageKey,
  filename: blob.filename,
  contentType: blob.contentType,
  byteSize: blob.byteSize,
  checksum: blob.checksum,
});

export interface PreparedFile {
  object: StoredObject;
  content: Buffer;
}

/** A file the server produced, named and checksummed as an upload would be (stored before its row). */
export function prepareFile(
  key: string,
  filename: string,
  contentType: string,
  content: Buffer,
): PreparedFile {
  return {
    object: {
      key,
      filename,
      contentType,
      byteSize: content.length,
      checksum: createHash('md5').update(content).digest('base64'),
    },
    content,
  };
}

export async function storeFile(storage: BlobStorage, file: PreparedFile) {
  await storage.put(file.object, file.content);
}

/** The blob row of a stored file: uploaded already, with a signed id nobody holds. */
export function recordBlob(tx: DbOrTx, { object }: PreparedFile, now: Date) {
  return insertBlob(tx, {
    signedIdHash: sha256(randomToken()),
    storageKey: object.key,
    filename: object.filename,
    contentType: object.contentType,
    byteSize: object.byteSize,
    checksum: object.checksum,
    uploadedAt: now,
    uploadExpiresAt: now,
  });
}

/** The pages filed to a work order, as one PDF of their images (every fax becomes the same kind of document). */
export async function pagesAsPdf(pngs: Buffer[], receivedAt: Date): Promise<PreparedFile> {
  // pdf-lib is ~20 MB once loaded and only a filed fax needs it: loaded then, not at start.
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (const png of pngs) {
    const image = await pdf.embedPng(png);
    // Letter width; the height keeps the page's proportions.
    const width = 612;
    pdf.addPage([width, (image.height / image.width) * width]).drawImage(image, {
      x: 0,
      y: 0,
      width,
      height: (image.height / image.width) * width,
    });
  }
  const date = receivedAt.toISOString().slice(0, 10);
  return prepareFile(
    `faxes/${date}/${randomUUID()}.pdf`,
    `Fax ${date}.pdf`,
    'application/pdf',
    Buffer.from(await pdf.save()),
  );
}
