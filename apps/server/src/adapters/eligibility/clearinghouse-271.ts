import type {
  EligibilityFailureKind,
  EligibilityStatus,
  MemberBenefits,
} from '@dme/shared/insurance/eligibility';
import type { CheckedField } from '@dme/shared/insurance/messages';
import { type AaaLoop, classifyAaa, loopOf } from './aaa';
import type { EligibilityAnswer, EligibilityFailure } from './port';

/** One AAA error as the clearinghouse reports it (top-level `errors`, or an entity's `aaaErrors`). */
export interface Aaa271 {
  code?: string;
  description?: string;
  followupAction?: string;
  location?: string;
  field?: string;
}

/** A benefit (EB loop) of the legacy shape, with X12 codes. */
export interface LegacyBenefit271 {
  /** EB01 */
  code?: string;
  /** EB02 */
  coverageLevelCode?: string;
  /** EB03 */
  serviceTypeCodes?: string[];
  /** EB06 */
  timeQualifierCode?: string;
  /** EB07 */
  benefitAmount?: string;
  /** EB08 */
  benefitPercent?: string;
  /** EB10 */
  benefitQuantity?: string;
  /** EB11 */
  authOrCertIndicator?: string;
  /** EB12 */
  inPlanNetworkIndicatorCode?: string;
  /** EB13: a benefit for one procedure code (HCPCS, CPT), not a service type. */
  compositeMedicalProcedureIdentifier?: unknown;
}

/**
 * The parts of the clearinghouse's JSON 271 we read, in either of its documented shapes: the
 * legacy one (a flat `benefitsInformation` array of X12 EB loops with X12 codes, AAA errors in
 * `errors` and in each entity's `aaaErrors`) and the current one (`plans[].benefits`, one typed
 * array per kind of benefit, values spelled out). Typed loosely on purpose: it is outside data,
 * and every field is checked before use.
 */
