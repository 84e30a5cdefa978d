import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { attachments, blobs, consultations, fulfillments, orders } from '../../db/schema/index';
import { sha256 } from '../../lib/secure-token';

export type BlobRow = typeof blobs.$inferSelect;

export async function insertBlob(db: DbOrTx, values: typeof blobs.$inferInsert) {
  const [blob] = await db.insert(blobs).values(values).returning();
  if (!blob) throw new Error('blob insert returned nothing');
  return blob;
}

export async function findBlobByUploadToken(db: DbOrTx, token: string) {
  const [blob] = await db
    .select()
    .from(blobs)
    .where(eq(blobs.uploadTokenHash, sha256(token)))
    .limit(1);
  return blob;
}

export async function findBlobByStorageKey(db: DbOrTx, key: string) {
  const [blob] = await db.select().from(blobs).where(eq(blobs.storageKey, key)).limit(1);
  return blob;
}

export const markBlobUploaded = (db: DbOrTx, id: string, now: Date) =>
  db.update(blobs).set({ uploadedAt: now, uploadTokenHash: null }).where(eq(blobs.id, id));

/** Who uploads: a signed-in provider or supplier, or an anonymous patient session. */
export type Uploader = { userId: string; sessionId?: undefined } | { sessionId: string; userId?: undefined };

/** The caller's own blobs that are not attached to anything yet. */
export function findUnattachedBlobs(db: DbOrTx, uploader: Uploader, signedIds: string[]) {
  const owner = uploader.userId
    ? eq(blobs.createdByUserId, uploader.userId)
    : eq(blobs.createdBySessionId, uploader.sessionId ?? '');
  return db
    .select({ blob: blobs })
    .from(blobs)
    .leftJoin(attachments, eq(attachments.blobId, blobs.id))
    .where(and(inArray(blobs.signedIdHash, signedIds.map(sha256)), owner, isNull(attachments.id)));
}

export function insertAttachments(db: DbOrTx, rows: (typeof attachments.$inferInsert)[]) {
  return db.insert(attachments).values(rows).returning({ id: attachments.id, blobId: attachments.blobId });
}

/** An attachment with its blob, the provider of its work order and, for usage data, the supplier. */
export async function findAttachment(db: DbOrTx, id: string) {
  const orderWorkOrder = alias(consultations, 'order_work_order');
  const [row] = await db
    .select({
      attachment: attachments,
      blob: blobs,
      providerId: sql<string | null>`coalesce(${consultations.providerId}, ${orderWorkOrder.providerId})`,
      supplierId: fulfillments.supplierId,
    })
    .from(attachments)
    .innerJoin(blobs, eq(blobs.id, attachments.blobId))
    .leftJoin(consultations, eq(consultations.id, attachments.consultationId))
    .leftJoin(fulfillments, eq(fulfillments.id, attachments.fulfillmentId))
    .leftJoin(orders, eq(orders.id, fulfillments.orderId))
    .leftJoin(orderWorkOrder, eq(orderWorkOrder.id, orders.consultationId))
    .where(eq(attachments.id, id))
    .limit(1);
  return row;
}

export async function deleteAttachmentAndBlob(db: DbOrTx, attachmentId: string, blobId: string) {
  await db.delete(attachments).where(eq(attachments.id, attachmentId));
  await db.delete(blobs).where(eq(blobs.id, blobId));
}
