import { createHash } from 'node:crypto';
import type {
  EligibilityChecker,
  EligibilityRequest,
  EligibilityResult,
  PriorAuthAnswer,
  PriorAuthInquiry,
} from './port';

const FULL_COVERAGE = {
  deductibleRemainingCents: 0,
  coinsuranceBasisPoints: 0,
  copayCents: 0,
  outOfPocketRemainingCents: 0,
};

interface DemoMember {
  description: string;
  result: EligibilityResult;
  /** What the payer decides on a prior-authorisation request once its review is over. */
  priorAuthDecision?: 'Approved' | 'Rejected';
}

/**
 * The demo members (README "Demo insurance members"): the same member ID always gives the same
 * answer, with any carrier, name and birth date.
 */
export const DEMO_MEMBERS: Record<string, DemoMember> = {
  'CLN-100-001': {
    description: 'Active, fully covered: insured items cost $0.00 (a free cart)',
    result: {
      status: 'active',
      benefits: { ...FULL_COVERAGE, outOfPocketRemainingCents: 500_000 },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    },
  },
  'CLN-100-002': {
    description: 'Active, $2,500 deductible not yet met: the patient cost equals the retail price',
    result: {
      status: 'active',
      benefits: {
        deductibleRemainingCents: 250_000,
        coinsuranceBasisPoints: 2000,
        copayCents: 0,
        outOfPocketRemainingCents: 600_000,
      },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    },
  },
  'CLN-100-003': {
    description: 'Inactive coverage',
    result: { status: 'inactive', benefits: null, isStateExchangePlan: false, dmeBenefitsConfirmed: false },
  },
  'CLN-100-004': {
    description: 'A plan we are not contracted with',
    result: {
      status: 'unsupported_plan',
      benefits: null,
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: false,
    },
  },
  'CLN-100-005': {
    description: 'Active, but DME needs prior authorisation: pricing unlocked, prescription required',
    result: {
      status: 'requires_authorization',
      benefits: { ...FULL_COVERAGE, outOfPocketRemainingCents: 500_000 },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    },
    priorAuthDecision: 'Approved',
  },
  'CLN-100-006': {
    description: 'A Covered California (state exchange) plan we are not contracted with',
    result: {
      status: 'unsupported_plan',
      benefits: null,
      isStateExchangePlan: true,
      dmeBenefitsConfirmed: false,
    },
  },
  'CLN-100-007': {
    description: 'Active, DME needs prior authorisation, and the payer denies the request',
    result: {
      status: 'requires_authorization',
      benefits: { ...FULL_COVERAGE, outOfPocketRemainingCents: 500_000 },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    },
    priorAuthDecision: 'Rejected',
  },
  'CLN-100-008': {
    description:
      'Active, but the plan answers only for general coverage (service type 30): DME benefits not confirmed, prices are estimates',
    result: {
      status: 'active',
      benefits: {
        deductibleRemainingCents: 50_000,
        coinsuranceBasisPoints: 2000,
        copayCents: 0,
        outOfPocketRemainingCents: 300_000,
      },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: false,
    },
  },
};

const normalize = (memberId: string) => memberId.trim().toUpperCase().replace(/[\s-]/g, '');
const byNormalizedId = new Map(Object.entries(DEMO_MEMBERS).map(([id, member]) => [normalize(id), member]));

/** How long the simulated payer keeps a prior-authorisation request under review before deciding. */
export const SIMULATED_REVIEW_MS = 10 * 60_000;

/**
 * The simulated payer's answer to a prior-authorisation inquiry. Only the members whose plan
 * requires authorisation have a review on file: it is under review (Submitted) for
 * `SIMULATED_REVIEW_MS` after the request, then decided as the member's entry says. Every other
 * member has no review on file, so there is no answer. The authorisation number is derived from
 * the member and the request time, so it is the same on every inquiry.
 */
export function simulatedPriorAuthAnswer(inquiry: PriorAuthInquiry, now: Date): PriorAuthAnswer {
  const decision = byNormalizedId.get(normalize(inquiry.memberId))?.priorAuthDecision;
  if (!decision) return { status: null, referenceNumber: null };
  const referenceNumber =
    inquiry.referenceNumber ??
    `SIM-${createHash('sha256')
      .update(`${normalize(inquiry.memberId)}|${inquiry.requestedAt.toISOString()}`)
      .digest('hex')
      .slice(0, 10)
      .toUpperCase()}`;
  const isUnderReview = now.getTime() - inquiry.requestedAt.getTime() < SIMULATED_REVIEW_MS;
  return { status: isUnderReview ? 'Submitted' : decision, referenceNumber };
}

/**
 * The local default: a deterministic payer. Other member IDs are active with a plan derived from
 * the ID's hash (a deductible of $0–$900 and 0–30 % coinsurance), so any ID shows real pricing.
 */
export const simulatedPayer: EligibilityChecker = {
  name: 'simulated payer',
  async check(request: EligibilityRequest) {
    const known = byNormalizedId.get(normalize(request.memberId));
    if (known) return known.result;
    const digest = createHash('sha256').update(normalize(request.memberId)).digest();
    return {
      status: 'active',
      benefits: {
        deductibleRemainingCents: ((digest[0] ?? 0) % 10) * 10_000,
        coinsuranceBasisPoints: ((digest[1] ?? 0) % 4) * 1000,
        copayCents: 0,
        outOfPocketRemainingCents: 400_000,
      },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    };
  },
  async checkPriorAuth(inquiry, { now }) {
    return simulatedPriorAuthAnswer(inquiry, now);
  },
};
