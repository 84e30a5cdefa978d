/** What a payer's eligibility answer says of the member's coverage (DESIGN §5 "Eligibility"). */
export const ELIGIBILITY_STATUSES = [
  'active',
  'inactive',
  'unsupported_plan',
  'requires_authorization',
  /** Issue 47: the plan is active but answers that DME is not covered (EB01 I/E, or DME inactive). */
  'not_covered',
  /** Issue 47: the plan neither confirms nor denies DME (EB01 U/N "ask another entity", 5/7/8 pending). */
  'not_confirmed',
] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** The statuses whose benefits price a session: every other one is retail. */
export const PRICED_ELIGIBILITY_STATUSES: readonly EligibilityStatus[] = ['active', 'requires_authorization'];

/** The member's DME benefits as the payer gave them, in integer cents and basis points. */
export interface MemberBenefits {
  deductibleRemainingCents: number;
  coinsuranceBasisPoints: number;
  copayCents: number;
  outOfPocketRemainingCents: number;
}

/**
 * Why a check gave no answer about coverage (issue 47), in the three classes the patient is told:
 * - `check_details`: "check what you typed" (the payer did not find or match the member);
 * - `payer_unavailable`: the payer or the clearinghouse cannot answer now: try again;
 * - `not_checkable`: our own set-up (provider enrolment, payer id, API key, request shape): operations
 *   are alerted, the patient's plan is never blamed.
 */
export const ELIGIBILITY_FAILURE_KINDS = ['check_details', 'payer_unavailable', 'not_checkable'] as const;
export type EligibilityFailureKind = (typeof ELIGIBILITY_FAILURE_KINDS)[number];
