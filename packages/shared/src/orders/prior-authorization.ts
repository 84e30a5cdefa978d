import { z } from 'zod';
import {
  isCms0057fPayer,
  type PriorAuthDeadlineFacts,
  priorAuthDeadline,
} from '../work-orders/prior-auth-deadlines';

/**
 * Where an order placed with a plan that requires prior authorisation stands with that plan
 * (issue 48 item 3, decision 0118): nothing ships until the plan approves.
 */
export const ORDER_PRIOR_AUTH_STATES = ['awaiting_approval', 'approved', 'not_approved'] as const;
export type OrderPriorAuthState = (typeof ORDER_PRIOR_AUTH_STATES)[number];

export const orderPriorAuthorizationSchema = z.object({
  state: z.enum(ORDER_PRIOR_AUTH_STATES),
  /** ISO instant the plan's decision is due (CMS-0057-F), once the request has reached it. */
  decisionDueAt: z.string().nullable(),
  /**
   * The plan is one CMS-0057-F gives a deadline: 7 calendar days from receiving the request
   * (72 hours when expedited). Said before the request has reached it, when there is no date yet.
   */
  hasFederalDeadline: z.boolean(),
});
export type OrderPriorAuthorization = z.infer<typeof orderPriorAuthorizationSchema>;

export interface OrderPriorAuthFacts {
  /** The eligibility status the order was placed with (null: no insurance). */
  insuranceStatus: string | null;
  /** The `carrier_type` of that plan. */
  planType: string | null;
  /** The prior authorisation of the order's work order (null: the order has none to track it on). */
  workOrder: PriorAuthDeadlineFacts | null;
}

const APPROVED = new Set(['Approved', 'Not Required']);
/** Rejected by the payer, or the request withdrawn: either way the plan will not pay for it. */
const NOT_APPROVED = new Set(['Rejected', 'Cancelled']);

/** Whether a work order's prior authorisation lets its order ship (approved, or found not required). */
export const isPriorAuthApproved = (status: string | null) => status !== null && APPROVED.has(status);

/**
 * The order's prior authorisation as of `now`, or null when it needs none: the plan did not ask
 * for one, or there is no work order to ask on (a prior authorisation is kept on a work order).
 */
export function orderPriorAuthorization(
  facts: OrderPriorAuthFacts,
  now: Date,
): OrderPriorAuthorization | null {
  const { workOrder } = facts;
  if (facts.insuranceStatus !== 'requires_authorization' || !workOrder) return null;
  const decided = { decisionDueAt: null, hasFederalDeadline: false };
  if (APPROVED.has(workOrder.status)) return { state: 'approved', ...decided };
  if (NOT_APPROVED.has(workOrder.status)) return { state: 'not_approved', ...decided };
  const payerType = workOrder.payerType ?? facts.planType;
  const { dueAt } = priorAuthDeadline({ ...workOrder, payerType }, now);
  return {
    state: 'awaiting_approval',
    decisionDueAt: dueAt,
    hasFederalDeadline: dueAt !== null || (!workOrder.submittedAt && isCms0057fPayer(payerType)),
  };
}

/** Only an order whose plan asked for no prior authorisation, or approved it, may ship. */
export const mayShip = (priorAuthorization: OrderPriorAuthorization | null) =>
  !priorAuthorization || priorAuthorization.state === 'approved';

/** "03/10/2026" (spec patient §9 dates); the e-mail passes a time zone, the browser uses its own. */
export const formatDecisionDay = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' });

export const PRIOR_AUTH_NOTICE_TEXT = {
  awaitingTitle: "Waiting for your plan's approval",
  approvedTitle: 'Approved by your plan',
  notApprovedTitle: 'Not approved by your plan',
  mustApprove:
    'Your insurance plan must approve this order before it ships (prior authorization). Your supplier asks your plan for it.',
  dueBy: (day: string) => `Your plan must decide by ${day}. We e-mail you as soon as it does.`,
  overdue: (day: string) => `Your plan's decision was due by ${day}. We e-mail you as soon as it decides.`,
  federalWindow:
    'Your plan must decide within 7 calendar days of receiving the request (72 hours if it is urgent). We e-mail you as soon as it does.',
  noWindow: 'We e-mail you as soon as your plan decides.',
  ifRefused:
    'If your plan does not approve it, the order is not shipped and we tell you by e-mail. You can then order the same items at the retail price.',
  approved: 'Your insurance plan approved this order. Your supplier can now ship it.',
  notApproved:
    'Your insurance plan did not approve this order, so it will not be shipped. You can order the same items at the retail price from the shop.',
  /** The supplier's refusal to record a shipment (POST /api/shipments). */
  shipAwaiting:
    "This order waits for the plan's prior authorization: record a shipment once the plan approves it.",
  shipNotApproved: 'The plan did not approve this order: it is not to be shipped.',
} as const;

/** When she will hear: the plan's due date, the rule's window, or only that we write when it decides. */
function whenLine(
  priorAuthorization: OrderPriorAuthorization,
  now: Date,
  formatDay: (iso: string) => string,
) {
  const { decisionDueAt } = priorAuthorization;
  if (decisionDueAt)
    return now > new Date(decisionDueAt)
      ? PRIOR_AUTH_NOTICE_TEXT.overdue(formatDay(decisionDueAt))
      : PRIOR_AUTH_NOTICE_TEXT.dueBy(formatDay(decisionDueAt));
  return priorAuthorization.hasFederalDeadline
    ? PRIOR_AUTH_NOTICE_TEXT.federalWindow
    : PRIOR_AUTH_NOTICE_TEXT.noWindow;
}

/**
 * What the order page, the confirmation and the order e-mail say about the plan's approval: one
 * text, so the three never disagree.
 */
export function priorAuthorizationNotice(
  priorAuthorization: OrderPriorAuthorization,
  now: Date,
  formatDay: (iso: string) => string = (iso) => formatDecisionDay(iso),
): { title: string; lines: string[] } {
  switch (priorAuthorization.state) {
    case 'approved':
      return { title: PRIOR_AUTH_NOTICE_TEXT.approvedTitle, lines: [PRIOR_AUTH_NOTICE_TEXT.approved] };
    case 'not_approved':
      return { title: PRIOR_AUTH_NOTICE_TEXT.notApprovedTitle, lines: [PRIOR_AUTH_NOTICE_TEXT.notApproved] };
    case 'awaiting_approval':
      return {
        title: PRIOR_AUTH_NOTICE_TEXT.awaitingTitle,
        lines: [
          PRIOR_AUTH_NOTICE_TEXT.mustApprove,
          whenLine(priorAuthorization, now, formatDay),
          PRIOR_AUTH_NOTICE_TEXT.ifRefused,
        ],
      };
  }
}
