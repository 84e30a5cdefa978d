/** One parsed night, whatever the file it came from. */
export interface UsageNight {
  date: string;
  minutes: number;
  ahi: number | null;
  leak95: number | null;
}

/** Bounds: a few years of nights; a longer file is not a nightly usage export. */
const MAX_ROWS = 3_660;

/** What is wrong with a usage CSV, in words for the person who uploaded it. */
export class UsageCsvError extends Error {}

function isoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1]?.padStart(2, '0'), us[2]?.padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** "6.5" hours or "6:30". */
function minutesOf(text: string): number | null {
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  const minutes = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d+(\.\d+)?$/.test(text)
      ? Math.round(Number(text) * 60)
      : null;
  return minutes !== null && minutes <= 24 * 60 ? minutes : null;
}

const optionalNumber = (text: string | undefined) => {
  if (text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

const cellsOf = (line: string) =>
  line.split(/[,;\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );

/**
 * The vendor-neutral fallback: `date, hours used` per line. A header row names the columns (date,
 * hours, ahi, leak), else date and hours come first.
 */
export function readUsageCsv(text: string): UsageNight[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new UsageCsvError('The usage CSV is empty.');
  if (lines.length > MAX_ROWS + 1) throw new UsageCsvError(`The usage CSV has more than ${MAX_ROWS} nights.`);
  const first = cellsOf(lines[0] ?? '');
  const hasHeader = isoDate(first[0] ?? '') === null;
  const find = (pattern: RegExp, fallback: number) => {
    const index = hasHeader ? first.findIndex((cell) => pattern.test(cell.toLowerCase())) : -1;
    return index >= 0 ? index : hasHeader ? -1 : fallback;
  };
  const columns = {
    date: find(/date|night|day/, 0),
    hours: find(/hour|usage|used/, 1),
    ahi: find(/ahi/, -1),
    leak: find(/leak/, -1),
  };
  if (columns.date < 0 || columns.hours < 0)
    throw new UsageCsvError('The usage CSV needs a date column and an hours-used column.');
  const nights = new Map<string, UsageNight>();
  (hasHeader ? lines.slice(1) : lines).forEach((line, index) => {
    const row = index + (hasHeader ? 2 : 1);
    const cells = cellsOf(line);
    const date = isoDate(cells[columns.date] ?? '');
    const minutes = minutesOf(cells[columns.hours] ?? '');
    const ahi = optionalNumber(cells[columns.ahi]);
    const leak95 = optionalNumber(cells[columns.leak]);
    if (!date)
      throw new UsageCsvError(`Line ${row} of the usage CSV has no valid date (use YYYY-MM-DD or M/D/YYYY).`);
    if (minutes === null)
      throw new UsageCsvError(`Line ${row} of the usage CSV has no valid hours used (0 to 24).`);
    if (ahi === undefined || leak95 === undefined)
      throw new UsageCsvError(`Line ${row} of the usage CSV has an invalid AHI or leak.`);
    if (nights.has(date)) throw new UsageCsvError(`The usage CSV lists ${date} twice.`);
    nights.set(date, { date, minutes, ahi: minutes > 0 ? ahi : null, leak95: minutes > 0 ? leak95 : null });
  });
  return [...nights.values()].sort((a, b) => a.date.localeCompare(b.date));
}
