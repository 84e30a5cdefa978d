import { addDays } from '../coverage/dates';

/*
 * Delivery days as calendar dates (YYYY-MM-DD, which compare correctly as strings): Monday to
 * Friday, except the holidays on which the parcel carriers (UPS, FedEx) and the post do not
 * deliver. Suppliers are local businesses with weekday couriers: nothing arrives on a weekend.
 */

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
const SATURDAY = 6;
const SUNDAY = 0;

const isoOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `nth` (1-based; -1 the last) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number) {
  if (nth > 0) {
    const first = weekdayOf(isoOf(year, month, 1));
    return isoOf(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekdayOf(isoOf(year, month, lastDay));
  return isoOf(year, month, lastDay - ((last - weekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(isoDate: string) {
  const weekday = weekdayOf(isoDate);
  if (weekday === SATURDAY) return addDays(isoDate, -1);
  if (weekday === SUNDAY) return addDays(isoDate, 1);
  return isoDate;
}

/**
 * The days of `year` no carrier delivers on: New Year's Day, Memorial Day, Independence Day,
 * Labor Day, Thanksgiving and Christmas (the holidays UPS and FedEx close for), as observed. New
 * Year's Day of the next year observed on 31 December counts too.
 */
export function carrierHolidays(year: number): string[] {
  return [
    observed(isoOf(year, 1, 1)),
    nthWeekday(year, 5, 1, -1),
    observed(isoOf(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 11, 4, 4),
    observed(isoOf(year, 12, 25)),
    observed(isoOf(year + 1, 1, 1)),
  ].filter((date) => date.startsWith(String(year)));
}

/** Whether a supplier delivers on this date: a weekday that is no carrier holiday. */
export function isDeliveryDay(isoDate: string) {
  const weekday = weekdayOf(isoDate);
  if (weekday === SATURDAY || weekday === SUNDAY) return false;
  return !carrierHolidays(Number(isoDate.slice(0, 4))).includes(isoDate);
}

/** The `count`-th delivery day after `isoDate` (1: the next one), not counting `isoDate` itself. */
export function addDeliveryDays(isoDate: string, count: number) {
  let date = isoDate;
  for (let left = count; left > 0; ) {
    date = addDays(date, 1);
    if (isDeliveryDay(date)) left -= 1;
  }
  return date;
}
