/**
 * One CSV line (RFC 4180): a cell holding a comma, quote or line break is quoted with its quotes
 * doubled. A cell that a spreadsheet would run as a formula (= + - @, tab, carriage return first)
 * gets a leading apostrophe: the log holds text people typed (searches), and an export opened in a
 * spreadsheet must not execute it (OWASP "CSV injection").
 */
export function csvLine(cells: readonly (string | null | undefined)[]) {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | null | undefined) {
  if (value === null || value === undefined) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
