import { randomUUID } from 'node:crypto';
import {
  FILE_CONTENT_ERROR_TYPE,
  MAX_UPLOAD_BYTES,
  type PresignedUrlBody,
  STORED_UPLOAD_TYPES,
  UPLOAD_MESSAGES,
} from '@dme/shared/attachments/api';
import { MAX_USAGE_FILE_BYTES, USAGE_CONTENT_TYPES, USAGE_FILE_MESSAGES } from '@dme/shared/compliance/api';
import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import type { CardReader } from '../../adapters/card-reader/port';
import type { BlobStorage, StoredObject } from '../../adapters/storage/index';
import type { LocalStorage } from '../../adapters/storage/local';
import { contentDisposition } from '../../adapters/storage/port';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { randomToken, sha256 as sha256Of } from '../../lib/secure-token';
import type { AuthContext } from '../../plugins/auth';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { ownFulfillment } from '../fulfillments/fulfillment-access';
import { setUsageDataStatus } from '../fulfillments/fulfillments.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { isUsageFile, parseUsageFile } from '../usage-data/parse-usage-file';
import { importUsageNights } from '../usage-data/usage-data.service';
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
  type Uploader,
} from './attachments.repo';
import { fileSignatureProblem, SIGNATURE_BYTES } from './file-signature';

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
  uploader: Uploader,
  { file }: PresignedUrlBody,
  now = new Date(),
) {
  // Machine usage files are announced like documents; only the usage-data upload links them.
  if (!([...STORED_UPLOAD_TYPES, ...USAGE_CONTENT_TYPES] as string[]).includes(file.contentType)) {
    throw new DomainError('validation', UPLOAD_MESSAGES.invalidFile);
  }
  if (isUsageFile(file.contentType) && file.byteSize > MAX_USAGE_FILE_BYTES) {
    throw new DomainError('unprocessable', USAGE_FILE_MESSAGES.tooLarge, { type: 'file_too_large_error' });
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
    createdByUserId: uploader.userId ?? null,
    createdBySessionId: uploader.sessionId ?? null,
  });
  return { directUpload: await storage.createUploadTarget(storedObject(blob), uploadToken), blobSignedId };
}

/**
 * Refuses a document whose first bytes are not the kind it was announced as (a text file named
 * `.pdf`). Machine usage files have no signature of their own: reading them is their check.
 */
async function requireDocumentSignature(head: Buffer, contentType: string) {
  const problem = await fileSignatureProblem(head, contentType);
  if (problem) throw new DomainError('unprocessable', problem, { type: FILE_CONTENT_ERROR_TYPE });
}

/** The local store's PUT: the body must match the announced type, size and MD5, and be that type. */
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
  // Before anything is written: a refused body leaves no file behind.
  if (!isUsageFile(blob.contentType)) await requireDocumentSignature(request.body, blob.contentType);
  if (!(await local.write(storedObject(blob), request.body))) {
    throw new DomainError('validation', ATTACHMENT_MESSAGES.uploadRejected);
  }
  await markBlobUploaded(db, blob.id, now);
}

/**
 * The caller's uploaded, not yet attached blobs; anything else is refused as not found. Usage files
 * (EDF, CSV) are documents only where `acceptsUsageFiles` says so. Every document's signature is
 * read from the store itself, since an S3 upload never passes through the server; the caller's
 * transaction then links none of them.
 */
async function takeUploadedBlobs(
  tx: DbOrTx,
  storage: BlobStorage,
  uploader: Uploader,
  signedIds: string[],
  acceptsUsageFiles = false,
) {
  const wanted = [...new Set(signedIds)];
  const found = await findUnattachedBlobs(tx, uploader, wanted);
  if (found.length !== wanted.length) throw notFound('File not found');
  if (!acceptsUsageFiles && found.some(({ blob }) => isUsageFile(blob.contentType)))
    throw new DomainError('validation', UPLOAD_MESSAGES.invalidFile);
  for (const { blob } of found) {
    const object = storedObject(blob);
    if (!(await storage.isUploaded(object)))
      throw new DomainError('unprocessable', ATTACHMENT_MESSAGES.notUploaded);
    if (!isUsageFile(blob.contentType))
      await requireDocumentSignature(await storage.readStart(object, SIGNATURE_BYTES), blob.contentType);
  }
  return found.map(({ blob }) => blob);
}

