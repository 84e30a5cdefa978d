import type {
  EligibilityFailureKind,
  EligibilityStatus,
  MemberBenefits,
} from '@dme/shared/insurance/eligibility';
import type { CheckedField } from '@dme/shared/insurance/messages';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';

export interface EligibilityRequest {
  /** The carrier's electronic payer id (null when the carrier has none on file). */
  payerId: string | null;
  carrierName: string;
  memberId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

export interface EligibilityResult {
  status: EligibilityStatus;
  /** The member's DME benefits when coverage is active. */
  benefits: MemberBenefits | null;
  /** A state exchange (e.g. Covered California) plan, for the contracted-plan message variant. */
  isStateExchangePlan: boolean;
  /**
   * The payer answered for a DME service type (12 purchase, 18 rental). False when it answered only
   * for service type 30 (the plan in general): coverage is active, the benefits are the plan's
   * general ones and prices made with them are estimates.
   */
  dmeBenefitsConfirmed: boolean;
}

/**
 * A check that gave no answer about coverage (issue 47): which of the three classes, the fields the
 * payer named, and for operations what the clearinghouse said. Free of PHI: codes, loops, statuses.
 */
export interface EligibilityFailure {
  kind: EligibilityFailureKind;
  /** The fields the payer's refusal named (`check_details` only); empty when it named none. */
  fields: CheckedField[];
  /** One line for operations, e.g. "AAA 42 Unable to Respond at Current Time (2100A payer)". */
  reason: string;
  /** The AAA codes as "loop:code" (e.g. "2100C:72"), or "http:503", "timeout", "request:lastName". */
  codes: string[];
  /** The clearinghouse's HTTP status, when it answered. */
  httpStatus: number | null;
}

/** What a check answers: the payer's word on coverage, or why there is none. Never thrown. */
export type EligibilityAnswer =
  | { outcome: 'coverage'; result: EligibilityResult }
  | { outcome: 'failure'; failure: EligibilityFailure };

/** What a prior-authorisation status inquiry (X12 278 inquiry) names: the member and the services. */
export interface PriorAuthInquiry extends EligibilityRequest {
  /** The work order's HCPCS codes: the services under review. */
  hcpcsCodes: string[];
  /** The payer's authorisation (certification) number from an earlier answer, when we hold one. */
  referenceNumber: string | null;
  /** When the authorisation was requested: the insured order's date. */
  requestedAt: Date;
}

export interface PriorAuthAnswer {
  /** The payer's current decision; null when it has none to give (no review on file, "contact us"). */
  status: PriorAuthStatus | null;
  /** The payer's authorisation number, when it gave one. */
  referenceNumber: string | null;
}

export interface PriorAuthInquiryOptions {
  /**
   * The moment of the inquiry. A real payer answers as of its own clock; the simulated payer derives
   * its answer from this, so tests decide it.
   */
  now: Date;
  /** Aborted when the caller stops waiting (the dashboard's time budget). */
  signal: AbortSignal;
}

/**
 * Real-time eligibility (DESIGN §5 "Eligibility"): the member's DME coverage with the payer, and the
 * status of a prior authorisation the payer holds for a work order.
 */
export interface EligibilityChecker {
  readonly name: string;
  /**
   * The member's coverage, or why the payer gave none: an unreachable payer, a timeout, a refusal of
   * our request, every documented AAA reason are answered as a failure, never thrown. A request
   * that X12 cannot carry fails as `check_details` without leaving.
   */
  check(request: EligibilityRequest): Promise<EligibilityAnswer>;
  /**
   * The current status of the member's prior authorisation for these services (DESIGN §5: refreshed
   * when the dashboard asks with `check_prior_auth_statuses=true`). Throws when the payer cannot be
   * reached or answers with an error we cannot act on, with a message free of PHI (it is logged);
   * answers `status: null` when it has no decision.
   */
  checkPriorAuth(inquiry: PriorAuthInquiry, options: PriorAuthInquiryOptions): Promise<PriorAuthAnswer>;
}
