import { z } from 'zod';
import { attachmentSchema } from '../attachments/api';
import { storedCoverageVerdictSchema } from '../work-orders/api';
import { PRIOR_AUTH_STATUSES } from '../work-orders/display-status';
import { priorAuthDeadlineSchema } from '../work-orders/prior-auth-deadlines';

export const USAGE_DATA_STATUSES = [
  'ineligible_for_request',
  'unrequested',
  'requested',
  'uploaded',
] as const;

export const TRACKING_MESSAGES = {
  urlRequired: 'Tracking Number Link is required',
  urlInvalid: 'Invalid URL Format',
  selectItem: 'Select at least one item to ship',
  added: 'Tracking link added',
  invalidLink: 'Invalid fulfillment link',
  alreadyShipped: 'These items have already been shipped.',
  linkUsed: 'This tracking link has already recorded a shipment. Sign in as the supplier to record another.',
} as const;

/**
 * How the caller holds a fulfillment: signed in as its supplier or as the work order's provider, or
 * through the supplier's e-mailed tracking link: one that may record the next shipment, or one that
 * already has (it still shows the items, read-only).
 */
export const FULFILLMENT_VIEWERS = ['supplier', 'provider', 'tracking_link', 'used_tracking_link'] as const;
export type FulfillmentViewer = (typeof FULFILLMENT_VIEWERS)[number];

/** The signed `access` value of a tracking link (GET ?access=…, POST body `access`). */
const trackingAccessSchema = z.string().trim().min(1).max(200);
export const trackingAccessQuerySchema = z.object({ access: trackingAccessSchema.optional() });

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The Order Tracking Form (spec §5 "Tracking form"); false entries are dropped before sending. */
export const trackingFormSchema = (hasUnshipped: boolean) =>
  z.object({
    trackingUrl: z
      .string()
      .trim()
      .min(1, TRACKING_MESSAGES.urlRequired)
      .max(2000)
      .refine(isHttpUrl, TRACKING_MESSAGES.urlInvalid),
    shipmentsCartItems: z
      .array(z.string())
      .refine((items) => !hasUnshipped || items.length > 0, TRACKING_MESSAGES.selectItem),
  });

/** POST /api/shipments */
export const createShipmentBodySchema = z.object({
  trackingUrl: z
    .string()
    .trim()
    .min(1, TRACKING_MESSAGES.urlRequired)
    .max(2000)
    .refine(isHttpUrl, TRACKING_MESSAGES.urlInvalid),
  shipmentsCartItems: z.array(z.uuid()).min(1, TRACKING_MESSAGES.selectItem).max(100),
  fulfillmentConfirmationNumber: z.string().trim().min(1).max(40),
  /** The e-mailed link's token; not needed by the fulfillment's supplier signed in. */
  access: trackingAccessSchema.optional(),
});
export const createShipmentReplySchema = z.object({
  fulfillmentConfirmationNumber: z.string(),
  /**
   * Recorded through a tracking link with items left to ship: the link's next token, for the success
   * page's Submit Another (the one just used records nothing more). Null otherwise.
   */
  access: z.string().nullable(),
});

const shipmentsCartItemSchema = z.object({
  uuid: z.string(),
  status: z.enum(['unshipped', 'shipped']),
  cartItem: z.object({ quantity: z.number(), productVariant: z.object({ productTitle: z.string() }) }),
});

/**
 * GET /api/fulfillments/{number}. Through the e-mailed link (number and signed token) its holder
 * sees item titles and shipping state only (DESIGN §5); the signed-in supplier also sees the patient.
 */
export const fulfillmentSchema = z.object({
  fulfillmentConfirmationNumber: z.string(),
  viewer: z.enum(FULFILLMENT_VIEWERS),
  createdAt: z.string(),
  orderShipmentUrl: z.string(),
  patientName: z.string().nullable(),
  usageDataStatus: z.enum(USAGE_DATA_STATUSES),
  usageDataDocuments: z.array(attachmentSchema),
  requestType: z.string(),
  supplier: z.object({ uuid: z.string(), name: z.string(), email: z.string() }),
  consultationUuid: z.string().nullable(),
  priorAuthStatus: z.string().nullable(),
  /** When the payer's prior-auth decision is due (CMS-0057-F), full view only. */
  priorAuthDeadline: priorAuthDeadlineSchema.nullable(),
  /** The work order's stored coverage verdict, for the supplier to see before shipping (full view only). */
  coverageVerdict: storedCoverageVerdictSchema.nullable(),
  shipmentsCartItems: z.array(shipmentsCartItemSchema),
  shipments: z.array(
    z.object({
      uuid: z.string(),
      trackingUrl: z.string(),
      createdAt: z.string(),
      deliveredAt: z.string().nullable(),
    }),
  ),
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

/**
 * PUT /api/fulfillments/{number}/prior_auth (supplier). `expedited` is read on the first move to
 * Submitted: the request asks the payer for an expedited decision (72 hours instead of 7 days).
 */
export const supplierPriorAuthBodySchema = z.object({
  priorAuthStatus: z.enum(PRIOR_AUTH_STATUSES),
  blobSignedId: z.string().max(200).nullish(),
  expedited: z.boolean().optional(),
});

/** PUT /api/fulfillments/{number}: the provider requests usage data. */
export const updateFulfillmentBodySchema = z.object({
  fulfillment: z.object({ usageDataStatus: z.literal('requested') }),
});

/** POST /api/attachments/create_usage_data */
export const createUsageDataBodySchema = z.object({
  blobSignedIds: z.array(z.string().max(200)).min(1).max(20),
  fulfillmentConfirmationNumber: z.string().max(40),
});