/** A provider attaching to their own work order, or a patient to their session's. */
export type PacketAuthor =
  | { provider: AuthContext; session?: undefined }
  | { session: PatientSessionRow; provider?: undefined };

/** Links uploaded files to a work order as one packet type. */
export async function createPatientPacket(
  { db, storage }: Deps,
  author: PacketAuthor,
  input: { blobSignedIds: string[]; consultationUuid: string; packetType: PacketType },
  caller: AuditCaller,
) {
  const uploader: Uploader = author.provider
    ? { userId: author.provider.userId }
    : { sessionId: author.session.id };
  return db.transaction(async (tx) => {
    const allowed = author.provider
      ? Boolean(
          author.provider.profileId &&
            (await findOwnedWorkOrder(tx, author.provider.profileId, input.consultationUuid)),
        )
      : author.session.consultationId === input.consultationUuid;
    if (!allowed) throw notFound(WORK_ORDER_ERRORS.invalidId);
    const uploaded = await takeUploadedBlobs(tx, storage, uploader, input.blobSignedIds);
    const created = await insertAttachments(
      tx,
      uploaded.map((blob) => ({
        blobId: blob.id,
        kind: 'patient_packet' as const,
        consultationId: input.consultationUuid,
        packetType: input.packetType,
        createdByUserId: uploader.userId ?? null,
        sessionId: uploader.sessionId ?? null,
      })),
    );
    await recordAccess(tx, caller, {
      action: 'patient_packet.uploaded',
      subjectType: 'consultation',
      subjectId: input.consultationUuid,
      details: { packetType: input.packetType, attachments: created.map((row) => row.id) },
    });
    const filenames = new Map(uploaded.map((blob) => [blob.id, blob.filename]));
    return created.map((row) => ({ uuid: row.id, filename: filenames.get(row.blobId) ?? '' }));
  });
}

/** Keeps the patient's insurance card and answers what the card reader could read off it. */
export async function createInsuranceCard(
  { db, storage, cardReader }: Deps & { cardReader: CardReader },
  session: PatientSessionRow,
  blobSignedId: string,
  caller: AuditCaller,
) {
  const blob = await db.transaction(async (tx) => {
    const [card] = await takeUploadedBlobs(tx, storage, { sessionId: session.id }, [blobSignedId]);
    if (!card) throw notFound('File not found');
    const [attachment] = await insertAttachments(tx, [
      {
        blobId: card.id,
        kind: 'insurance_card',
        sessionId: session.id,
        insuranceStatusId: session.insuranceStatusId,
      },
    ]);
    await recordAccess(tx, caller, {
      action: 'insurance_card.uploaded',
      subjectType: 'attachment',
      ...(attachment ? { subjectId: attachment.id } : {}),
    });
    return card;
  });
  try {
    return await cardReader.read({
      content: await storage.get(storedObject(blob)),
      contentType: blob.contentType,
    });
  } catch {
    // A card that cannot be read is not an error: the patient types the details instead.
    return { fields: {}, isACoveredCaliforniaPlan: false };
  }
}

/** Who may read an attachment: the provider of its work order (suppliers and patients come with their areas). */
async function findReadableAttachment(db: DbOrTx, auth: AuthContext, id: string) {
  const row = await findAttachment(db, id);
  const isProvider = auth.role === 'provider' && row?.providerId != null && row.providerId === auth.profileId;
  const isSupplier =
    auth.role === 'supplier' && row?.attachment.kind === 'usage_data' && row.supplierId === auth.profileId;
  if (!row || !(isProvider || isSupplier)) throw notFound('File not found');
  return row;
}

/**
 * The supplier's CPAP usage documents for a fulfillment it ships; the provider is told by the
 * status. Machine data (STR.edf, CSV) is kept as uploaded and read into nightly usage, all in one
 * transaction: a file that cannot be read links nothing.
 */
