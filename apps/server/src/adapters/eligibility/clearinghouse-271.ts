import type { MemberBenefits } from '@dme/shared/insurance/eligibility';
import type { EligibilityResult } from './port';

/**
 * The parts of the clearinghouse's JSON 271 we read, in either of its documented shapes: the
 * legacy one (a flat `benefitsInformation` array of X12 EB loops with X12 codes) and the current
 * one (`plans[].benefits`, one typed array per kind of benefit, values spelled out).
 */
export interface Reply271 {
  planStatus?: { statusCode?: string; serviceTypeCodes?: string[] }[];
  benefitsInformation?: {
    code?: string;
    serviceTypeCodes?: string[];
    coverageLevelCode?: string;
    timeQualifierCode?: string;
    benefitAmount?: string;
    benefitPercent?: string;
    inPlanNetworkIndicatorCode?: string;
    authOrCertIndicator?: string;
  }[];
  plans?: { name?: string; benefits?: Partial<Record<PlanBenefitKind, PlanBenefit[]>> }[];
  planInformation?: { groupDescription?: string };
  errors?: { code?: string; description?: string }[];
}

type PlanBenefitKind = 'statuses' | 'deductible' | 'coInsurance' | 'coPayment' | 'outOfPocket';
interface PlanBenefit {
  status?: string;
  coverageLevel?: string;
  network?: { indicator?: string };
  priorAuthIndicator?: string;
  service?: { value?: string; system?: string };
  timePeriod?: string;
  amount?: string;
  percent?: string;
}

type Kind = 'active' | 'inactive' | 'deductible' | 'coinsurance' | 'copay' | 'outOfPocket';

/** One benefit, whichever shape it came in. */
interface Benefit {
  kind: Kind;
  /** X12 service type codes; empty for a benefit of the whole plan. */
  serviceTypes: string[];
  isInNetwork: boolean;
  isIndividual: boolean;
  isRemaining: boolean;
  amount?: string | undefined;
  percent?: string | undefined;
  needsAuthorization: boolean;
}

/** What a check asks for: service types 12 (DME purchase) and 18 (DME rental). */
export const DME_REQUEST_SERVICE_TYPES = ['12', '18'];
/** What confirms DME benefits in a reply: 12, 18, or DM (durable medical equipment). */
const DME_SERVICE_TYPES = [...DME_REQUEST_SERVICE_TYPES, 'DM'];
/** Service type 30: health benefit plan coverage, the general answer payers fall back on. */
const GENERAL_SERVICE_TYPE = '30';

/** EB01: 1 active, 6 inactive, C deductible, A coinsurance, B copay, G out-of-pocket (stop loss). */
const EB_KINDS: Record<string, Kind> = {
  '1': 'active',
  '6': 'inactive',
  C: 'deductible',
  A: 'coinsurance',
  B: 'copay',
  G: 'outOfPocket',
};
const PLAN_KINDS: Record<Exclude<PlanBenefitKind, 'statuses'>, Kind> = {
  deductible: 'deductible',
  coInsurance: 'coinsurance',
  coPayment: 'copay',
  outOfPocket: 'outOfPocket',
};
/** The member alone: individual (IND) or employee only (EMP, the subscriber without dependants). */
const INDIVIDUAL_LEVELS = new Set([undefined, 'IND', 'EMP', 'INDIVIDUAL', 'EMPLOYEE_ONLY']);
/** AAA 72/73/75/76: invalid or missing member id, name, subscriber not found, duplicate. */
const MEMBER_NOT_FOUND = ['72', '73', '75', '76'];

function legacyBenefits(reply: Reply271): Benefit[] {
  const statuses = (reply.planStatus ?? []).flatMap((entry): Benefit[] => {
    const kind = EB_KINDS[entry.statusCode ?? ''];
    if (kind !== 'active' && kind !== 'inactive') return [];
    return [
      {
        kind,
        serviceTypes: entry.serviceTypeCodes ?? [],
        isInNetwork: true,
        isIndividual: true,
        isRemaining: false,
        needsAuthorization: false,
      },
    ];
  });
  const entries = (reply.benefitsInformation ?? []).flatMap((entry): Benefit[] => {
    const kind = EB_KINDS[entry.code ?? ''];
    if (!kind) return [];
    return [
      {
        kind,
        serviceTypes: entry.serviceTypeCodes ?? [],
        isInNetwork: entry.inPlanNetworkIndicatorCode !== 'N',
        isIndividual: INDIVIDUAL_LEVELS.has(entry.coverageLevelCode),
        // EB06 time qualifier 29: the amount remaining.
        isRemaining: entry.timeQualifierCode === '29',
        amount: entry.benefitAmount,
        percent: entry.benefitPercent,
        needsAuthorization: entry.authOrCertIndicator === 'Y',
      },
    ];
  });
  return [...statuses, ...entries];
}

