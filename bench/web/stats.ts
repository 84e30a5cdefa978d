import { stripVTControlCharacters } from 'node:util';

/** The median of the known values (an unknown figure is NaN); NaN when none is known. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each numeric field's median on its own, as Lighthouse's own guidance for repeated runs does. */
export function medianOfEach<Figures extends { [Key in keyof Figures]: number }>(
  runs: Figures[],
): Figures | null {
  if (runs.length === 0) return null;
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

/** A file name for a page's report: its name's letters and digits, dashes between. */
export const reportSlug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'home';

/**
 * An error's first line, for a FAIL row; for Playwright's, whose call log follows, with what it
 * was waiting for (a timeout's first line does not say).
 */
export function failureReason(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // Playwright dims its call log with terminal colour codes.
  const lines = stripVTControlCharacters(message).split('\n');
  const waitingFor = lines.map((line) => /^\s*- waiting for (.+)$/.exec(line)?.[1]).find(Boolean);
  const first = lines[0]!.trim();
  return waitingFor ? `${first} (waiting for ${waitingFor.trim()})` : first;
}
