import { randomUUID } from 'node:crypto';
import {
  FAX_CONTENT_TYPES,
  FAX_INBOX_STATUSES,
  FAX_MESSAGES,
  FAX_PAGE_SIZE,
  type FaxAssignBody,
  type FaxListQuery,
  MAX_FAX_BYTES,
} from '@dme/shared/operations/faxes';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import { isWellFormedReferralCode, normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import type { InboundFaxFile } from '../../adapters/inbound-fax/port';
import { type BlobStorage, MissingStoredObjectError, type StoredObject } from '../../adapters/storage/index';
import type { Database, DbOrTx } from '../../db/client';
import type { FaxPage, InboundFaxRow } from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import { insertAttachments } from '../attachments/attachments.repo';
import { listDetails, recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { COVER_SHEET_REASONS, matchCoverSheet } from './cover-sheet-match';
import { type CoverSheetKeys, checkCoverSheetSeal, coverSheetKeysOf } from './cover-sheet-seal';
import { pagesAsPdf, prepareFile, recordBlob, storedObjectOf, storeFile } from './fax-files';
import {
  findBlobs,
  findFax,
  findFaxByExternalId,
  findWorkOrderByReferralCode,
  insertFax,
  listFaxes as listFaxRows,
  lockFax,
  updateFax,
} from './inbound-faxes.repo';
import { readQrCodes } from './qr-reader';
import { encodePng, rasterise } from './rasterise';

interface Deps {
  db: Database;
  storage: BlobStorage;
}

/** Receiving also checks cover sheet signatures, with the keys and cut-over of the settings. */
interface ReceiveDeps extends Deps {
  config: Parameters<typeof coverSheetKeysOf>[0];
}

const PREVIEW_URL_TTL_SECONDS = 5 * 60;
const FILED_PACKET: PacketType = 'fax_bundle';

export function checkFaxFile(contentType: string, byteSize: number) {
  if (!(FAX_CONTENT_TYPES as readonly string[]).includes(contentType))
    throw new DomainError('validation', FAX_MESSAGES.unsupportedType);
  if (byteSize > MAX_FAX_BYTES || byteSize === 0)
    throw new DomainError('unprocessable', FAX_MESSAGES.tooLarge, { type: 'file_too_large_error' });
}

/** Every page rasterised and searched for codes, one page in memory at a time. */
async function readPages(fax: InboundFaxFile) {
  const pngs: Buffer[] = [];
  const sizes: { width: number; height: number }[] = [];
  const codes: string[][] = [];
  for await (const page of rasterise(fax.content, fax.contentType)) {
    codes.push(await readQrCodes(page));
    pngs.push(await encodePng(page));
    sizes.push({ width: page.width, height: page.height });
  }
  return { pngs, sizes, codes };
}

/** Attaches pages to a work order as a fax bundle, the way a provider's upload is attached. */
async function fileToWorkOrder(
  tx: DbOrTx,
  storage: BlobStorage,
  {
    consultationId,
    packetType,
    pngs,
    receivedAt,
    now,
    userId,
  }: {
    consultationId: string;
    packetType: PacketType;
    pngs: Buffer[];
    receivedAt: Date;
    now: Date;
    userId: string | null;
  },
) {
  const file = await pagesAsPdf(pngs, receivedAt);
  await storeFile(storage, file);
  const blob = await recordBlob(tx, file, now);
  const [attachment] = await insertAttachments(tx, [
    {
      blobId: blob.id,
      kind: 'patient_packet',
      consultationId,
      packetType,
      createdByUserId: userId,
    },
  ]);
  if (!attachment) throw new Error('attachment insert returned nothing');
  return attachment.id;
}

/** The fax's pages and codes, or why they could not be read. */
async function readOrKeep(
  fax: InboundFaxFile,
): Promise<{ read?: Awaited<ReturnType<typeof readPages>>; failure?: string }> {
  try {
    return { read: await readPages(fax) };
  } catch (error) {
    // A file picked in the console is refused outright; one that arrived by fax is kept for a person.
    if (!(error instanceof DomainError) || fax.source === 'console_upload') throw error;
    return { failure: error.message };
  }
}

/**
 * Receives one fax from any entry point: keeps the original and a PNG per page, and files the
 * pages (less the cover sheet) to the work order its cover sheet names, fully read and its
 * signature verified, or leaves it in the console's inbox. A fax whose provider id was received
 * before is answered as it stands.
 */
export async function receiveFax(
  { db, storage, config }: ReceiveDeps,
  fax: InboundFaxFile,
  caller: AuditCaller,
  now = new Date(),
) {
  checkFaxFile(fax.contentType, fax.content.length);
  if (fax.externalId) {
    const earlier = await findFaxByExternalId(db, fax.source, fax.externalId);
    if (earlier) return earlier;
  }
  const id = randomUUID();
  const day = now.toISOString().slice(0, 10);
  const { read, failure } = await readOrKeep(fax);
  const original = prepareFile(`faxes/${day}/${id}/original`, fax.filename, fax.contentType, fax.content);
  const pageFiles = (read?.pngs ?? []).map((png, index) =>
    prepareFile(`faxes/${day}/${id}/page-${index + 1}.png`, `page-${index + 1}.png`, 'image/png', png),
  );
  for (const file of [original, ...pageFiles]) await storeFile(storage, file);

  const verdict = read ? matchCoverSheet(read.codes) : undefined;
  const workOrder =
    verdict?.kind === 'named' ? await findWorkOrderByReferralCode(db, verdict.referralCode) : undefined;

  try {
    return await db.transaction(async (tx) => {
      const row = await recordReceivedFax(tx, storage, {
        fax,
        id,
        now,
        original,
        pageFiles,
        read,
        verdict,
        workOrder,
        failure,
        keys: coverSheetKeysOf(config),
      });
      await recordAccess(tx, caller, {
        action: row.status === 'filed' ? 'fax.filed' : 'fax.received',
        subjectType: row.consultationId ? 'consultation' : 'inbound_fax',
        subjectId: row.consultationId ?? row.id,
        details: {
          fax: row.id,
          source: row.source,
          pages: row.pageCount,
          status: row.status,
          ...(row.coverSheetSignature ? { coverSheetSignature: row.coverSheetSignature } : {}),
        },
      });
      return row;
    });
  } catch (error) {
    // The same provider fax arrived twice at once: the other delivery recorded (and filed) it, and
    // this one's attachment rolled back with its transaction.
    if (!(error instanceof DuplicateFaxDelivery) || !fax.externalId) throw error;
    const earlier = await findFaxByExternalId(db, fax.source, fax.externalId);
    if (!earlier) throw error;
    return earlier;
  }
}

/**
 * A fax the provider announced but whose pages could not be fetched (no media link, an expired
 * one): kept in the console's inbox without pages, its reason saying where to get them. Once per
 * provider fax id, however often (or however concurrently) the event is delivered.
 */
export async function recordUnreceivedFax(
  db: Database,
  fax: { source: InboundFaxFile['source']; externalId: string; sender: string | null; reason: string },
  caller: AuditCaller,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await insertFax(tx, {
      source: fax.source,
      externalId: fax.externalId,
      sender: fax.sender?.slice(0, 200) ?? null,
      receivedAt: now,
      status: 'unreadable',
      reason: fax.reason,
      pageCount: 0,
      pages: [],
    });
    if (!row) return findFaxByExternalId(tx, fax.source, fax.externalId);
    await recordAccess(tx, caller, {
      action: 'fax.received',
      subjectType: 'inbound_fax',
      subjectId: row.id,
      details: { fax: row.id, source: row.source, pages: 0, status: row.status, media: 'unavailable' },
    });
    return row;
  });
}

