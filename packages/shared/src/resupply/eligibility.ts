import { scheduleOf } from './schedules';

/** A supply line as delivered: `patientKey` groups the lines of one patient (work order or order). */
export interface DeliveredSupply {
  lineItemId: string;
  patientKey: string;
  hcpcsCode: string;
  /** Units delivered (the line's quantity). */
  quantity: number;
  /** The day it was delivered, YYYY-MM-DD (UTC). */
  deliveredOn: string;
}

/** A reminder is not sent for an eligibility older than this: a stale offer helps nobody. */
export const REMIND_WITHIN_DAYS = 30;

const DAY_MS = 86_400_000;
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);
const formatDay = (date: Date) => date.toISOString().slice(0, 10);

function addMonths(day: string, months: number) {
  const date = parseDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  // 31 January + 1 month is 28/29 February: payers count whole calendar months.
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return formatDay(target);
}

/**
 * The day a delivered supply may be replaced again: what was delivered covers
 * quantity × months / allowance months of the schedule (2 filters at "2 per month" last one month;
 * 1 cushion at "2 per month" half a month, counted as 15 days). Null for a code without a schedule.
 */
export function eligibleAgainOn(supply: Pick<DeliveredSupply, 'hcpcsCode' | 'quantity' | 'deliveredOn'>) {
  const schedule = scheduleOf(supply.hcpcsCode);
  if (!schedule || supply.quantity < 1) return null;
  const coveredMonths = (supply.quantity * schedule.months) / schedule.allowance;
  if (Number.isInteger(coveredMonths)) return addMonths(supply.deliveredOn, coveredMonths);
  return formatDay(
    new Date(parseDay(supply.deliveredOn).getTime() + Math.round(coveredMonths * 30) * DAY_MS),
  );
}

/**
 * The supplies to remind about today: per patient and code only the latest delivery counts (a
 * reorder replaces the old line), eligible on or before today and not longer ago than
 * REMIND_WITHIN_DAYS. Never a supply that is not yet eligible.
 */
export function dueSupplies(supplies: readonly DeliveredSupply[], today: string) {
  const latest = new Map<string, DeliveredSupply>();
  for (const supply of supplies) {
    const key = `${supply.patientKey}|${supply.hcpcsCode}`;
    const seen = latest.get(key);
    if (!seen || supply.deliveredOn > seen.deliveredOn) latest.set(key, supply);
  }
  const oldest = formatDay(new Date(parseDay(today).getTime() - REMIND_WITHIN_DAYS * DAY_MS));
  return [...latest.values()].flatMap((supply) => {
    const eligibleOn = eligibleAgainOn(supply);
    return eligibleOn && eligibleOn <= today && eligibleOn >= oldest ? [{ ...supply, eligibleOn }] : [];
  });
}

/**
 * A supply line already ordered with the member's insurance: it covers the member from the day it
 * was delivered or, until it is, from the day it was ordered (YYYY-MM-DD).
 */
export interface InsuredSupply {
  hcpcsCode: string;
  quantity: number;
  coveredFrom: string;
}

/**
 * The codes among `wantedCodes` that a new insured order may not carry yet, with the day each
 * becomes due: a payer pays one replacement per interval of the schedule, so an insured order of
 * the same supply before the earlier one's interval ends would be denied (and billed to nobody).
 * Per code the earlier line that covers longest decides. Codes without a schedule are never held.
 */
export function suppliesNotYetDue(
  earlier: readonly InsuredSupply[],
  wantedCodes: readonly string[],
  today: string,
) {
  const wanted = new Set(wantedCodes);
  const dueOn = new Map<string, string>();
  for (const supply of earlier) {
    if (!wanted.has(supply.hcpcsCode)) continue;
    const day = eligibleAgainOn({ ...supply, deliveredOn: supply.coveredFrom });
    const latest = dueOn.get(supply.hcpcsCode);
    if (day && day > today && (!latest || day > latest)) dueOn.set(supply.hcpcsCode, day);
  }
  return [...dueOn].map(([hcpcsCode, day]) => ({ hcpcsCode, dueOn: day }));
}
