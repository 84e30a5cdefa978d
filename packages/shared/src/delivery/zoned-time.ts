/** Wall-clock times in an IANA time zone, through Intl (no time zone data of our own). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) and the minutes since midnight that a clock in `timeZone` shows. */
export function wallClockOf(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string) {
  const { date, minutes, seconds } = wallClockOf(instant, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shown = Date.UTC(year, month - 1, day, 0, minutes, seconds);
  return shown - (instant.getTime() - instant.getUTCMilliseconds());
}

/**
 * The instant a clock in `timeZone` shows `minutes` past midnight of `isoDate`: exact on any day,
 * the days the clocks change included, for a time outside the night hour they change in (a
 * supplier's cut-off is between 06:00 and 20:00).
 */
export function instantOf(isoDate: string, minutes: number, timeZone: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const before = asUtc - offsetAt(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetAt(new Date(before), timeZone));
}
