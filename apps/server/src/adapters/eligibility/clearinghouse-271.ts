import type { StoredBenefits } from '../../db/schema/index';
import type { EligibilityResult } from './port';

/** The parts of a clearinghouse's JSON 271 reply we read (X12 271 loops EB and AAA). */
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
  planInformation?: { groupDescription?: string };
  planDateInformation?: Record<string, string>;
  errors?: { code?: string; description?: string }[];
}

/** Service types that describe DME coverage: DM (durable medical equipment) or 30 (plan coverage). */
const DME_SERVICE_TYPES = ['DM', '30'];
/** EB01: 1 active, 6 inactive, C deductible, A coinsurance, B copay, G out-of-pocket (stop loss). */
const EB = {
  active: '1',
  inactive: '6',
  deductible: 'C',
  coinsurance: 'A',
  copay: 'B',
  outOfPocket: 'G',
} as const;
/** EB06 time qualifier 29 = remaining amount. */
const REMAINING = '29';
/** AAA 72/73/75: invalid or missing member id, name or subscriber not found. */
const MEMBER_NOT_FOUND = ['72', '73', '75', '76'];

const dollarsToCents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);

/**
 * Maps a 271 to our status and benefits: in-network, individual DME benefits, preferring the
 * remaining amounts (EB06 = 29) over plan totals.
 */
export function mapEligibilityReply(reply: Reply271, isStateExchangePlan = false): EligibilityResult {
  const notFound = reply.errors?.some((error) => MEMBER_NOT_FOUND.includes(error.code ?? ''));
  if (notFound) return { status: 'inactive', benefits: null, isStateExchangePlan };
  if (reply.errors?.length)
    throw new Error(`payer error ${reply.errors.map((error) => error.code).join(', ')}`);

  const forDme = (codes?: string[]) => !codes || codes.some((code) => DME_SERVICE_TYPES.includes(code));
  const benefits = (reply.benefitsInformation ?? []).filter(
    (entry) =>
      forDme(entry.serviceTypeCodes) &&
      entry.inPlanNetworkIndicatorCode !== 'N' &&
      (entry.coverageLevelCode ?? 'IND') === 'IND',
  );
  const status =
    reply.planStatus?.find((entry) => forDme(entry.serviceTypeCodes))?.statusCode ??
    benefits.find((entry) => entry.code === EB.active || entry.code === EB.inactive)?.code;
  if (status !== EB.active) return { status: 'inactive', benefits: null, isStateExchangePlan };

  const amount = (code: string) => {
    const matches = benefits.filter((entry) => entry.code === code && entry.benefitAmount !== undefined);
    const remaining = matches.find((entry) => entry.timeQualifierCode === REMAINING) ?? matches[0];
    return remaining ? dollarsToCents(remaining.benefitAmount) : 0;
  };
  const coinsurance = benefits.find(
    (entry) => entry.code === EB.coinsurance && entry.benefitPercent !== undefined,
  );
  const outOfPocket = amount(EB.outOfPocket);
  const mapped: StoredBenefits = {
    deductibleRemainingCents: amount(EB.deductible),
    coinsuranceBasisPoints: Math.round(Number(coinsurance?.benefitPercent ?? '0') * 10_000),
    copayCents: amount(EB.copay),
    // A plan that reports no out-of-pocket maximum has none: the cost share is never capped.
    outOfPocketRemainingCents: outOfPocket || Number.MAX_SAFE_INTEGER,
  };
  const needsAuthorization = benefits.some((entry) => entry.authOrCertIndicator === 'Y');
  return {
    status: needsAuthorization ? 'requires_authorization' : 'active',
    benefits: mapped,
    isStateExchangePlan,
  };
}