/** Raised inside the receiving transaction when a twin delivery recorded the fax first: rolls it back. */
class DuplicateFaxDelivery extends Error {}

/** The fax's blobs, filing and row, inside the receiving transaction. */
async function recordReceivedFax(
  tx: DbOrTx,
  storage: BlobStorage,
  input: {
    fax: InboundFaxFile;
    id: string;
    now: Date;
    original: ReturnType<typeof prepareFile>;
    pageFiles: ReturnType<typeof prepareFile>[];
    read: Awaited<ReturnType<typeof readPages>> | undefined;
    verdict: ReturnType<typeof matchCoverSheet> | undefined;
    workOrder: Awaited<ReturnType<typeof findWorkOrderByReferralCode>>;
    failure: string | undefined;
    keys: CoverSheetKeys;
  },
) {
  const { fax, id, now, original, pageFiles, read, verdict, workOrder, failure, keys } = input;
  const originalBlob = await recordBlob(tx, original, now);
  const pages: FaxPage[] = [];
  for (const [index, file] of pageFiles.entries()) {
    const blob = await recordBlob(tx, file, now);
    pages.push({ blobId: blob.id, ...(read?.sizes[index] ?? { width: 0, height: 0 }) });
  }
  const base = {
    id,
    source: fax.source,
    externalId: fax.externalId ?? null,
    sender: fax.sender?.slice(0, 200) ?? null,
    receivedAt: now,
    originalBlobId: originalBlob.id,
    pageCount: pages.length,
    pages,
  };
  const outcome = await fileOrHold(tx, storage, { read, verdict, workOrder, failure, keys, now });
  const row = await insertFax(tx, { ...base, ...outcome });
  if (row) return row;
  if (fax.externalId) throw new DuplicateFaxDelivery();
  throw new Error('fax insert returned nothing');
}

