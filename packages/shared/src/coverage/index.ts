import { BREAST_PUMP_CODES, BREAST_PUMP_POLICY, evaluateBreastPump } from './breast-pump';
import { isoDateOf } from './dates';
import type { EvidenceKind, LineEvidence } from './evidence';
import { evaluateHomeOxygen, OXYGEN_EQUIPMENT_CODES, OXYGEN_POLICY } from './home-oxygen';
import { evaluatePapForOsa, PAP_DEVICE_CODES, PAP_POLICY } from './pap-osa';
import { checkStandardWrittenOrder } from './standard-written-order';
import { invalidValueMessages, VALUE_RANGES } from './value-ranges';
import { type CoverageVerdict, type LineCoverageVerdict, type RuleResult, worstStatus } from './verdict';

export {
  type CoverageFinding,
  type CoverageStatus,
  type CoverageVerdict,
  coverageVerdictSchema,
  type LineCoverageVerdict,
} from './verdict';

/**
 * The version of the rules that produced a verdict, stored with it so a later rule change never
 * rewrites history. Bump it (date and a counter) on any change to what a rule decides or says.
 */
export const COVERAGE_RULES_VERSION = '2026-12-03.1';

/** One HCPCS line as the work order form sends it and the server stores it. */
export interface CoverageLineInput {
  code: string;
  lengthOfNeed?: number | null;
  pressureSetting?: number | null;
  po2Percent?: number | null;
  arterialSaturationPercent?: number | null;
  evidence?: LineEvidence | null;
}

/**
 * A work order as the rules need it: the create payload's fields (parsed), plus the ordering
 * provider's name and NPI from the profile. The order date is `providerSignatureDate`.
 */
export interface CoverageOrderInput {
  patientName?: string | null;
  medicareId?: string | null;
  providerSignature?: string | null;
  providerSignatureDate?: string | null;
  provider: { name?: string | null; npi?: string | null };
  hcpcsCodes: CoverageLineInput[];
}

const evidenceOfKind = <K extends LineEvidence['kind']>(line: CoverageLineInput, kind: K) =>
  line.evidence?.kind === kind ? (line.evidence as Extract<LineEvidence, { kind: K }>) : null;

/** Which evidence a code's line carries (and the form asks for), or null when it needs none. */
export function evidenceKindOf(code: string): EvidenceKind | null {
  if (PAP_DEVICE_CODES.has(code)) return 'pap';
  if (OXYGEN_EQUIPMENT_CODES.has(code)) return 'oxygen';
  if (BREAST_PUMP_CODES.has(code)) return 'breastPump';
  return null;
}

/** The policy that governs a code and its verdict, or null for a code no policy here covers. */
export function policyOf(code: string) {
  if (PAP_DEVICE_CODES.has(code)) return PAP_POLICY;
  if (OXYGEN_EQUIPMENT_CODES.has(code)) return OXYGEN_POLICY;
  if (BREAST_PUMP_CODES.has(code)) return BREAST_PUMP_POLICY;
  return null;
}

function evaluateLine(
  line: CoverageLineInput,
  order: CoverageOrderInput,
  orderDate: string,
  today: string,
): RuleResult {
  if (PAP_DEVICE_CODES.has(line.code))
    return evaluatePapForOsa(line.code, evidenceOfKind(line, 'pap'), today);
  if (OXYGEN_EQUIPMENT_CODES.has(line.code))
    return evaluateHomeOxygen(line, evidenceOfKind(line, 'oxygen'), orderDate, today);
  const otherPumps = order.hcpcsCodes
    .map((other) => other.code)
    .filter((code) => code !== line.code && BREAST_PUMP_CODES.has(code));
  return evaluateBreastPump(line.code, evidenceOfKind(line, 'breastPump'), orderDate, otherPumps);
}

/**
 * The line's device settings are no policy's criterion, but a line showing one out of range (a
 * pressure of 45 cm H2O) is never judged complete: the verdict names it with the rule's findings.
 */
function withSettingsInRange(line: CoverageLineInput, policy: string, result: RuleResult): RuleResult {
  const invalid = invalidValueMessages([
    [VALUE_RANGES.lengthOfNeed, line.lengthOfNeed],
    [VALUE_RANGES.pressureSetting, line.pressureSetting],
  ]);
  if (invalid.length === 0) return result;
  return {
    status: worstStatus([result.status, 'incomplete']),
    findings: [
      ...result.findings,
      ...invalid.map((message) => ({ criterion: `${policy}: valid values`, message })),
    ],
  };
}

/**
 * The coverage verdict on a work order at `now`: the standard written order's elements for the
 * order, and each line a policy governs against that policy. The order's status is its worst part.
 * Pure: the form calls it as the clinician types, the server when it stores the order.
 */
export function evaluateWorkOrderCoverage(order: CoverageOrderInput, now: Date): CoverageVerdict {
  const today = isoDateOf(now);
  const signed = order.providerSignatureDate?.trim() ?? '';
  const orderDate = signed && signed <= today ? signed : today;
  const swo = checkStandardWrittenOrder(
    {
      patientName: order.patientName,
      medicareId: order.medicareId,
      orderDate: order.providerSignatureDate,
      itemCodes: order.hcpcsCodes.map((line) => line.code),
      providerName: order.provider.name,
      providerNpi: order.provider.npi,
      providerSignature: order.providerSignature,
    },
    today,
  );
  const lines = order.hcpcsCodes.flatMap((line): LineCoverageVerdict[] => {
    const policy = policyOf(line.code);
    if (!policy) return [];
    const result = withSettingsInRange(line, policy.policy, evaluateLine(line, order, orderDate, today));
    return [{ hcpcsCode: line.code, ...policy, ...result }];
  });
  return {
    ruleVersion: COVERAGE_RULES_VERSION,
    status: worstStatus([swo.status, ...lines.map((line) => line.status)]),
    findings: swo.findings,
    lines,
  };
}