function planBenefit(kind: Kind, entry: PlanBenefit): Benefit {
  const service = entry.service;
  return {
    kind,
    // A procedure-coded benefit (HCPCS, CPT) names no service type: it matches neither DME nor 30.
    serviceTypes: !service ? [] : service.system === 'STC' && service.value ? [service.value] : ['(code)'],
    isInNetwork: entry.network?.indicator !== 'OUT_OF_NETWORK',
    isIndividual: INDIVIDUAL_LEVELS.has(entry.coverageLevel),
    isRemaining: entry.timePeriod === 'REMAINING',
    amount: entry.amount,
    percent: entry.percent,
    needsAuthorization: entry.priorAuthIndicator === 'REQUIRED',
  };
}

function currentBenefits(reply: Reply271): Benefit[] {
  return (reply.plans ?? []).flatMap(({ benefits = {} }) => [
    ...(benefits.statuses ?? []).flatMap((entry) =>
      entry.status?.startsWith('ACTIVE')
        ? [planBenefit('active', entry)]
        : entry.status?.startsWith('INACTIVE')
          ? [planBenefit('inactive', entry)]
          : [],
    ),
    ...Object.entries(PLAN_KINDS).flatMap(([key, kind]) =>
      (benefits[key as keyof typeof PLAN_KINDS] ?? []).map((entry) => planBenefit(kind, entry)),
    ),
  ]);
}

const isForDme = (benefit: Benefit) => benefit.serviceTypes.some((code) => DME_SERVICE_TYPES.includes(code));
const isForPlan = (benefit: Benefit) =>
  benefit.serviceTypes.length === 0 || benefit.serviceTypes.includes(GENERAL_SERVICE_TYPE);
const dollarsToCents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);

/**
 * Maps a 271 to our status and benefits. DME coverage is confirmed only by an answer for a DME
 * service type; a payer that answers only for service type 30 (the plan in general) leaves the
 * status active with `dmeBenefitsConfirmed: false`, priced on the plan's general benefits. Amounts
 * are in-network and the member's own, remaining amounts (EB06 29 / REMAINING) before plan totals,
 * DME entries before the plan's general ones.
 */
export function mapEligibilityReply(reply: Reply271, isStateExchangePlan = false): EligibilityResult {
  const inactive = {
    status: 'inactive',
    benefits: null,
    isStateExchangePlan,
    dmeBenefitsConfirmed: false,
  } as const;
  if (reply.errors?.some((error) => MEMBER_NOT_FOUND.includes(error.code ?? ''))) return inactive;
  if (reply.errors?.length)
    throw new Error(`payer error ${reply.errors.map((error) => error.code).join(', ')}`);

  const all = reply.plans ? currentBenefits(reply) : legacyBenefits(reply);
  const statusOf = (matches: (benefit: Benefit) => boolean) =>
    all.find((benefit) => (benefit.kind === 'active' || benefit.kind === 'inactive') && matches(benefit))
      ?.kind;
  const dmeStatus = statusOf(isForDme);
  const planStatus = statusOf(isForPlan);
  if (dmeStatus === 'inactive' || (dmeStatus === undefined && planStatus !== 'active')) return inactive;
  const dmeBenefitsConfirmed = dmeStatus === 'active';

  const usable = all.filter((benefit) => benefit.isInNetwork && benefit.isIndividual);
  // DME entries first, then the plan's general ones (payers often state the deductible only there).
  const ranked = [
    ...(dmeBenefitsConfirmed ? usable.filter(isForDme) : []),
    ...usable.filter((benefit) => isForPlan(benefit) && !isForDme(benefit)),
  ];
  const first = (kind: Kind, has: (benefit: Benefit) => boolean) => {
    const matches = ranked.filter((benefit) => benefit.kind === kind && has(benefit));
    return matches.find((benefit) => benefit.isRemaining) ?? matches[0];
  };
  const amount = (kind: Kind) =>
    dollarsToCents(first(kind, (benefit) => benefit.amount !== undefined)?.amount);
  const coinsurance = first('coinsurance', (benefit) => benefit.percent !== undefined);
  const outOfPocket = amount('outOfPocket');
  const benefits: MemberBenefits = {
    deductibleRemainingCents: amount('deductible'),
    coinsuranceBasisPoints: Math.round(Number(coinsurance?.percent ?? '0') * 10_000),
    copayCents: amount('copay'),
    // A plan that reports no out-of-pocket maximum has none: the cost share is never capped.
    outOfPocketRemainingCents: outOfPocket || Number.MAX_SAFE_INTEGER,
  };
  const needsAuthorization = ranked.some((benefit) => benefit.needsAuthorization);
  return {
    status: needsAuthorization ? 'requires_authorization' : 'active',
    benefits,
    isStateExchangePlan,
    dmeBenefitsConfirmed,
  };
}
