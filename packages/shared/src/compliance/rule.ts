/**
 * CPAP adherence as the PAP LCD (L33718) defines it: use on at least 4 hours per night on 70 % of
 * nights (21 of 30) during a consecutive 30-day period within the first three months of therapy,
 * with a clinical re-evaluation between the 31st and the 91st day. Pure: `today` is passed in.
 */
export const COMPLIANCE_RULE = {
  periodDays: 90,
  windowDays: 30,
  minMinutesPerNight: 4 * 60,
  requiredNights: 21,
  requiredPercent: 70,
  reevaluationFromDay: 31,
  reevaluationToDay: 91,
} as const;

export const COMPLIANCE_STATES = ['compliant', 'on_track', 'at_risk', 'not_compliant', 'no_data'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

/** One night (a ResMed day runs noon to noon and carries the date it starts on). */
export interface NightMinutes {
  date: string;
  minutes: number;
}

export interface ComplianceWindow {
  start: string;
  end: string;
  nightsUsed: number;
  percent: number;
}

export interface ComplianceEvaluation {
  state: ComplianceState;
  periodStart: string;
  /** Day 90: the last night that counts. */
  periodEnd: string;
  /** The last night within the period the data covers; nights after it are not yet reported. */
  reportedThrough: string | null;
  bestWindow: ComplianceWindow | null;
  /** When compliant: the night the 21st qualifying night of the first compliant window fell on. */
  compliantOn: string | null;
  /** When not yet compliant: the earliest night it can still be reached, if every open night is used. */
  earliestCompliantDate: string | null;
  /** Nights from today through day 90, today included. */
  daysLeft: number;
  reevaluation: { from: string; to: string; isDue: boolean };
}

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const toIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Only integers are compared: 21 of 30 is exactly 70 %, 20 of 30 is not. */
export const meetsRequiredPercent = (nightsUsed: number, nights: number) =>
  nightsUsed * 100 >= COMPLIANCE_RULE.requiredPercent * nights;

const roundedPercent = (nightsUsed: number) =>
  Math.round((nightsUsed / COMPLIANCE_RULE.windowDays) * 1000) / 10;

interface WindowCount {
  startIndex: number;
  used: number;
  /** Nights of the window after the last reported one: they may still be used. */
  open: number;
}

function countWindows(used: boolean[], reportedUpTo: number): WindowCount[] {
  const { periodDays, windowDays } = COMPLIANCE_RULE;
  const windows: WindowCount[] = [];
  for (let startIndex = 0; startIndex + windowDays <= periodDays; startIndex++) {
    let count = 0;
    for (let index = startIndex; index < startIndex + windowDays; index++) if (used[index]) count++;
    const open = Math.min(windowDays, Math.max(0, startIndex + windowDays - 1 - reportedUpTo));
    windows.push({ startIndex, used: count, open });
  }
  return windows;
}

/** Nth qualifying night (1-based) of the window, as an index into the period. */
function nthUsedNight(used: boolean[], startIndex: number, n: number) {
  let seen = 0;
  for (let index = startIndex; index < startIndex + COMPLIANCE_RULE.windowDays; index++) {
    if (used[index] && ++seen === n) return index;
  }
  return -1;
}

/**
 * Evaluates the first 90 days from `periodStart` (setup or delivery). A night inside the reported
 * range with no record counts as not used (the machine writes a record for every day it was
 * plugged in; a CSV leaves unused nights out); nights after the last record are open.
 */
export function evaluateCompliance(input: {
  periodStart: string;
  nights: NightMinutes[];
  today: string;
}): ComplianceEvaluation {
  const { periodDays, windowDays, requiredNights, minMinutesPerNight } = COMPLIANCE_RULE;
  const start = toDay(input.periodStart);
  const used = new Array<boolean>(periodDays).fill(false);
  let reportedUpTo = -1;
  for (const night of input.nights) {
    const index = toDay(night.date) - start;
    if (index < 0 || index >= periodDays) continue;
    reportedUpTo = Math.max(reportedUpTo, index);
    if (night.minutes >= minMinutesPerNight) used[index] = true;
  }
  const windows = countWindows(used, reportedUpTo);
  const dateAt = (index: number) => toIso(start + index);
  const today = toDay(input.today);
  const common = {
    periodStart: input.periodStart,
    periodEnd: dateAt(periodDays - 1),
    reportedThrough: reportedUpTo >= 0 ? dateAt(reportedUpTo) : null,
    daysLeft: Math.max(0, Math.min(periodDays, start + periodDays - today)),
    reevaluation: {
      from: dateAt(COMPLIANCE_RULE.reevaluationFromDay - 1),
      to: dateAt(COMPLIANCE_RULE.reevaluationToDay - 1),
      isDue:
        today >= start + COMPLIANCE_RULE.reevaluationFromDay - 1 &&
        today <= start + COMPLIANCE_RULE.reevaluationToDay - 1,
    },
  };

  // The best window: most qualifying nights, the earliest on a tie.
  const best = windows.reduce((top, window) => (window.used > top.used ? window : top));
  const bestWindow =
    reportedUpTo < 0
      ? null
      : {
          start: dateAt(best.startIndex),
          end: dateAt(best.startIndex + windowDays - 1),
          nightsUsed: best.used,
          percent: roundedPercent(best.used),
        };

  const compliantDays = windows
    .filter((window) => meetsRequiredPercent(window.used, windowDays))
    .map((window) => nthUsedNight(used, window.startIndex, requiredNights));
  if (compliantDays.length > 0) {
    return {
      ...common,
      state: 'compliant',
      bestWindow,
      compliantOn: dateAt(Math.min(...compliantDays)),
      earliestCompliantDate: null,
    };
  }

  // Still reachable in a window if its open nights can supply the qualifying nights it lacks.
  const reachable = windows
    .map((window) => ({ ...window, needed: requiredNights - window.used }))
    .filter((window) => window.needed <= window.open);
  const earliest = reachable.map(
    (window) => Math.max(window.startIndex, reportedUpTo + 1) + window.needed - 1,
  );
  const hasSlack = reachable.some((window) => window.open > window.needed);
  const state: ComplianceState =
    reportedUpTo < 0
      ? 'no_data'
      : reachable.length === 0
        ? 'not_compliant'
        : hasSlack
          ? 'on_track'
          : 'at_risk';
  return {
    ...common,
    state,
    bestWindow,
    compliantOn: null,
    earliestCompliantDate: earliest.length > 0 ? dateAt(Math.min(...earliest)) : null,
  };
}

/** Averages over the nights the mask was on (AHI and leak mean nothing for a night without use). */
export function averageOverUsedNights<T extends { minutes: number }>(
  nights: T[],
  pick: (night: T) => number | null,
): number | null {
  const values = nights
    .filter((night) => night.minutes > 0)
    .map(pick)
    .filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}
