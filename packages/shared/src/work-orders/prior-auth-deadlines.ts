import { z } from 'zod';

/**
 * Prior-authorisation decision deadlines of the CMS Interoperability and Prior Authorization final
 * rule (CMS-0057-F, 89 FR 8758, published 2024-02-08): an impacted payer decides an expedited
 * request within 72 hours and a standard request within 7 calendar days of receiving it
 * (42 CFR 422.568 for Medicare Advantage; 438.210 for Medicaid managed care; 440.230 for Medicaid
 * fee-for-service; 457.495 and 457.1230 for CHIP fee-for-service and managed care; QHP issuers on
 * the Federally-facilitated Exchanges through 45 CFR 156.223). Effective for decisions from
 * 2026-01-01. Traditional Medicare and commercial plans are not covered by the rule.
 */
export const CMS_0057_F = {
  expeditedMs: 72 * 60 * 60_000,
  standardMs: 7 * 24 * 60 * 60_000,
  /** 2026-01-01 00:00 US Eastern: requests received earlier were under the old timeframes. */
  effectiveFrom: new Date('2026-01-01T05:00:00Z'),
} as const;

/**
 * The payer types the rule covers, as the carrier's `carrier_type` names them. The catalogue's
 * other types (`medicare` is traditional Medicare through the DME MACs, `commercial`) are not.
 */
export const CMS_0057_F_PAYER_TYPES = [
  'medicare_advantage',
  'medicaid_managed_care',
  'medicaid_ffs',
  'chip_managed_care',
  'chip_ffs',
  'qhp_ffe',
] as const;

/** Statuses still waiting for the payer's decision. */
const AWAITING_DECISION = new Set(['Pending', 'Submitted']);

export const PRIOR_AUTH_DEADLINE_STATES = ['due', 'overdue', 'not_covered', 'none'] as const;
export type PriorAuthDeadlineState = (typeof PRIOR_AUTH_DEADLINE_STATES)[number];

/** What a reply says about the payer's decision deadline. */
export const priorAuthDeadlineSchema = z.object({
  /**
   * due / overdue: the rule applies and `dueAt` is set; not_covered: submitted to a payer (or at a
   * time) the rule does not cover, so no due date; none: not submitted yet, or already decided.
   */
  state: z.enum(PRIOR_AUTH_DEADLINE_STATES),
  /** ISO 8601 instant the payer's decision is due. */
  dueAt: z.string().nullable(),
  expedited: z.boolean(),
  /** When the request reached the payer, if it has been submitted. */
  submittedAt: z.string().nullable(),
});
export type PriorAuthDeadline = z.infer<typeof priorAuthDeadlineSchema>;

export interface PriorAuthDeadlineFacts {
  status: string;
  /** When the request was submitted to the payer (null: not yet). */
  submittedAt: Date | null;
  expedited: boolean;
  /** The payer's `carrier_type` when the request was submitted (null: unknown). */
  payerType: string | null;
}

/** The instant an impacted payer's decision is due: 72 hours (expedited) or 7 days after receipt. */
export const priorAuthDecisionDueAt = (submittedAt: Date, expedited: boolean) =>
  new Date(submittedAt.getTime() + (expedited ? CMS_0057_F.expeditedMs : CMS_0057_F.standardMs));

/** Whether CMS-0057-F sets this payer's decision deadline (by its `carrier_type`). */
export const isCms0057fPayer = (payerType: string | null) =>
  (CMS_0057_F_PAYER_TYPES as readonly string[]).includes(payerType ?? '');

/**
 * The decision deadline of a prior authorisation as of `now`. Overdue only strictly after the due
 * instant: a decision at the due moment is in time.
 */
export function priorAuthDeadline(facts: PriorAuthDeadlineFacts, now: Date): PriorAuthDeadline {
  const submittedAt = facts.submittedAt?.toISOString() ?? null;
  const base = { expedited: facts.expedited, submittedAt };
  if (!facts.submittedAt || !AWAITING_DECISION.has(facts.status))
    return { ...base, state: 'none', dueAt: null };
  if (!isCms0057fPayer(facts.payerType) || facts.submittedAt < CMS_0057_F.effectiveFrom)
    return { ...base, state: 'not_covered', dueAt: null };
  const dueAt = priorAuthDecisionDueAt(facts.submittedAt, facts.expedited);
  return { ...base, state: now > dueAt ? 'overdue' : 'due', dueAt: dueAt.toISOString() };
}

/** A deadline read earlier, as of `now` (a page left open turns overdue without a reload). */
export function deadlineStateAt(deadline: PriorAuthDeadline, now: Date): PriorAuthDeadlineState {
  if (deadline.state === 'due' && deadline.dueAt && now > new Date(deadline.dueAt)) return 'overdue';
  return deadline.state;
}

export const PRIOR_AUTH_DEADLINE_TEXT = {
  due: (when: string) => `Payer decision due ${when}`,
  overdue: (when: string) => `Payer decision overdue (due ${when})`,
  notCovered: 'No federal decision deadline',
  notCoveredHelp:
    'CMS-0057-F requires a decision within 72 hours (expedited) or 7 calendar days (standard) only from Medicare Advantage, Medicaid, CHIP and federal Marketplace plans, for requests from January 1, 2026. This payer is not one of them, so no due date is shown.',
  expedited: 'Expedited request',
} as const;
