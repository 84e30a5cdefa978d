import { z } from 'zod';
import { PACKET_TYPES } from '../work-orders/packet-types';

/**
 * The operations console's fax inbox (issue 16 §1): faxes that came back, whether each was filed
 * to a work order by its cover sheet, and the admin's assign and discard actions. Admin only.
 */
export const FAX_ROUTES = {
  list: '/api/ops/faxes',
  upload: '/api/ops/faxes',
  detail: '/api/ops/faxes/:id',
  assign: '/api/ops/faxes/:id/assign',
  discard: '/api/ops/faxes/:id/discard',
} as const;

/** How a fax reached us: the fax provider's webhook, the fax e-mail address, the drop folder or the console. */
export const FAX_SOURCES = ['fax_provider', 'email', 'drop_folder', 'console_upload'] as const;
export type FaxSource = (typeof FAX_SOURCES)[number];

/**
 * filed: attached to a work order (by its cover sheet or by an admin); unmatched: a cover sheet
 * was read but names no work order it may be filed to; unreadable: no cover sheet could be read
 * (or the file itself could not be); discarded: an admin set it aside.
 */
export const FAX_STATUSES = ['filed', 'unmatched', 'unreadable', 'discarded'] as const;
export type FaxStatus = (typeof FAX_STATUSES)[number];
/** The inbox: what still waits for an admin. */
export const FAX_INBOX_STATUSES = ['unmatched', 'unreadable'] as const satisfies readonly FaxStatus[];

/**
 * What the cover sheet's signature said (issue 45): verified, an HMAC by this install's key over the
 * referral code and the work order it names; unsigned, a sheet printed before sheets were signed
 * (or drawn by anyone from a known code); invalid, a signature that does not verify: forged or
 * altered. Null when no complete cover sheet of a known work order was read.
 */
export const COVER_SHEET_SIGNATURES = ['verified', 'unsigned', 'invalid'] as const;
export type CoverSheetSignature = (typeof COVER_SHEET_SIGNATURES)[number];

export const FAX_PAGE_SIZE = 25;
/** Content types a fax may arrive as (webhook, e-mail attachment, drop folder, console upload). */
export const FAX_CONTENT_TYPES = ['application/pdf', 'image/tiff', 'image/jpeg', 'image/png'] as const;
export const MAX_FAX_BYTES = 20 * 1024 * 1024;
export const MAX_FAX_PAGES = 50;

/** GET /api/ops/faxes: newest first; `query` matches a referral code (dash optional) or the sender. */
export const faxListQuerySchema = z.object({
  status: z.enum([...FAX_STATUSES, 'inbox']).optional(),
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type FaxListQuery = z.infer<typeof faxListQuerySchema>;

export const faxSummarySchema = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  source: z.enum(FAX_SOURCES),
  /** The sending fax number or e-mail address, when the entry point tells it. */
  sender: z.string().nullable(),
  pageCount: z.number().int(),
  status: z.enum(FAX_STATUSES),
  /** Why it waits in the inbox (for unmatched and unreadable faxes). */
  reason: z.string().nullable(),
  /** The work order it was filed to, or the one its cover sheet named when that could not be filed. */
  referralCode: z.string().nullable(),
  workOrderUuid: z.uuid().nullable(),
  packetType: z.enum(PACKET_TYPES).nullable(),
  /** Which page (1-based) the cover sheet was found on. */
  coverSheetPage: z.number().int().nullable(),
  coverSheetSignature: z.enum(COVER_SHEET_SIGNATURES).nullable(),
  filedAt: z.string().nullable(),
});
export type FaxSummary = z.infer<typeof faxSummarySchema>;

export const faxListReplySchema = z.object({
  data: z.array(faxSummarySchema),
  meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
});
export type FaxListReply = z.infer<typeof faxListReplySchema>;

/** GET /api/ops/faxes/:id: the fax with a short-lived PNG preview link per page (plain `<img src>`). */
export const faxDetailReplySchema = faxSummarySchema.extend({
  pages: z.array(
    z.object({ number: z.number().int(), previewUrl: z.string(), width: z.number(), height: z.number() }),
  ),
});
export type FaxDetailReply = z.infer<typeof faxDetailReplySchema>;

export const faxIdParamsSchema = z.object({ id: z.uuid({ error: 'Fax not found' }) });

/** POST /api/ops/faxes/:id/assign: files the fax to the work order of that referral code. */
export const faxAssignBodySchema = z.object({
  referralCode: z.string().trim().min(1, 'Referral code is required').max(20),
  /** The packet the pages are filed as; a fax bundle when not said. */
  packetType: z.enum(PACKET_TYPES).optional(),
});
export type FaxAssignBody = z.infer<typeof faxAssignBodySchema>;

/**
 * POST /api/ops/faxes: the console's upload. The body is the file itself (raw bytes) with its
 * Content-Type one of FAX_CONTENT_TYPES and an optional `x-filename` header; the reply is the fax
 * as filed or as it waits in the inbox. POST /api/ops/faxes/:id/discard takes no body.
 */
export const faxReplySchema = faxSummarySchema;

export const FAX_MESSAGES = {
  notFound: 'Fax not found',
  notInInbox: 'This fax is no longer in the inbox',
  noPages: 'This fax has no readable pages to file',
  pageMissing: 'A page of this fax is no longer stored. Discard it and ask the sender to fax it again.',
  unknownReferralCode: 'No work order has this referral code',
  unsupportedType: 'A fax must be a PDF, TIFF, JPEG or PNG file',
  tooLarge: `The fax is too large. The largest fax we accept is ${MAX_FAX_BYTES / 1024 / 1024} MB.`,
  tooManyPages: `The fax has more than ${MAX_FAX_PAGES} pages`,
  unreadableFile: 'The file could not be read as a fax',
} as const;
