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
