import { addDays } from './dates';
import type { OxygenEvidence } from './evidence';
import { invalidValueMessages, VALUE_RANGES, validNumberOf } from './value-ranges';
import { type CoverageFinding, type RuleResult, ruleResult } from './verdict';

export const OXYGEN_POLICY = { policy: 'LCD L33797', policyName: 'Home oxygen' } as const;

/** The oxygen equipment codes of LCD L33797; contents (E0441–E0444) follow the equipment. */
export const OXYGEN_EQUIPMENT_CODES: ReadonlySet<string> = new Set([
  'E0424',
  'E0431',
  'E0433',
  'E0434',
  'E0439',
  'E1390',
  'E1391',
  'E1392',
  'E1405',
  'E1406',
  'K0738',
]);

/** NCD 240.2 / LCD L33797 Group I: PaO2 ≤ 55 mm Hg or saturation ≤ 88 %. */
export const PO2_QUALIFIES_AT_MOST_MM_HG = 55;
export const SATURATION_QUALIFIES_AT_MOST_PERCENT = 88;
/** Group II: PaO2 56–59 mm Hg or saturation 89 %, with a Group II finding. */
export const GROUP_II_PO2_BELOW_MM_HG = 60;
export const GROUP_II_SATURATION_BELOW_PERCENT = 90;
/** Group II finding: erythrocythemia with a hematocrit above 56 %. */
export const GROUP_II_HEMATOCRIT_ABOVE_PERCENT = 56;
/** LCD L33797: an inpatient's test is the last one, no earlier than 2 days before discharge. */
export const INPATIENT_TEST_DAYS_BEFORE_DISCHARGE = 2;
/** An outpatient's test at most this many days before the order (see docs/decisions/0060-coverage-checks-at-order-time.md). */
export const OUTPATIENT_TEST_DAYS_BEFORE_ORDER = 30;

export interface OxygenValues {
  po2Percent?: number | null;
  arterialSaturationPercent?: number | null;
}
export type GroupIIFindings = Pick<
  OxygenEvidence,
  'dependentEdema' | 'corPulmonaleOrPulmonaryHypertension' | 'hematocritPercent'
>;

export type OxygenGroup = 'I' | 'II' | null;

/** The values in their ranges; one out of range is no measurement (value-ranges.ts). */
const validValuesOf = (values: OxygenValues) => ({
  po2: validNumberOf(VALUE_RANGES.po2, values.po2Percent),
  sat: validNumberOf(VALUE_RANGES.saturation, values.arterialSaturationPercent),
});

/** The best group any one valid value reaches: one qualifying test qualifies the patient. */
export function oxygenGroupOf(values: OxygenValues): OxygenGroup {
  const { po2, sat } = validValuesOf(values);
  const po2Given = po2 !== null;
  const satGiven = sat !== null;
  if (
    (po2Given && po2 <= PO2_QUALIFIES_AT_MOST_MM_HG) ||
    (satGiven && sat <= SATURATION_QUALIFIES_AT_MOST_PERCENT)
  )
    return 'I';
  if ((po2Given && po2 < GROUP_II_PO2_BELOW_MM_HG) || (satGiven && sat < GROUP_II_SATURATION_BELOW_PERCENT))
    return 'II';
  return null;
}

const hasGroupIIFinding = (findings: GroupIIFindings | null | undefined) =>
  Boolean(
    findings &&
      (findings.dependentEdema ||
        findings.corPulmonaleOrPulmonaryHypertension ||
        (validNumberOf(VALUE_RANGES.hematocrit, findings.hematocritPercent) ?? 0) >
          GROUP_II_HEMATOCRIT_ABOVE_PERCENT),
  );

/**
 * The spec's CMS warning (spec §5), with the CMS thresholds: true when values were given and none
 * qualifies — neither Group I nor Group II with one of its findings. The spec's sentence reads the
 * saturation rule backwards ("saturation below 88"): 88 % or less qualifies (docs/decisions/0040-work-order-form-oxygen-and-feedback.md).
 * No valid value, no warning: the form asks for one, or for a value in range, with its own message.
 */
export function failsCmsOxygenCriteria(values: OxygenValues, findings?: GroupIIFindings | null) {
  const { po2, sat } = validValuesOf(values);
  if (po2 === null && sat === null) return false;
  const group = oxygenGroupOf(values);
  return group === null || (group === 'II' && !hasGroupIIFinding(findings));
}

const finding = (criterion: string, message: string): CoverageFinding => ({
  criterion: `${OXYGEN_POLICY.policy}: ${criterion}`,
  message,
});

