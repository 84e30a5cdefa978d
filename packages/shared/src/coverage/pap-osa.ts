import { PAP_SYMPTOM_LABELS, PAP_SYMPTOMS, type PapEvidence } from './evidence';
import { invalidValueMessages, VALUE_RANGES, validNumberOf } from './value-ranges';
import { type CoverageFinding, type RuleResult, ruleResult } from './verdict';

export const PAP_POLICY = { policy: 'LCD L33718', policyName: 'PAP for OSA' } as const;

/** E0601 CPAP and E0470 bilevel without backup rate: the PAP devices LCD L33718 covers for OSA. */
export const PAP_DEVICE_CODES: ReadonlySet<string> = new Set(['E0601', 'E0470']);
const BILEVEL_CODE = 'E0470';

/** LCD L33718 criterion A: AHI or RDI ≥ 15 events per hour, with at least 30 events. */
export const SEVERE_AHI = 15;
export const SEVERE_MIN_EVENTS = 30;
/** LCD L33718 criterion B: AHI or RDI 5–14, with at least 10 events and a documented condition. */
export const MILD_AHI = 5;
export const MILD_MIN_EVENTS = 10;

const finding = (criterion: string, message: string): CoverageFinding => ({
  criterion: `${PAP_POLICY.policy}: ${criterion}`,
  message,
});

const symptomList = PAP_SYMPTOMS.map((symptom) => PAP_SYMPTOM_LABELS[symptom].toLowerCase()).join(', ');

/**
 * The sleep study's numbers, LCD L33718 "Coverage Indications", initial coverage criteria A and B.
 * The minimum event counts are the LCD's rule for short recordings (at least as many events as
 * 2 hours at the threshold rate). An AHI between 14 and 15 is below 15, so it is read as 5–14.
 * A number out of its range is not judged (evaluatePapForOsa names it).
 */
function checkSeverity(evidence: PapEvidence, failing: CoverageFinding[], missing: CoverageFinding[]) {
  if (evidence.ahiOrRdi === null) missing.push(finding('AHI/RDI', 'AHI or RDI from the sleep test'));
  if (evidence.eventCount === null)
    missing.push(finding('events', 'Number of apneas and hypopneas recorded'));
  const ahi = validNumberOf(VALUE_RANGES.ahiOrRdi, evidence.ahiOrRdi);
  const events = validNumberOf(VALUE_RANGES.eventCount, evidence.eventCount);
  if (ahi === null) return;
  if (ahi < MILD_AHI) {
    failing.push(
      finding('AHI/RDI', `AHI/RDI ${ahi} is below ${MILD_AHI}; PAP for OSA needs at least ${MILD_AHI}`),
    );
    return;
  }
  const isSevere = ahi >= SEVERE_AHI;
  const minEvents = isSevere ? SEVERE_MIN_EVENTS : MILD_MIN_EVENTS;
  if (events !== null && events < minEvents)
    failing.push(
      finding(
        'events',
        `${events} events recorded; an AHI/RDI of ${isSevere ? `${SEVERE_AHI} or more` : `${MILD_AHI}–14`} needs at least ${minEvents}`,
      ),
    );
  if (!isSevere && evidence.symptoms.length === 0)
    failing.push(
      finding(
        'AHI/RDI 5–14 with a documented condition',
        `AHI/RDI ${ahi} (5–14) needs one of: ${symptomList}`,
      ),
    );
}

/**
 * LCD L33718, initial coverage of E0601 for OSA: (1) a face-to-face clinical evaluation by the
 * treating practitioner before the sleep test (the same day counts as before: the visit can order
 * a home test handed out that day); (2) a Medicare-covered sleep test (in-lab PSG or home sleep
 * test) meeting criterion A or B; E0470 for OSA (LCD L33718, "E0470"): the same, and E0601 tried
 * and proven ineffective. `today` is YYYY-MM-DD; a date after it is a typing error, not evidence.
 */
export function evaluatePapForOsa(code: string, evidence: PapEvidence | null, today: string): RuleResult {
  const failing: CoverageFinding[] = [];
  const missing: CoverageFinding[] = [];
  const e = evidence ?? {
    kind: 'pap' as const,
    faceToFaceDate: null,
    sleepTestDate: null,
    sleepTestType: null,
    ahiOrRdi: null,
    eventCount: null,
    symptoms: [],
    cpapTriedAndFailed: null,
  };
  if (!e.faceToFaceDate) missing.push(finding('face-to-face evaluation', 'Face-to-face evaluation date'));
  if (!e.sleepTestDate) missing.push(finding('sleep test', 'Sleep test date'));
  if (!e.sleepTestType)
    missing.push(finding('sleep test', 'Sleep test type (in-lab PSG or home sleep test)'));
  for (const [label, date] of [
    ['Face-to-face evaluation', e.faceToFaceDate],
    ['Sleep test', e.sleepTestDate],
  ] as const)
    if (date && date > today) failing.push(finding('dates', `${label} date ${date} is after today`));
  if (e.faceToFaceDate && e.sleepTestDate && e.faceToFaceDate > e.sleepTestDate)
    failing.push(
      finding(
        'face-to-face evaluation',
        `The face-to-face evaluation (${e.faceToFaceDate}) must come before the sleep test (${e.sleepTestDate})`,
      ),
    );
  checkSeverity(e, failing, missing);
  const invalid = invalidValueMessages([
    [VALUE_RANGES.ahiOrRdi, e.ahiOrRdi],
    [VALUE_RANGES.eventCount, e.eventCount],
  ]).map((message) => finding('valid values', message));
  if (code === BILEVEL_CODE) {
    if (e.cpapTriedAndFailed === false)
      failing.push(finding('E0470', 'E0470 for OSA is covered only after CPAP (E0601) was tried and failed'));
    else if (e.cpapTriedAndFailed !== true)
      missing.push(finding('E0470', 'Whether CPAP (E0601) was tried and failed'));
  }
  return ruleResult(failing, missing, invalid);
}
