import { createHash } from 'node:crypto';
import { mapEligibilityReply, type Reply271 } from './clearinghouse-271';
import type {
  EligibilityAnswer,
  EligibilityChecker,
  EligibilityRequest,
  EligibilityResult,
  PriorAuthAnswer,
  PriorAuthInquiry,
} from './port';
import { unsendableRequest } from './unsendable';

const coverage = (result: EligibilityResult): EligibilityAnswer => ({ outcome: 'coverage', result });

/**
 * The simulated payer's own 271s for the answers issue 47 reads, in the clearinghouse's legacy JSON
 * shape, so the demo goes through the same mapping as a real reply.
 */
const aaa = (code: string, description: string, loop: string) => ({
  code,
  description,
  followupAction: 'Please Correct and Resubmit',
  location: `Loop ${loop}`,
});
export const SIMULATED_REPLIES: Record<string, Reply271> = {
  dmeNotCovered: {
    planStatus: [{ statusCode: '1', serviceTypeCodes: ['30'] }],
    benefitsInformation: [
      { code: '1', serviceTypeCodes: ['30'] },
      { code: 'I', serviceTypeCodes: ['12'], inPlanNetworkIndicatorCode: 'Y' },
      {
        code: 'C',
        coverageLevelCode: 'IND',
        serviceTypeCodes: ['30'],
        timeQualifierCode: '29',
        benefitAmount: '0',
      },
    ],
  },
  payerUnavailable: {
    payer: {
      aaaErrors: [
        {
          ...aaa('42', 'Unable to Respond at Current Time', '2100A'),
          followupAction: 'Resubmission Allowed',
        },
      ],
    },
    errors: [
      { ...aaa('42', 'Unable to Respond at Current Time', '2100A'), followupAction: 'Resubmission Allowed' },
    ],
  },
  providerNotAuthorized: {
    provider: { aaaErrors: [aaa('41', 'Authorization/Access Restrictions', '2100B')] },
    errors: [aaa('41', 'Authorization/Access Restrictions', '2100B')],
  },
  memberIdInvalid: {
    subscriber: { aaaErrors: [aaa('72', 'Invalid/Missing Subscriber/Insured ID', '2100C')] },
    errors: [aaa('72', 'Invalid/Missing Subscriber/Insured ID', '2100C')],
  },
  birthDateMismatch: {
    subscriber: {
      aaaErrors: [
        aaa('71', 'Patient Birth Date Does Not Match That for the Patient on the Database', '2100C'),
      ],
    },
  },
  dmeElsewhere: {
    planStatus: [{ statusCode: '1', serviceTypeCodes: ['30'] }],
    benefitsInformation: [
      { code: '1', serviceTypeCodes: ['30'] },
      { code: 'U', serviceTypeCodes: ['12'] },
    ],
  },
};
const simulatedReply = (name: keyof typeof SIMULATED_REPLIES) => mapEligibilityReply(SIMULATED_REPLIES[name]);

const FULL_COVERAGE = {
  deductibleRemainingCents: 0,
  coinsuranceBasisPoints: 0,
  copayCents: 0,
  outOfPocketRemainingCents: 0,
};

interface DemoMember {
  description: string;
  answer: EligibilityAnswer;
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
    answer: coverage({
      status: 'active',
      benefits: { ...FULL_COVERAGE, outOfPocketRemainingCents: 500_000 },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    }),
  },
  'CLN-100-002': {
    description: 'Active, $2,500 deductible not yet met: the patient cost equals the retail price',
    answer: coverage({
      status: 'active',
      benefits: {
        deductibleRemainingCents: 250_000,
        coinsuranceBasisPoints: 2000,
        copayCents: 0,
        outOfPocketRemainingCents: 600_000,
      },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    }),
  },
  'CLN-100-003': {
    description: 'Inactive coverage',
    answer: coverage({
      status: 'inactive',
      benefits: null,
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: false,
    }),
  },
  'CLN-100-004': {
    description: 'A plan we are not contracted with',
    answer: coverage({
      status: 'unsupported_plan',
      benefits: null,
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: false,
    }),
  },
  'CLN-100-005': {
    description: 'Active, but DME needs prior authorisation: pricing unlocked, prescription required',
    answer: coverage({
      status: 'requires_authorization',
      benefits: { ...FULL_COVERAGE, outOfPocketRemainingCents: 500_000 },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    }),
    priorAuthDecision: 'Approved',
  },
  'CLN-100-006': {
    description: 'A Covered California (state exchange) plan we are not contracted with',
    answer: coverage({
      status: 'unsupported_plan',
      benefits: null,
      isStateExchangePlan: true,
      dmeBenefitsConfirmed: false,
    }),
  },
  'CLN-100-007': {
    description: 'Active, DME needs prior authorisation, and the payer denies the request',
    answer: coverage({
      status: 'requires_authorization',
      benefits: { ...FULL_COVERAGE, outOfPocketRemainingCents: 500_000 },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    }),
    priorAuthDecision: 'Rejected',
  },
  'CLN-100-008': {
    description:
      'Active, but the plan answers only for general coverage (service type 30): DME benefits not confirmed, prices are estimates',
    answer: coverage({
      status: 'active',
      benefits: {
        deductibleRemainingCents: 50_000,
        coinsuranceBasisPoints: 2000,
        copayCents: 0,
        outOfPocketRemainingCents: 300_000,
      },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: false,
    }),
  },
  'CLN-100-009': {
    description: 'Active, but the plan does not cover medical equipment (EB01 I): retail prices only',
    answer: simulatedReply('dmeNotCovered'),
  },
  'CLN-100-010': {
    description: 'The payer cannot answer now (AAA 42): "try again", with the contact request',
    answer: simulatedReply('payerUnavailable'),
  },
  'CLN-100-011': {
    description:
      'Our provider set-up is refused (AAA 41 at the provider): "we could not check your plan", alert',
    answer: simulatedReply('providerNotAuthorized'),
  },
  'CLN-100-012': {
    description: 'The payer cannot match the member ID (AAA 72): check the member ID',
    answer: simulatedReply('memberIdInvalid'),
  },
  'CLN-100-013': {
    description: "The birth date does not match the payer's records (AAA 71): check the date of birth",
    answer: simulatedReply('birthDateMismatch'),
  },
  'CLN-100-014': {
    description: 'The plan sends medical-equipment benefits to another company (EB01 U): not confirmed',
    answer: simulatedReply('dmeElsewhere'),
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
  async check(request: EligibilityRequest): Promise<EligibilityAnswer> {
    // The simulator refuses what a clearinghouse refuses: what X12 cannot carry never leaves.
    const unsendable = unsendableRequest(request);
    if (unsendable) return unsendable;
    const known = byNormalizedId.get(normalize(request.memberId));
    if (known) return known.answer;
    const digest = createHash('sha256').update(normalize(request.memberId)).digest();
    return coverage({
      status: 'active',
      benefits: {
        deductibleRemainingCents: ((digest[0] ?? 0) % 10) * 10_000,
        coinsuranceBasisPoints: ((digest[1] ?? 0) % 4) * 1000,
        copayCents: 0,
        outOfPocketRemainingCents: 400_000,
      },
      isStateExchangePlan: false,
      dmeBenefitsConfirmed: true,
    });
  },
  async checkPriorAuth(inquiry, { now }) {
    return simulatedPriorAuthAnswer(inquiry, now);
  },
};
