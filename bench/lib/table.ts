/** Prints rows as an aligned plain-text table (numbers right-aligned). */
export function printTable(title: string, headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const isNumeric = (cell: string) => /^[\d.,]+( ?(ms|kB|%))?$/.test(cell);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        isNumeric(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