export async function createUsageData(
  { db, storage }: Deps,
  auth: AuthContext,
  input: { blobSignedIds: string[]; fulfillmentConfirmationNumber: string },
  caller: AuditCaller,
) {
  return db.transaction(async (tx) => {
    const fulfillment = await ownFulfillment(tx, auth, input.fulfillmentConfirmationNumber);
    const uploaded = await takeUploadedBlobs(tx, storage, { userId: auth.userId }, input.blobSignedIds, true);
    const created = await insertAttachments(
      tx,
      uploaded.map((blob) => ({
        blobId: blob.id,
        kind: 'usage_data' as const,
        fulfillmentId: fulfillment.fulfillment.id,
        createdByUserId: auth.userId,
      })),
    );
    const machineFiles = created.flatMap((row) => {
      const blob = uploaded.find((candidate) => candidate.id === row.blobId);
      return blob && isUsageFile(blob.contentType) ? [{ attachmentId: row.id, blob }] : [];
    });
    if (machineFiles.length > 0) {
      const files = [];
      for (const { attachmentId, blob } of machineFiles) {
        const content = await storage.get(storedObject(blob));
        files.push({ attachmentId, nights: parseUsageFile({ ...blob, content }) });
      }
      await importUsageNights(
        tx,
        { id: fulfillment.fulfillment.id, consultationId: fulfillment.order.consultationId },
        files,
      );
    }
    await setUsageDataStatus(tx, fulfillment.fulfillment.id, 'uploaded');
    await recordAccess(tx, caller, {
      action: 'usage_data.uploaded',
      subjectType: 'fulfillment',
      subjectId: fulfillment.fulfillment.id,
      details: { attachments: created.map((row) => row.id) },
    });
    const filenames = new Map(uploaded.map((blob) => [blob.id, blob.filename]));
    return created.map((row) => ({ uuid: row.id, filename: filenames.get(row.blobId) ?? '' }));
  });
}

/**
 * A supplier's payer response document, kept with the work order's prior-authorisation status;
 * runs in the caller's transaction, whose audit row covers it.
 */
export async function linkPayerResponse(
  tx: DbOrTx,
  storage: BlobStorage,
  userId: string,
  consultationId: string,
  blobSignedId: string,
) {
  const [blob] = await takeUploadedBlobs(tx, storage, { userId }, [blobSignedId]);
  if (!blob) throw notFound('File not found');
  const [created] = await insertAttachments(tx, [
    { blobId: blob.id, kind: 'payer_response', consultationId, createdByUserId: userId },
  ]);
  return created?.id ?? null;
}

/** A short-lived download link; issuing it is audited as a download. */
export async function createDownloadUrl(
  { db, storage }: Deps,
  auth: AuthContext,
  id: string,
  caller: AuditCaller,
) {
  return db.transaction(async (tx) => {
    const row = await findReadableAttachment(tx, auth, id);
    await recordAccess(tx, caller, {
      action: 'attachment.downloaded',
      subjectType: 'attachment',
      subjectId: id,
      details: { kind: row.attachment.kind },
    });
    return storage.createDownloadUrl(storedObject(row.blob), DOWNLOAD_URL_TTL_SECONDS);
  });
}

/** Only patient-packet attachments can be deleted, and only by the provider of the work order (spec §6). */
export async function deleteAttachment(
  { db, storage }: Deps,
  auth: AuthContext,
  id: string,
  caller: AuditCaller,
) {
  const row = await db.transaction(async (tx) => {
    const found = await findReadableAttachment(tx, auth, id);
    if (found.attachment.kind !== 'patient_packet')
      throw new DomainError('forbidden', 'Only patient packet documents can be deleted');
    await deleteAttachmentAndBlob(tx, found.attachment.id, found.blob.id);
    await recordAccess(tx, caller, {
      action: 'attachment.deleted',
      subjectType: 'attachment',
      subjectId: id,
    });
    return found;
  });
  await storage.delete(row.blob.storageKey);
}

/** A local signed download link: the file with its stored type and name, or 404 once forged or expired. */
export async function readSignedDownload(
  { db, local }: { db: Database; local: LocalStorage },
  key: string,
  link: { expires: string; signature: string },
  caller: AuditCaller,
) {
  const content = await local.readSigned(key, link.expires, link.signature);
  if (!content) throw notFound('This download link has expired');
  // The link is the capability (no sign-in): the file served is audited with the address it went to.
  const blob = await db.transaction(async (tx) => {
    const found = await findBlobByStorageKey(tx, key);
    if (!found) return undefined;
    await recordAccess(tx, caller, {
      action: 'file.served',
      subjectType: 'blob',
      subjectId: found.id,
      details: { via: 'signed_link' },
    });
    return found;
  });
  if (!blob) throw notFound('This download link has expired');
  return { content, contentType: blob.contentType, disposition: contentDisposition(blob.filename) };
}