/**
 * What becomes of a received fax: filed to the work order its cover sheet names (the cover pages
 * left out) when its signature verifies, or held for a person with the reason. A sheet that names
 * a work order but does not verify keeps its code as the admin's suggestion, marked by its
 * `coverSheetSignature`: the admin looks at the pages before filing them.
 */
async function fileOrHold(
  tx: DbOrTx,
  storage: BlobStorage,
  fax: {
    read: Awaited<ReturnType<typeof readPages>> | undefined;
    verdict: ReturnType<typeof matchCoverSheet> | undefined;
    workOrder: Awaited<ReturnType<typeof findWorkOrderByReferralCode>>;
    failure: string | undefined;
    keys: CoverSheetKeys;
    now: Date;
  },
) {
  const { read, verdict, workOrder, now } = fax;
  if (!read || !verdict)
    return { status: 'unreadable' as const, reason: fax.failure ?? FAX_MESSAGES.unreadableFile };
  if (verdict.kind !== 'named')
    return {
      status: verdict.kind,
      reason: verdict.reason,
      referralCode: verdict.kind === 'unmatched' ? verdict.referralCode : null,
    };
  if (!workOrder)
    return {
      status: 'unmatched' as const,
      reason: FAX_MESSAGES.unknownReferralCode,
      referralCode: verdict.referralCode,
    };
  const seal = checkCoverSheetSeal(verdict.signatures, workOrder, fax.keys, now);
  if (!seal.files)
    return {
      status: 'unmatched' as const,
      reason:
        seal.signature === 'unsigned' ? COVER_SHEET_REASONS.unsigned : COVER_SHEET_REASONS.invalidSignature,
      referralCode: verdict.referralCode,
      coverSheetPage: verdict.coverSheetPages[0] ?? null,
      coverSheetSignature: seal.signature,
    };
  const coverPages = new Set(verdict.coverSheetPages);
  const documentPngs = read.pngs.filter((_, index) => !coverPages.has(index + 1));
  const attachmentId = await fileToWorkOrder(tx, storage, {
    consultationId: workOrder.id,
    packetType: FILED_PACKET,
    pngs: documentPngs.length ? documentPngs : read.pngs,
    receivedAt: now,
    now,
    userId: null,
  });
  return {
    status: 'filed' as const,
    referralCode: workOrder.referralCode,
    consultationId: workOrder.id,
    packetType: FILED_PACKET,
    coverSheetPage: verdict.coverSheetPages[0] ?? null,
    coverSheetSignature: seal.signature,
    attachmentId,
    filedAt: now,
  };
}

export const faxSummaryOf = (row: InboundFaxRow) => ({
  id: row.id,
  receivedAt: row.receivedAt.toISOString(),
  source: row.source,
  sender: row.sender,
  pageCount: row.pageCount,
  status: row.status,
  reason: row.reason,
  referralCode: row.referralCode,
  workOrderUuid: row.consultationId,
  packetType: row.packetType,
  coverSheetPage: row.coverSheetPage,
  coverSheetSignature: row.coverSheetSignature,
  filedAt: row.filedAt?.toISOString() ?? null,
});

export async function listFaxes(db: Database, query: FaxListQuery, caller: AuditCaller) {
  const page = query.page ?? 1;
  return db.transaction(async (tx) => {
    const { rows, total } = await listFaxRows(tx, { status: query.status, query: query.query, page });
    await recordAccess(tx, caller, {
      action: 'fax.listed',
      subjectType: 'inbound_fax',
      details: listDetails(
        rows.map((row) => row.id),
        { page, total },
      ),
    });
    return { data: rows.map(faxSummaryOf), meta: { total, page, perPage: FAX_PAGE_SIZE } };
  });
}

