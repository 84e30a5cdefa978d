import { z } from 'zod';
import { COMPLIANCE_STATES } from './rule';

/**
 * Usage files the usage-data upload takes besides documents (issue 15 §1), by file extension: a
 * ResMed STR.edf (EDF has no registered media type) and a CSV of date and hours used.
 */
export const USAGE_FILE_TYPES = { edf: 'application/x-edf', csv: 'text/csv' } as const;
export const USAGE_CONTENT_TYPES = Object.values(USAGE_FILE_TYPES);
/** Years of nightly summaries are well under 1 MB; anything larger is not such a file. */
export const MAX_USAGE_FILE_BYTES = 5 * 1024 * 1024;

/** The `type` of a refused usage file's reply: the upload shows its text (what is wrong with the file). */
export const USAGE_FILE_ERROR_TYPE = 'usage_file_error';

export const USAGE_FILE_MESSAGES = {
  tooLarge: `A usage file can be at most ${MAX_USAGE_FILE_BYTES / 1024 / 1024} MB.`,
  unreadable: 'This usage file could not be read',
} as const;

export const COMPLIANCE_LABELS: Record<(typeof COMPLIANCE_STATES)[number], string> = {
  compliant: 'Compliant',
  on_track: 'On track',
  at_risk: 'At risk',
  not_compliant: 'Not compliant',
  no_data: 'No usage yet',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const usageNightSchema = z.object({
  date: isoDate,
  minutes: z.number().int(),
  ahi: z.number().nullable(),
  leak95: z.number().nullable(),
});
export type UsageNightView = z.infer<typeof usageNightSchema>;

/** One fulfillment's usage and its compliance, as the card shows it. */
export const complianceReportSchema = z.object({
  fulfillmentConfirmationNumber: z.string(),
  state: z.enum(COMPLIANCE_STATES),
  periodStart: isoDate,
  periodEnd: isoDate,
  reportedThrough: isoDate.nullable(),
  bestWindow: z
    .object({ start: isoDate, end: isoDate, nightsUsed: z.number().int(), percent: z.number() })
    .nullable(),
  compliantOn: isoDate.nullable(),
  earliestCompliantDate: isoDate.nullable(),
  daysLeft: z.number().int(),
  reevaluation: z.object({ from: isoDate, to: isoDate, isDue: z.boolean() }),
  averageAhi: z.number().nullable(),
  averageLeak95: z.number().nullable(),
  /** The first 90 nights from the period's start that the data covers. */
  nights: z.array(usageNightSchema),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

/** GET /api/consultations/:id/compliance and GET /api/fulfillments/:id/compliance */
export const complianceReplySchema = z.object({ data: z.array(complianceReportSchema) });
export type ComplianceReply = z.infer<typeof complianceReplySchema>;

/** The dashboard's filter (an additive query parameter of GET /api/consultations). */
export const COMPLIANCE_FILTERS = ['compliant', 'on_track', 'at_risk', 'not_compliant'] as const;
export const complianceFilterSchema = z.enum(COMPLIANCE_FILTERS, { error: 'Invalid compliance filter' });
export type ComplianceFilter = z.infer<typeof complianceFilterSchema>;
