/** What a payer's eligibility answer says of the member's coverage (DESIGN §5 "Eligibility"). */
export const ELIGIBILITY_STATUSES = [
  'active',
  'inactive',
  'unsupported_plan',
  'requires_authorization',
] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** The member's DME benefits as the payer gave them, in integer cents and basis points. */
export interface MemberBenefits {
  deductibleRemainingCents: number;
  coinsuranceBasisPoints: number;
  copayCents: number;
  outOfPocketRemainingCents: number;
}