const describe = ({ po2Percent: po2, arterialSaturationPercent: sat }: OxygenValues) =>
  [
    typeof po2 === 'number' ? `PaO2 ${po2} mm Hg` : null,
    typeof sat === 'number' ? `saturation ${sat} %` : null,
  ]
    .filter(Boolean)
    .join(' and ')
    .replace(/^s/, 'S');

/** Why valid values do not qualify (Group I, or Group II with a finding), if they do not. */
function groupFailures(values: OxygenValues, findings: GroupIIFindings): CoverageFinding[] {
  const group = oxygenGroupOf(values);
  if (group === null)
    return [
      finding(
        'Group I/II',
        `${describe(values)} does not qualify: PaO2 must be at most 59 mm Hg or saturation at most 89 %`,
      ),
    ];
  if (group === 'II' && !hasGroupIIFinding(findings))
    return [
      finding(
        'Group II',
        `${describe(values)} qualifies only with dependent edema, pulmonary hypertension or cor pulmonale, or a hematocrit above 56 %`,
      ),
    ];
  return [];
}

/**
 * When the qualifying test was taken, LCD L33797 "at the time of need": for an inpatient going home
 * on oxygen, no earlier than 2 days before discharge (and not after it); for an outpatient, within
 * 30 days before the order date. Dates after today are typing errors.
 */
function checkTiming(
  e: OxygenEvidence,
  orderDate: string,
  today: string,
  failing: CoverageFinding[],
  missing: CoverageFinding[],
) {
  if (!e.testDate) {
    missing.push(finding('test date', 'Test date'));
    return;
  }
  if (e.testDate > today) failing.push(finding('test date', `Test date ${e.testDate} is after today`));
  if (e.testedAsInpatient) {
    if (!e.dischargeDate) {
      missing.push(finding('inpatient test', 'Hospital discharge date'));
      return;
    }
    const earliest = addDays(e.dischargeDate, -INPATIENT_TEST_DAYS_BEFORE_DISCHARGE);
    if (e.testDate < earliest || e.testDate > e.dischargeDate)
      failing.push(
        finding(
          'inpatient test',
          `An inpatient test must be within 2 days before discharge (${earliest} to ${e.dischargeDate}); it was ${e.testDate}`,
        ),
      );
    return;
  }
  const earliest = addDays(orderDate, -OUTPATIENT_TEST_DAYS_BEFORE_ORDER);
  if (e.testDate < earliest)
    failing.push(
      finding(
        'test date',
        `The test (${e.testDate}) is more than ${OUTPATIENT_TEST_DAYS_BEFORE_ORDER} days before the order (${orderDate})`,
      ),
    );
  else if (e.testDate > orderDate && e.testDate <= today)
    failing.push(finding('test date', `The test (${e.testDate}) is after the order date (${orderDate})`));
}

/**
 * Initial coverage of home oxygen, NCD 240.2 and LCD L33797 "Coverage Indications": Group I — PaO2
 * ≤ 55 mm Hg or saturation ≤ 88 % at rest (awake), during sleep (for at least 5 minutes) or on
 * exertion; Group II — PaO2 56–59 mm Hg or saturation 89 % under the same conditions, with
 * dependent edema suggesting congestive heart failure, pulmonary hypertension or cor pulmonale, or
 * erythrocythemia with a hematocrit above 56 %; the test's condition is recorded; the test taken at
 * the time of need (see checkTiming). `orderDate` is the signature date or, before signing, today.
 */
export function evaluateHomeOxygen(
  values: OxygenValues,
  evidence: OxygenEvidence | null,
  orderDate: string,
  today: string,
): RuleResult {
  const failing: CoverageFinding[] = [];
  const missing: CoverageFinding[] = [];
  const e: OxygenEvidence = evidence ?? {
    kind: 'oxygen',
    testDate: null,
    testCondition: null,
    testedAsInpatient: false,
    dischargeDate: null,
    dependentEdema: false,
    corPulmonaleOrPulmonaryHypertension: false,
    hematocritPercent: null,
  };
  // A value out of range is named and stops the judgment it feeds: once typed right it may qualify.
  const invalid = invalidValueMessages([
    [VALUE_RANGES.po2, values.po2Percent],
    [VALUE_RANGES.saturation, values.arterialSaturationPercent],
    [VALUE_RANGES.hematocrit, e.hematocritPercent],
  ]).map((message) => finding('valid values', message));
  if (typeof values.po2Percent !== 'number' && typeof values.arterialSaturationPercent !== 'number')
    missing.push(finding('blood gas study', 'PaO2 or oxygen saturation from the qualifying test'));
  else if (invalid.length === 0) failing.push(...groupFailures(values, e));
  if (!e.testCondition)
    missing.push(finding('test condition', 'Test condition (at rest, during sleep or on exertion)'));
  checkTiming(e, orderDate, today, failing, missing);
  return ruleResult(failing, missing, invalid);
}
