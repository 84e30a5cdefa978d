import { randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  type PresignedUrlBody,
  STORED_UPLOAD_TYPES,
  UPLOAD_MESSAGES,
} from '@dme/shared/attachments/api';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import type { BlobStorage, StoredObject } from '../../adapters/storage/index';
import type { LocalStorage } from '../../adapters/storage/local';
import { contentDisposition } from '../../adapters/storage/port';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { randomToken, sha256 as sha256Of } from '../../lib/secure-token';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import { findOwnedWorkOrder } from '../work-orders/work-orders.repo';
import type { BlobRow } from './attachments.repo';
import {
  deleteAttachmentAndBlob,
  findAttachment,
  findBlobByStorageKey,
  findBlobByUploadToken,
  findUnattachedBlobs,
  insertAttachments,
  insertBlob,
  markBlobUploaded,
} from './attachments.repo';

const UPLOAD_WINDOW_MS = 10 * 60_000;
const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export const ATTACHMENT_MESSAGES = {
  notUploaded: 'The file has not finished uploading. Please try again.',
  uploadRejected: 'The uploaded file does not match what was announced.',
  uploadExpired: 'This upload link has expired. Please try again.',
} as const;

const storedObject = (blob: BlobRow): StoredObject => ({
  key: blob.storageKey,
  filename: blob.filename,
  contentType: blob.contentType,
  byteSize: blob.byteSize,
  checksum: blob.checksum,
});

interface Deps {
  db: Database;
  storage: BlobStorage;
}

/** Registers the coming file and answers where to PUT it; nothing is visible until it is linked. */
export async function createPresignedUpload(
  { db, storage }: Deps,
  auth: AuthContext,
  { file }: PresignedUrlBody,
  now = new Date(),
) {
  if (!(STORED_UPLOAD_TYPES as readonly string[]).includes(file.contentType)) {
    throw new DomainError('validation', UPLOAD_MESSAGES.invalidFile);
  }
  if (file.byteSize > MAX_UPLOAD_BYTES) {
    throw new DomainError('unprocessable', UPLOAD_MESSAGES.fileTooLarge, { type: 'file_too_large_error' });
  }
  const blobSignedId = randomToken();
  const uploadToken = randomToken();
  const blob = await insertBlob(db, {
    signedIdHash: sha256Of(blobSignedId),
    uploadTokenHash: sha256Of(uploadToken),
    storageKey: `${now.toISOString().slice(0, 10)}/${randomUUID()}`,
    filename: file.filename,
    contentType: file.contentType,
    byteSize: file.byteSize,
    checksum: file.checksum,
    uploadExpiresAt: new Date(now.getTime() + UPLOAD_WINDOW_MS),
    createdByUserId: auth.userId,
  });
  return { directUpload: await storage.createUploadTarget(storedObject(blob), uploadToken), blobSignedId };
}

/** The local store's PUT: the body must match the announced type, size and MD5. */
export async function receiveDirectUpload(
  { db, local }: { db: Database; local: LocalStorage },
  token: string,
  request: { contentType: string | undefined; contentMd5: string | undefined; body: Buffer },
  now = new Date(),
) {
  const blob = await findBlobByUploadToken(db, token);
  if (!blob) throw notFound();
  if (blob.uploadExpiresAt <= now) throw new DomainError('unprocessable', ATTACHMENT_MESSAGES.uploadExpired);
  if (request.contentType !== blob.contentType || request.contentMd5 !== blob.checksum) {
    throw new DomainError('validation', ATTACHMENT_MESSAGES.uploadRejected);
  }
  if (!(await local.write(storedObject(blob), request.body))) {
    throw new DomainError('validation', ATTACHMENT_MESSAGES.uploadRejected);
  }
  await markBlobUploaded(db, blob.id, now);
}

/** Links uploaded files to the provider's own work order as one packet type. */
export async function createPatientPacket(
  { db, storage }: Deps,
  auth: AuthContext,
  input: { blobSignedIds: string[]; consultationUuid: string; packetType: PacketType },
) {
  return db.transaction(async (tx) => {
    const workOrder = auth.profileId
      ? await findOwnedWorkOrder(tx, auth.profileId, input.consultationUuid)
      : undefined;
    if (!workOrder) throw notFound('Invalid work order id');
    const found = await findUnattachedBlobs(tx, auth.userId, [...new Set(input.blobSignedIds)]);
    if (found.length !== new Set(input.blobSignedIds).size) throw notFound('File not found');
    for (const { blob } of found) {
      if (!(await storage.isUploaded(storedObject(blob))))
        throw new DomainError('unprocessable', ATTACHMENT_MESSAGES.notUploaded);
    }
    const created = await insertAttachments(
      tx,
      found.map(({ blob }) => ({
        blobId: blob.id,
        kind: 'patient_packet' as const,
        consultationId: input.consultationUuid,
        packetType: input.packetType,
        createdByUserId: auth.userId,
      })),
    );
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: 'patient_packet.uploaded',
      subjectType: 'consultation',
      subjectId: input.consultationUuid,
      details: { packetType: input.packetType, attachments: created.map((row) => row.id) },
    });
    const filenames = new Map(found.map(({ blob }) => [blob.id, blob.filename]));
    return created.map((row) => ({ uuid: row.id, filename: filenames.get(row.blobId) ?? '' }));
  });
}

/** Who may read an attachment: the provider of its work order (suppliers and patients come with their areas). */
async function findReadableAttachment(db: Database, auth: AuthContext, id: string) {
  const row = await findAttachment(db, id);
  if (!row || auth.role !== 'provider' || !row.providerId || row.providerId !== auth.profileId)
    throw notFound('File not found');
  return row;
}

export async function createDownloadUrl({ db, storage }: Deps, auth: AuthContext, id: string) {
  const row = await findReadableAttachment(db, auth, id);
  await recordAudit(db, {
    actorUserId: auth.userId,
    action: 'attachment.downloaded',
    subjectType: 'attachment',
    subjectId: id,
  });
  return storage.createDownloadUrl(storedObject(row.blob), DOWNLOAD_URL_TTL_SECONDS);
}

/** Only patient-packet attachments can be deleted, and only by the provider of the work order (spec §6). */
export async function deleteAttachment({ db, storage }: Deps, auth: AuthContext, id: string) {
  const row = await findReadableAttachment(db, auth, id);
  if (row.attachment.kind !== 'patient_packet')
    throw new DomainError('forbidden', 'Only patient packet documents can be deleted');
  await db.transaction(async (tx) => {
    await deleteAttachmentAndBlob(tx, row.attachment.id, row.blob.id);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: 'attachment.deleted',
      subjectType: 'attachment',
      subjectId: id,
    });
  });
  await storage.delete(row.blob.storageKey);
}

/** A local signed download link: the file with its stored type and name, or 404 once forged or expired. */
export async function readSignedDownload(
  { db, local }: { db: Database; local: LocalStorage },
  key: string,
  link: { expires: string; signature: string },
) {
  const content = await local.readSigned(key, link.expires, link.signature);
  const blob = content && (await findBlobByStorageKey(db, key));
  if (!content || !blob) throw notFound('This download link has expired');
  return { content, contentType: blob.contentType, disposition: contentDisposition(blob.filename) };
}
