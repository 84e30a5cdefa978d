import { z } from 'zod';
import { attachmentSchema } from '../attachments/api';
import { complianceFilterSchema } from '../compliance/api';
import { storedLineEvidenceSchema } from '../coverage/evidence';
import { COVERAGE_STATUSES, coverageVerdictSchema } from '../coverage/verdict';
import { PACKET_TYPES } from './packet-types';
import { priorAuthDeadlineSchema } from './prior-auth-deadlines';
import { WORK_ORDER_SEARCH_MAX_LENGTH } from './search';

export const WORK_ORDER_SORT_FIELDS = ['patient', 'date', 'status', 'prior_auth_status'] as const;
export const WORK_ORDER_PAGE_SIZE = 25;

/** GET /api/consultations: search text of spec §5, one sort column, pages of 25. */
export const workOrderListQuerySchema = z.object({
  query: z.string().max(WORK_ORDER_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(WORK_ORDER_SORT_FIELDS).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'Invalid direction' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Only the work orders of this coverage verdict, e.g. `does_not_meet` ("will not qualify"). */
  coverage: z.enum(COVERAGE_STATUSES, { error: 'Invalid coverage filter' }).optional(),
  /** Only the work orders with a fulfillment in this CPAP compliance state, e.g. `at_risk`. */
  compliance: complianceFilterSchema.optional(),
  checkPriorAuthStatuses: z.enum(['true', 'false']).optional(),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;

export const patientPacketTypeSchema = z.object({
  name: z.string(),
  type: z.enum(PACKET_TYPES),
  required: z.boolean(),
  uploadEnabled: z.boolean(),
  uploaded: z.boolean(),
});

/**
 * The coverage verdict stored with a work order when it was written, under the rule version it
 * names; never recomputed on read. Null for a work order written before coverage checks.
 */
export const storedCoverageVerdictSchema = coverageVerdictSchema.extend({ evaluatedAt: z.string() });
export type StoredCoverageVerdict = z.infer<typeof storedCoverageVerdictSchema>;

export const patientPacketSchema = z.object({ packetType: z.enum(PACKET_TYPES), packet: attachmentSchema });

/** One dashboard row (spec §3 "Consultation / work order"). */
export const workOrderSummarySchema = z.object({
  uuid: z.string(),
  referralCode: z.string(),
  patientName: z.string().nullable(),
  patientPrimaryContact: z.string().nullable(),
  patientDob: z.string().nullable(),
  createdAt: z.string(),
  displayStatus: z.string(),
  priorAuthStatus: z.string(),
  priorAuthPayerResponse: attachmentSchema.nullable(),
  /** When the payer's decision on the prior auth is due (CMS-0057-F), as of the reply. */
  priorAuthDeadline: priorAuthDeadlineSchema,
  productVerticalName: z.string(),
  inboundLead: z.boolean(),
  coverageVerdict: storedCoverageVerdictSchema.nullable(),
  hasPrescription: z.boolean(),
  patientPacketTypes: z.array(patientPacketTypeSchema),
  patientPackets: z.array(patientPacketSchema),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

export const workOrderListReplySchema = z.object({
  data: z.array(workOrderSummarySchema),
  meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
});
export type WorkOrderListReply = z.infer<typeof workOrderListReplySchema>;

export const consultationHcpcsLineSchema = z.object({
  hcpcsCode: z.object({
    code: z.string(),
    alias: z.string(),
    productCategory: z.object({ name: z.string() }),
  }),
  lengthOfNeed: z.number().nullable(),
  pressureSetting: z.number().nullable(),
  po2Percent: z.number().nullable(),
  arterialSaturationPercent: z.number().nullable(),
  icd10S: z.array(z.object({ code: z.string(), description: z.string() })),
  /**
   * What the coverage rules read for this line (sleep study, oxygen test, due date), as written;
   * absent for a line without any (a supply, an order from an older client).
   */
  evidence: storedLineEvidenceSchema.optional(),
});

/** GET /api/consultations/{id}: the work order page, with where to fax documents. */
export const workOrderDetailSchema = workOrderSummarySchema.extend({
  patientEmail: z.string().nullable(),
  patientPhone: z.string().nullable(),
  patientAddress: z
    .object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() })
    .nullable(),
  insurancePayer: z.string().nullable(),
  insuranceMemberId: z.string().nullable(),
  /** The EHR the order came from (a SMART launch, issue 49), or null for an order typed here. */
  fromEhr: z.object({ name: z.string() }).nullable(),
  providerSignature: z.string(),
  providerSignatureDate: z.string(),
  providerAttestation: z.boolean(),
  phoneAssistanceRequired: z.boolean(),
  bestTimeToCall: z.string().nullable(),
  eligibleForMachine: z.boolean().nullable(),
  consultationHcpcsCodes: z.array(consultationHcpcsLineSchema),
  provider: z.object({
    uuid: z.string(),
    formalFullName: z.string(),
    npi: z.string(),
    pecos: z.boolean(),
    isTestAccount: z.boolean(),
  }),
  fax: z.object({ number: z.string(), email: z.string() }),
  /**
   * The texts of the cover sheet's two referral-code QR codes (plain and formatted), each carrying
   * the signature that lets the returned fax file itself to this work order (issue 45).
   */
  coverSheetCodes: z.object({ referralCode: z.string(), formattedReferralCode: z.string() }),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

export const newWorkOrderReplySchema = z.object({ referralCode: z.string() });
export const createWorkOrderReplySchema = z.object({ uuid: z.string() });
export const WORK_ORDER_ERRORS = {
  invalidId: 'Invalid work order id',
  ehrLaunchUsed:
    'This EHR launch has expired or was already used for a work order. Open Carelane again from the patient’s chart.',
  referralCodeTaken: 'This referral code has already been used. Please reload the form to get a new one.',
} as const;
