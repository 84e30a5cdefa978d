import type { ComplianceReport } from '@dme/shared/compliance/api';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 4" for an ISO night: the chart's axis labels, unique within 90 days. */
export const nightLabel = (iso: string) => shortDate.format(dayOf(iso));

/**
 * One bar per night from the period's start to the last reported night; a night the data skips
 * is a night without use (0 h), as the compliance rule counts it.
 */
export function chartNights(report: ComplianceReport) {
  const minutes = new Map(report.nights.map((night) => [night.date, night.minutes]));
  const last = report.reportedThrough ? dayOf(report.reportedThrough) : dayOf(report.periodStart) - DAY_MS;
  const entries: { label: string; hours: number }[] = [];
  for (let day = dayOf(report.periodStart); day <= last; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    entries.push({ label: nightLabel(date), hours: Math.round(((minutes.get(date) ?? 0) / 60) * 10) / 10 });
  }
  return entries;
}