export async function getFax({ db, storage }: Deps, id: string, caller: AuditCaller) {
  return db.transaction(async (tx) => {
    const row = await findFax(tx, id);
    if (!row) throw notFound(FAX_MESSAGES.notFound);
    const blobs = new Map(
      (
        await findBlobs(
          tx,
          row.pages.map((page) => page.blobId),
        )
      ).map((blob) => [blob.id, blob]),
    );
    const pages = [];
    for (const [index, page] of row.pages.entries()) {
      const blob = blobs.get(page.blobId);
      if (!blob) continue;
      const previewUrl = await storage.createDownloadUrl(storedObjectOf(blob), PREVIEW_URL_TTL_SECONDS);
      pages.push({ number: index + 1, previewUrl, width: page.width, height: page.height });
    }
    await recordAccess(tx, caller, { action: 'fax.viewed', subjectType: 'inbound_fax', subjectId: row.id });
    return { ...faxSummaryOf(row), pages };
  });
}

/** An inbox fax, locked for the admin's action; anything else is refused. */
async function inboxFax(tx: DbOrTx, id: string) {
  const row = await lockFax(tx, id);
  if (!row) throw notFound(FAX_MESSAGES.notFound);
  if (!(FAX_INBOX_STATUSES as readonly string[]).includes(row.status))
    throw new DomainError('conflict', FAX_MESSAGES.notInInbox);
  return row;
}

/** An admin files an inbox fax to the work order of the referral code they typed. */
export async function assignFax(
  { db, storage }: Deps,
  id: string,
  body: FaxAssignBody,
  caller: AuditCaller & { userId: string },
  now = new Date(),
) {
  const referralCode = normalizeReferralCode(body.referralCode);
  if (!isWellFormedReferralCode(referralCode))
    throw new DomainError('validation', FAX_MESSAGES.unknownReferralCode);
  return db.transaction(async (tx) => {
    const row = await inboxFax(tx, id);
    if (!row.pageCount) throw new DomainError('unprocessable', FAX_MESSAGES.noPages);
    const workOrder = await findWorkOrderByReferralCode(tx, referralCode);
    if (!workOrder) throw new DomainError('unprocessable', FAX_MESSAGES.unknownReferralCode);
    const blobs = new Map(
      (
        await findBlobs(
          tx,
          row.pages.map((page) => page.blobId),
        )
      ).map((blob) => [blob.id, blob]),
    );
    const pngs: Buffer[] = [];
    for (const page of row.pages) {
      const blob = blobs.get(page.blobId);
      if (blob) pngs.push(await storedPage(storage, storedObjectOf(blob)));
    }
    const packetType = body.packetType ?? FILED_PACKET;
    const attachmentId = await fileToWorkOrder(tx, storage, {
      consultationId: workOrder.id,
      packetType,
      pngs,
      receivedAt: row.receivedAt,
      now,
      userId: caller.userId,
    });
    const updated = await updateFax(tx, id, {
      status: 'filed',
      reason: null,
      referralCode: workOrder.referralCode,
      consultationId: workOrder.id,
      packetType,
      attachmentId,
      filedAt: now,
      filedByUserId: caller.userId,
    });
    await recordAccess(tx, caller, {
      action: 'fax.assigned',
      subjectType: 'consultation',
      subjectId: workOrder.id,
      details: { fax: id, packetType, attachment: attachmentId },
    });
    if (!updated) throw notFound(FAX_MESSAGES.notFound);
    return faxSummaryOf(updated);
  });
}

export async function discardFax(db: Database, id: string, caller: AuditCaller) {
  return db.transaction(async (tx) => {
    await inboxFax(tx, id);
    const updated = await updateFax(tx, id, { status: 'discarded' });
    await recordAccess(tx, caller, { action: 'fax.discarded', subjectType: 'inbound_fax', subjectId: id });
    if (!updated) throw notFound(FAX_MESSAGES.notFound);
    return faxSummaryOf(updated);
  });
}

/** A page's stored image; a page whose file is gone is the admin's to hear about, not a crash. */
async function storedPage(storage: BlobStorage, object: StoredObject) {
  try {
    return await storage.get(object);
  } catch (error) {
    if (error instanceof MissingStoredObjectError)
      throw new DomainError('unprocessable', FAX_MESSAGES.pageMissing);
    throw error;
  }
}
