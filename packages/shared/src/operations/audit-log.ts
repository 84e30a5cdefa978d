import { z } from 'zod';
import { OPS_PAGE_SIZE } from './lists';

/**
 * The audit log (the HIPAA activity review): who did what to which record, when. Filters combine;
 * `patient` is a patient's e-mail and finds what that patient did and every read or write of their
 * work orders and orders, including list reads that showed them.
 */
export const AUDIT_LOG_ROUTES = {
  list: '/api/ops/audit_log',
  export: '/api/ops/audit_log.csv',
} as const;

/** YYYY-MM-DD, read as a whole UTC day. */
const day = z.iso.date({ error: 'Dates look like 2026-11-24' });

export const auditLogFilterSchema = z
  .object({
    /** The acting user's e-mail. */
    actor: z.string().trim().toLowerCase().max(254).optional(),
    patient: z.string().trim().toLowerCase().max(254).optional(),
    /** The record: its type (consultation, order…) and/or its id. */
    subjectType: z.string().trim().max(60).optional(),
    subjectId: z.string().trim().max(100).optional(),
    action: z.string().trim().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/**
 * A page is read newest first after a cursor (the previous page's last row), not by offset: the
 * log grows by every request, so counting and skipping over it would slow down as it grows.
 */
export const auditLogQuerySchema = z.intersection(
  auditLogFilterSchema,
  z.object({ cursor: z.string().max(200).optional() }),
);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const AUDIT_LOG_PAGE_SIZE = OPS_PAGE_SIZE * 2;

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  sessionId: z.string().nullable(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogReplySchema = z.object({
  data: z.array(auditLogEntrySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;

export const AUDIT_CSV_COLUMNS = [
  'time',
  'actor',
  'role',
  'session',
  'action',
  'record_type',
  'record_id',
  'address',
  'details',
] as const;
