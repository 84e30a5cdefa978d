import { COVER_SHEET_SIGNATURES, FAX_SOURCES, FAX_STATUSES } from '@dme/shared/operations/faxes';
import { PACKET_TYPES } from '@dme/shared/work-orders/packet-types';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { attachments, blobs } from './attachments';
import { createdAt, id } from './columns';
import { consultations } from './work-orders';

/** One rasterised page of a fax, kept as a PNG blob for the console's preview. */
export interface FaxPage {
  blobId: string;
  width: number;
  height: number;
}

/** A fax that came back (migration 0016): filed to a work order by its cover sheet, or in the inbox. */
export const inboundFaxes = pgTable(
  'inbound_faxes',
  {
    id: id(),
    source: text('source', { enum: FAX_SOURCES }).notNull(),
    externalId: text('external_id'),
    sender: text('sender'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    originalBlobId: uuid('original_blob_id').references(() => blobs.id),
    pageCount: integer('page_count').notNull().default(0),
    pages: jsonb('pages').$type<FaxPage[]>().notNull().default([]),
    status: text('status', { enum: FAX_STATUSES }).notNull(),
    reason: text('reason'),
    referralCode: text('referral_code'),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    packetType: text('packet_type', { enum: PACKET_TYPES }),
    coverSheetPage: integer('cover_sheet_page'),
    coverSheetSignature: text('cover_sheet_signature', { enum: COVER_SHEET_SIGNATURES }),
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    filedByUserId: uuid('filed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inbound_faxes_external_idx')
      .on(table.source, table.externalId)
      .where(sql`${table.externalId} IS NOT NULL`),
    index('inbound_faxes_status_received_idx').on(table.status, table.receivedAt.desc()),
    index('inbound_faxes_received_idx').on(table.receivedAt.desc()),
  ],
);
export type InboundFaxRow = typeof inboundFaxes.$inferSelect;
