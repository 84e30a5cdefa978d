import { z } from 'zod';
import { opsListQueryFields, opsPageSchema } from './lists';

/**
 * What patients and visitors asked the company for: help-widget support requests and the insurance
 * "We're On It" contact requests, in one queue the support desk works through.
 */
export const REQUEST_ROUTES = {
  list: '/api/ops/requests',
  update: '/api/ops/requests/:kind/:id',
} as const;

export const REQUEST_KINDS = ['support', 'insurance'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATES = ['open', 'closed'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const requestListQuerySchema = z.object({
  ...opsListQueryFields,
  kind: z.enum(REQUEST_KINDS).optional(),
  state: z.enum(REQUEST_STATES).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const opsRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REQUEST_KINDS),
  state: z.enum(REQUEST_STATES),
  /** The sender's name (support) or nothing (insurance requests carry no name field). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Support: the subject; insurance: the carrier the patient named. */
  subject: z.string().nullable(),
  /** Every other field the patient filled in, labelled, in the order they were sent. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type OpsRequest = z.infer<typeof opsRequestSchema>;

export const requestListReplySchema = opsPageSchema(opsRequestSchema);
export type RequestListReply = z.infer<typeof requestListReplySchema>;

export const requestParamsSchema = z.object({
  kind: z.enum(REQUEST_KINDS, { error: 'Unknown request kind' }),
  id: z.uuid({ error: 'Request not found' }),
});

/** PUT /api/ops/requests/:kind/:id: close it when handled, reopen it when not. */
export const requestUpdateSchema = z.object({
  state: z.enum(REQUEST_STATES, { error: 'State must be open or closed' }),
});
export type RequestUpdate = z.infer<typeof requestUpdateSchema>;

export const REQUEST_MESSAGES = { notFound: 'Request not found' } as const;
