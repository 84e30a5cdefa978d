import { addDays } from './dates';
import type { BreastPumpEvidence } from './evidence';
import { invalidValueMessages, VALUE_RANGES, validNumberOf } from './value-ranges';
import { type CoverageFinding, type RuleResult, ruleResult } from './verdict';

export const BREAST_PUMP_POLICY = {
  policy: 'ACA §2713',
  policyName: 'Breast pump, preventive care',
} as const;

/** E0602 manual, E0603 electric, E0604 hospital grade: one of them per pregnancy. */
export const BREAST_PUMP_CODES: ReadonlySet<string> = new Set(['E0602', 'E0603', 'E0604']);
const HOSPITAL_GRADE_CODE = 'E0604';

const finding = (criterion: string, message: string): CoverageFinding => ({
  criterion: `${BREAST_PUMP_POLICY.policy}: ${criterion}`,
  message,
});

/**
 * Public Health Service Act §2713 (added by the ACA) with the HRSA Women's Preventive Services
 * Guidelines: non-grandfathered plans cover breastfeeding equipment without cost sharing, one pump
 * per pregnancy, ordered within the window around the due date that the plan states (the plan's
 * "N days before to M days after the due date"; both ends inclusive). A hospital-grade pump (E0604)
 * is covered only with a documented medical need (plans' breast pump policies, e.g. an infant in
 * intensive care). `otherPumpCodes` are the other pump lines of the same order; `orderDate` is the
 * signature date or, before signing, today. Whether the plan is grandfathered is the payer's answer
 * (eligibility), not the order's.
 */
export function evaluateBreastPump(
  code: string,
  evidence: BreastPumpEvidence | null,
  orderDate: string,
  otherPumpCodes: string[],
): RuleResult {
  const failing: CoverageFinding[] = [];
  const missing: CoverageFinding[] = [];
  if (otherPumpCodes.length > 0)
    failing.push(
      finding(
        'one pump per pregnancy',
        `One pump per pregnancy: this order also holds ${otherPumpCodes.join(', ')}`,
      ),
    );
  const typedBefore = evidence?.planWindowDaysBeforeDue ?? null;
  const typedAfter = evidence?.planWindowDaysAfterDue ?? null;
  const invalid = invalidValueMessages([
    [VALUE_RANGES.planWindowDays, typedBefore],
    [VALUE_RANGES.planWindowDays, typedAfter],
  ]).map((message) => finding('valid values', message));
  const before = validNumberOf(VALUE_RANGES.planWindowDays, typedBefore);
  const after = validNumberOf(VALUE_RANGES.planWindowDays, typedAfter);
  if (!evidence?.dueDate) missing.push(finding('order window', 'Due date'));
  if (typedBefore === null || typedAfter === null)
    missing.push(finding('order window', "The plan's order window (days before and after the due date)"));
  if (evidence?.dueDate && before !== null && after !== null) {
    const opens = addDays(evidence.dueDate, -before);
    const closes = addDays(evidence.dueDate, after);
    if (orderDate < opens || orderDate > closes)
      failing.push(
        finding('order window', `Ordered ${orderDate}, outside the plan's window of ${opens} to ${closes}`),
      );
  }
  if (code === HOSPITAL_GRADE_CODE && !evidence?.medicalNeed)
    missing.push(finding('E0604 medical need', 'Documented medical need for a hospital-grade pump (E0604)'));
  return ruleResult(failing, missing, invalid);
}
