import { z } from 'zod';
import { PRIOR_AUTH_STATUSES } from '../work-orders/display-status';
import { priorAuthDeadlineSchema } from '../work-orders/prior-auth-deadlines';
import { opsListQueryFields, opsPageSchema } from './lists';

export const PRIOR_AUTH_ROUTES = {
  list: '/api/ops/prior_auths',
  update: '/api/ops/prior_auths/:id',
} as const;

/** GET /api/ops/prior_auths: every work order's prior auth, newest first; `query` is a referral code or a patient's name. */
export const priorAuthListQuerySchema = z.object({
  ...opsListQueryFields,
  status: z.enum(PRIOR_AUTH_STATUSES, { error: 'Unknown prior authorization status' }).optional(),
});
export type PriorAuthListQuery = z.infer<typeof priorAuthListQuerySchema>;

export const priorAuthRowSchema = z.object({
  /** The work order's id. */
  id: z.uuid(),
  referralCode: z.string(),
  patientName: z.string().nullable(),
  providerName: z.string().nullable(),
  verticalName: z.string(),
  status: z.enum(PRIOR_AUTH_STATUSES),
  displayStatus: z.string(),
  orderedAt: z.string(),
  /** When the payer was last asked (the dashboard's refresh), if ever. */
  checkedAt: z.string().nullable(),
  /** The payer's decision deadline (CMS-0057-F), as the provider's dashboard shows it. */
  deadline: priorAuthDeadlineSchema,
  payerResponse: z.object({ id: z.uuid(), filename: z.string() }).nullable(),
});
export type PriorAuthRow = z.infer<typeof priorAuthRowSchema>;

export const priorAuthListReplySchema = opsPageSchema(priorAuthRowSchema);
export type PriorAuthListReply = z.infer<typeof priorAuthListReplySchema>;

/**
 * PUT /api/ops/prior_auths/:id: the status, with the payer's response uploaded first (presigned) if
 * there is one. `expedited` is read on the first move to Submitted, as the supplier's call reads it.
 */
export const priorAuthUpdateSchema = z.object({
  status: z.enum(PRIOR_AUTH_STATUSES, { error: 'Unknown prior authorization status' }),
  blobSignedId: z.string().max(200).nullable().optional(),
  expedited: z.boolean().optional(),
});
export type PriorAuthUpdate = z.infer<typeof priorAuthUpdateSchema>;

export const PRIOR_AUTH_MESSAGES = { notFound: 'Work order not found' } as const;