export interface Reply271 {
  payer?: { aaaErrors?: Aaa271[] };
  provider?: { aaaErrors?: Aaa271[] };
  subscriber?: { aaaErrors?: Aaa271[] };
  dependents?: { aaaErrors?: Aaa271[] }[];
  planStatus?: { statusCode?: string; serviceTypeCodes?: string[] }[];
  benefitsInformation?: LegacyBenefit271[];
  plans?: { name?: string; benefits?: Partial<Record<PlanBenefitKind, PlanBenefit[]>> }[];
  planInformation?: { groupDescription?: string };
  errors?: Aaa271[];
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

type Kind =
  | 'active'
  | 'inactive'
  | 'pending'
  | 'nonCovered'
  | 'limitation'
  | 'contact'
  | 'cannotProcess'
  | 'deductible'
  | 'coinsurance'
  | 'copay'
  | 'outOfPocket';
type StatusKind = 'active' | 'inactive' | 'pending' | 'nonCovered' | 'contact' | 'cannotProcess';
type Network = 'in' | 'out' | 'any';
type Time = 'remaining' | 'met' | 'yearToDate' | 'total';

/** One benefit, whichever shape it came in. */
interface Benefit {
  kind: Kind;
  /** X12 service type codes; empty for a benefit of the whole plan; '(code)' for a procedure code. */
  serviceTypes: string[];
  network: Network;
  isIndividual: boolean;
  time: Time;
  amountCents?: number | undefined;
  basisPoints?: number | undefined;
  quantity?: number | undefined;
  needsAuthorization: boolean;
}

/**
 * What a check asks for: service type 12, durable medical equipment purchase, alone. Stedi
 * ("STCs and procedure codes"): some payers answer only the first STC, some refuse several in one
 * request; ask for one. A payer that refuses it (AAA 53/54/55) is asked again for 30.
 */
export const DME_REQUEST_SERVICE_TYPES = ['12'];
/** Service type 30: health benefit plan coverage, the answer every payer must give. */
export const GENERAL_SERVICE_TYPE = '30';
/** What confirms DME benefits in a reply: 12 purchase, 18 rental, DM durable medical equipment. */
const DME_SERVICE_TYPES = ['12', '18', 'DM'];

/**
 * EB01 (X12 element 1390, "Eligibility or Benefit Information Code") as pricing reads it. Codes not
 * listed (CB coverage basis, D description, H unlimited, J cost containment, K reserve, L primary
 * care provider, M pre-existing condition, MC managed care coordinator, P disclaimer, Q second
 * opinion, R other payer, S prior history, T card lost, W other source, X facility) change no
 * price and are not read.
 */
const EB_KINDS: Record<string, Kind> = {
  '1': 'active',
  '2': 'active', // Active - Full Risk Capitation
  '3': 'active', // Active - Services Capitated
  '4': 'active', // Active - Services Capitated to Primary Care Physician
  '5': 'pending', // Active - Pending Investigation
  '6': 'inactive',
  '7': 'pending', // Inactive - Pending Eligibility Update
  '8': 'pending', // Inactive - Pending Investigation
  A: 'coinsurance',
  B: 'copay',
  C: 'deductible',
  // Y, Spend Down: what a Medicaid member pays before the plan pays, read as a deductible.
  Y: 'deductible',
  G: 'outOfPocket',
  I: 'nonCovered',
  E: 'nonCovered', // Exclusions
  F: 'limitation',
  U: 'contact', // Contact Following Entity for Eligibility or Benefit Information
  N: 'contact', // Services Restricted to Following Provider
  V: 'cannotProcess',
};
const STATUS_KINDS = new Set<Kind>([
  'active',
  'inactive',
  'pending',
  'nonCovered',
  'contact',
  'cannotProcess',
]);
const PLAN_KINDS: Record<Exclude<PlanBenefitKind, 'statuses'>, Kind> = {
  deductible: 'deductible',
  coInsurance: 'coinsurance',
  coPayment: 'copay',
  outOfPocket: 'outOfPocket',
};

/** EB02: the member alone (IND, EMP employee only); FAM and the other groups share amounts. */
const INDIVIDUAL_LEVELS = new Set([undefined, 'IND', 'EMP', 'INDIVIDUAL', 'EMPLOYEE_ONLY']);

/** EB06 (X12 element 615, time period qualifier): 29 remaining, 33 lifetime remaining, 24 year to date, 30 exceeded. */
function legacyTime(code: string | undefined): Time {
  if (code === '29' || code === '33') return 'remaining';
  if (code === '30') return 'met';
  if (code === '24') return 'yearToDate';
  return 'total';
}
function planTime(period: string | undefined): Time {
  if (period === 'REMAINING' || period === 'LIFETIME_REMAINING') return 'remaining';
  if (period === 'EXCEEDED') return 'met';
  if (period === 'YEAR_TO_DATE') return 'yearToDate';
  return 'total';
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const objects = (value: unknown) =>
  list<unknown>(value).filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
const codes = (value: unknown) =>
  list<unknown>(value).flatMap((item) => {
    const code = text(item);
    return code ? [code.toUpperCase()] : [];
  });

/**
 * A dollar amount as cents; nothing for a value that is not a non-negative number or too large to
 * count in cents exactly (no plan's benefit comes near it, so it is a garbled field).
 */
function cents(value: unknown) {
  const amount = Math.round(Number(text(value)) * 100);
  return text(value) && Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}
/** EB08 is a fraction (0.2 = 20 %); a payer writing 20 means 20 %. */
function basisPoints(value: unknown) {
  const percent = Number(text(value));
  if (!text(value) || !Number.isFinite(percent) || percent < 0) return undefined;
  const fraction = percent > 1 ? percent / 100 : percent;
  return fraction <= 1 ? Math.round(fraction * 10_000) : undefined;
}
function quantity(value: unknown) {
  const count = Number(text(value));
  return text(value) && Number.isFinite(count) ? count : undefined;
}
/** EB12: N out of network; Y in; W not applicable and U unknown apply either way. */
const legacyNetwork = (code: string | undefined): Network =>
  code === 'N' ? 'out' : code === 'Y' ? 'in' : 'any';
const planNetwork = (indicator: string | undefined): Network =>
  indicator === 'OUT_OF_NETWORK' ? 'out' : indicator === 'IN_NETWORK' ? 'in' : 'any';

function legacyBenefits(reply: Record<string, unknown>): Benefit[] {
  const statuses = objects(reply.planStatus).flatMap((entry): Benefit[] => {
    const kind = EB_KINDS[text(entry.statusCode) ?? ''];
    if (!kind || !STATUS_KINDS.has(kind)) return [];
    return [
      {
        kind,
        serviceTypes: codes(entry.serviceTypeCodes),
        network: 'any',
        isIndividual: true,
        time: 'total',
        needsAuthorization: false,
      },
    ];
  });
  const entries = objects(reply.benefitsInformation).flatMap((entry): Benefit[] => {
    const kind = EB_KINDS[text(entry.code)?.toUpperCase() ?? ''];
    if (!kind) return [];
    const serviceTypes = codes(entry.serviceTypeCodes);
    return [
      {
        kind,
        serviceTypes:
          serviceTypes.length === 0 && entry.compositeMedicalProcedureIdentifier ? ['(code)'] : serviceTypes,
        network: legacyNetwork(text(entry.inPlanNetworkIndicatorCode)),
        isIndividual: INDIVIDUAL_LEVELS.has(text(entry.coverageLevelCode)),
        time: legacyTime(text(entry.timeQualifierCode)),
        amountCents: cents(entry.benefitAmount),
        basisPoints: basisPoints(entry.benefitPercent),
        quantity: quantity(entry.benefitQuantity),
        // EB11 Y: authorisation or certification required.
        needsAuthorization: text(entry.authOrCertIndicator) === 'Y',
      },
    ];
  });
  return [...statuses, ...entries];
}

function planBenefit(kind: Kind, entry: Record<string, unknown>): Benefit {
  const service =
    entry.service && typeof entry.service === 'object'
      ? (entry.service as PlanBenefit['service'])
      : undefined;
  const value = text(service?.value);
  const network =
    entry.network && typeof entry.network === 'object' ? (entry.network as { indicator?: unknown }) : {};
  return {
    kind,
    // A procedure-coded benefit (HCPCS, CPT) names no service type: it matches neither DME nor 30.
    serviceTypes: !service
      ? []
      : text(service.system) === 'STC' && value
        ? [value.toUpperCase()]
        : ['(code)'],
    network: planNetwork(text(network.indicator)),
    isIndividual: INDIVIDUAL_LEVELS.has(text(entry.coverageLevel)),
    time: planTime(text(entry.timePeriod)),
    amountCents: cents(entry.amount),
    basisPoints: basisPoints(entry.percent),
    needsAuthorization: text(entry.priorAuthIndicator) === 'REQUIRED',
  };
}

/** Current shape: ACTIVE_* / INACTIVE statuses, and the pending ones (EB01 5, 7, 8) spelled out. */
function planStatusKind(status: string | undefined): Kind | undefined {
  if (!status) return undefined;
  if (status.includes('PENDING')) return 'pending';
  if (status.startsWith('ACTIVE')) return 'active';
  if (status.startsWith('INACTIVE')) return 'inactive';
  return undefined;
}

function currentBenefits(reply: Record<string, unknown>): Benefit[] {
  return objects(reply.plans).flatMap((plan) => {
    const benefits =
      plan.benefits && typeof plan.benefits === 'object' ? (plan.benefits as Record<string, unknown>) : {};
    return [
      ...objects(benefits.statuses).flatMap((entry) => {
        const kind = planStatusKind(text(entry.status));
        return kind ? [planBenefit(kind, entry)] : [];
      }),
      ...Object.entries(PLAN_KINDS).flatMap(([key, kind]) =>
        objects(benefits[key]).map((entry) => planBenefit(kind, entry)),
      ),
    ];
  });
}

const isForDme = (benefit: Benefit) => benefit.serviceTypes.some((code) => DME_SERVICE_TYPES.includes(code));
const isForPlan = (benefit: Benefit) =>
  benefit.serviceTypes.length === 0 || benefit.serviceTypes.includes(GENERAL_SERVICE_TYPE);

interface AaaError {
  code: string;
  loop: AaaLoop;
}

/** Every AAA error of the reply, once: the entities' own lists name their loop; `errors` repeats them. */
function aaaErrorsOf(reply: Record<string, unknown>): AaaError[] {
  const entity = (value: unknown) =>
    value && typeof value === 'object' ? objects((value as { aaaErrors?: unknown }).aaaErrors) : [];
  const found: AaaError[] = [];
  const add = (error: Record<string, unknown>, fallback: AaaLoop) => {
    const raw = text(error.code)?.toUpperCase();
    if (!raw) return;
    const code = /^\d$/.test(raw) ? `0${raw}` : raw;
    found.push({ code, loop: loopOf(error.location, fallback) });
  };
  for (const error of entity(reply.payer)) add(error, '2100A');
  for (const error of entity(reply.provider)) add(error, '2100B');
  for (const error of entity(reply.subscriber)) add(error, '2100C');
  for (const dependent of list<unknown>(reply.dependents))
    for (const error of entity(dependent)) add(error, '2100D');
  const placed = new Set(found.map((error) => error.code));
  for (const error of objects(reply.errors)) {
    const loop = loopOf(error.location);
    // A top-level copy without a loop of an error an entity already placed adds nothing.
    if (loop === 'request' && placed.has(text(error.code)?.toUpperCase() ?? '')) continue;
    add(error, 'request');
  }
  const seen = new Set<string>();
  return found.filter((error) => {
    const key = `${error.loop}:${error.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const PRECEDENCE: EligibilityFailureKind[] = ['not_checkable', 'payer_unavailable', 'check_details'];

/**
 * One failure from AAA errors: our set-up outranks a payer that cannot answer, which outranks a
 * member not matched (a patient is never asked to retype details when the fault is elsewhere).
 */
export function failureFromAaa(errors: readonly AaaError[], httpStatus: number): EligibilityFailure | null {
  if (errors.length === 0) return null;
  const classified = errors.map((error) => ({ error, ...classifyAaa(error.code, error.loop, httpStatus) }));
  const kind =
    PRECEDENCE.find((candidate) => classified.some((entry) => entry.kind === candidate)) ?? 'not_checkable';
  const chosen = classified.filter((entry) => entry.kind === kind);
  const fields = [
    ...new Set(chosen.flatMap((entry) => (entry.field ? [entry.field] : []))),
  ] as CheckedField[];
  return {
    kind,
    fields,
    reason: chosen.map((entry) => entry.reason).join('; '),
    codes: classified.map((entry) => `${entry.error.loop}:${entry.error.code}`),
    httpStatus,
  };
}

/** The AAA errors of a reply (anything), as one failure; null when it has none. */
export function failureOfReply(reply: unknown, httpStatus: number): EligibilityFailure | null {
  if (!reply || typeof reply !== 'object') return null;
  return failureFromAaa(aaaErrorsOf(reply as Record<string, unknown>), httpStatus);
}

const failure = (
  kind: EligibilityFailureKind,
  reason: string,
  code: string,
  httpStatus: number,
): EligibilityAnswer => ({
  outcome: 'failure',
  failure: { kind, fields: [], reason, codes: [code], httpStatus },
});

/**
 * Picks an amount (deductible, out-of-pocket) from the first scope that states one: the member's
 * own before the family's, then the amount remaining (EB06 29/33), met (30: none left), or the
 * period's total less the year to date (24); a total alone is read as nothing met yet.
 */
function remainingAmount(scopes: Benefit[][], kind: Kind) {
  for (const scope of scopes) {
    const ofKind = scope.filter((benefit) => benefit.kind === kind && benefit.amountCents !== undefined);
    for (const individual of [true, false]) {
      const level = ofKind.filter((benefit) => benefit.isIndividual === individual);
      const at = (time: Time) => level.find((benefit) => benefit.time === time)?.amountCents;
      const remaining = at('remaining');
      if (remaining !== undefined) return remaining;
      if (level.some((benefit) => benefit.time === 'met')) return 0;
      const total = at('total');
      const yearToDate = at('yearToDate');
      if (total !== undefined) return Math.max(0, total - (yearToDate ?? 0));
    }
  }
  return undefined;
}

/** Copay and coinsurance: the member's own, from the first scope that states one. */
function firstValue(scopes: Benefit[][], kind: Kind, value: (benefit: Benefit) => number | undefined) {
  for (const scope of scopes) {
    const ofKind = scope.filter((benefit) => benefit.kind === kind && value(benefit) !== undefined);
    const chosen = ofKind.find((benefit) => benefit.isIndividual) ?? ofKind[0];
    if (chosen) return value(chosen);
  }
  return undefined;
}

const coverage = (
  status: EligibilityStatus,
  isStateExchangePlan: boolean,
  benefits: MemberBenefits | null = null,
  dmeBenefitsConfirmed = false,
): EligibilityAnswer => ({
  outcome: 'coverage',
  result: { status, benefits, isStateExchangePlan, dmeBenefitsConfirmed },
});

/**
 * Maps a 271 to our answer (issue 47: every documented answer read, none thrown).
 *
 * 1. AAA errors at the payer, provider, subscriber or dependent (2100A–D) fail the check, in the
 *    class `classifyAaa` gives; benefit-level ones (2110C/D) only when nothing else answers.
 * 2. DME (12, 18, DM) decides before the plan (30 or no service type): non-covered or excluded
 *    (EB01 I/E, in network), an exhausted limitation (F with nothing remaining), or inactive while
 *    the plan is active → `not_covered`, never an insured price; active → priced, confirmed unless
 *    the payer also sends DME benefits to another entity (U/N: priced as an estimate); pending
 *    (5/7/8) or another entity alone → `not_confirmed`.
 * 3. Without a DME answer, the plan's: active → priced as an estimate (`dmeBenefitsConfirmed:
 *    false`), inactive, non-covered, pending or referred likewise; "cannot process" (V) or no
 *    status at all → the payer could not answer (never `inactive`).
 * Amounts are in network (EB12 Y, W, U) and the member's own before the family's, remaining amounts
 * before totals, DME entries before the plan's general ones.
 */
export function mapEligibilityReply(
  reply: unknown,
  isStateExchangePlan = false,
  httpStatus = 200,
): EligibilityAnswer {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply))
    return failure('payer_unavailable', 'the answer was not a JSON object', 'answer:unreadable', httpStatus);
  const body = reply as Record<string, unknown>;
  const errors = aaaErrorsOf(body);
  const requestLevel = errors.filter((error) => error.loop !== '2110C' && error.loop !== '2110D');
  const refused = failureFromAaa(requestLevel, httpStatus);
  if (refused) return { outcome: 'failure', failure: refused };

  const all = Array.isArray(body.plans) ? currentBenefits(body) : legacyBenefits(body);
  const kindsOf = (matches: (benefit: Benefit) => boolean) => {
    const kinds = new Set<StatusKind>();
    for (const benefit of all)
      if (STATUS_KINDS.has(benefit.kind) && matches(benefit)) {
        // Not covered out of network says nothing of our in-network suppliers.
        if (benefit.kind === 'nonCovered' && benefit.network === 'out') continue;
        kinds.add(benefit.kind as StatusKind);
      }
    return kinds;
  };
  const dme = kindsOf(isForDme);
  const plan = kindsOf((benefit) => isForPlan(benefit) && !isForDme(benefit));
  const dmeExhausted = all.some(
    (benefit) =>
      benefit.kind === 'limitation' &&
      isForDme(benefit) &&
      benefit.network !== 'out' &&
      benefit.time === 'remaining' &&
      (benefit.amountCents === 0 || benefit.quantity === 0),
  );

  if (dme.has('nonCovered') || dmeExhausted) return coverage('not_covered', isStateExchangePlan);
  if (!dme.has('active')) {
    if (dme.has('inactive'))
      return coverage(plan.has('active') ? 'not_covered' : 'inactive', isStateExchangePlan);
    if (dme.has('pending') || dme.has('contact')) return coverage('not_confirmed', isStateExchangePlan);
    if (dme.has('cannotProcess') || (plan.has('cannotProcess') && !plan.has('active')))
      return failure('payer_unavailable', 'EB V Cannot Process', 'EB:V', httpStatus);
    if (!plan.has('active')) {
      if (plan.has('nonCovered')) return coverage('not_covered', isStateExchangePlan);
      if (plan.has('inactive')) return coverage('inactive', isStateExchangePlan);
      if (plan.has('pending') || plan.has('contact')) return coverage('not_confirmed', isStateExchangePlan);
      const benefitLevel = failureFromAaa(errors, httpStatus);
      if (benefitLevel) return { outcome: 'failure', failure: benefitLevel };
      return failure(
        'payer_unavailable',
        'the answer named no coverage status',
        'answer:no-status',
        httpStatus,
      );
    }
    if (plan.has('nonCovered')) return coverage('not_covered', isStateExchangePlan);
  }
  const dmeBenefitsConfirmed = dme.has('active') && !dme.has('contact');

  const usable = all.filter((benefit) => benefit.network !== 'out');
  // DME entries first, then the plan's general ones (payers often state the deductible only there).
  const scopes = [
    ...(dmeBenefitsConfirmed ? [usable.filter(isForDme)] : []),
    usable.filter((benefit) => isForPlan(benefit) && !isForDme(benefit)),
  ];
  const outOfPocket = remainingAmount(scopes, 'outOfPocket');
  const benefits: MemberBenefits = {
    deductibleRemainingCents: remainingAmount(scopes, 'deductible') ?? 0,
    coinsuranceBasisPoints: firstValue(scopes, 'coinsurance', (benefit) => benefit.basisPoints) ?? 0,
    copayCents: firstValue(scopes, 'copay', (benefit) => benefit.amountCents) ?? 0,
    // A plan that reports no out-of-pocket maximum (or none left, which pricing cannot tell from a
    // missing one) is never read as paying everything: the cost share is not capped.
    outOfPocketRemainingCents: outOfPocket || Number.MAX_SAFE_INTEGER,
  };
  const needsAuthorization = scopes.flat().some((benefit) => benefit.needsAuthorization);
  return coverage(
    needsAuthorization ? 'requires_authorization' : 'active',
    isStateExchangePlan,
    benefits,
    dmeBenefitsConfirmed,
  );
}
