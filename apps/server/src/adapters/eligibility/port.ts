import type { EligibilityStatus, StoredBenefits } from '../../db/schema/index';

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
  benefits: StoredBenefits | null;
  /** A state exchange (e.g. Covered California) plan, for the contracted-plan message variant. */
  isStateExchangePlan: boolean;
}

/**
 * Real-time eligibility (DESIGN §5 "Eligibility"): the member's DME coverage with the payer.
 * Throws when the payer cannot be reached; answers `inactive` when the member is not found.
 */
export interface EligibilityChecker {
  readonly name: string;
  check(request: EligibilityRequest): Promise<EligibilityResult>;
}
