import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { consultations } from './work-orders';

/** A stored file. It is uploaded straight to storage, and only becomes visible through an attachment. */
export const blobs = pgTable('blobs', {
  id: id(),
  /** The capability the browser holds between upload and linking (spec: blobSignedId). */
  signedIdHash: text('signed_id_hash').notNull().unique(),
  uploadTokenHash: text('upload_token_hash').unique(),
  storageKey: text('storage_key').notNull().unique(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  checksum: text('checksum').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }).notNull(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Anonymous patients upload insurance cards and prescriptions from their session. */
  createdBySessionId: uuid('created_by_session_id'),
  createdAt: createdAt(),
});

export const ATTACHMENT_KINDS = ['patient_packet', 'insurance_card', 'usage_data', 'payer_response'] as const;

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    blobId: uuid('blob_id')
      .notNull()
      .unique()
      .references(() => blobs.id),
    kind: text('kind', { enum: ATTACHMENT_KINDS }).notNull(),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    packetType: text('packet_type'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    insuranceStatusId: uuid('insurance_status_id'),
    fulfillmentId: uuid('fulfillment_id'),
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
  },
  (table) => [index('attachments_consultation_idx').on(table.consultationId, table.kind)],
);
