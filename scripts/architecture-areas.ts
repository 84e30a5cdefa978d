import type { Violation } from './boundaries';

/**
 * docs/architecture.md's "Areas" table names, for each area, its one folder on the server
 * (`apps/server/src/features`) and on the web (`apps/web/src/features`). The table and the tree
 * must agree both ways, so the document cannot drift from the code.
 */

export interface AreaRow {
  area: string;
  server: string | null;
  web: string | null;
}

const DOC = 'docs/architecture.md';

export function parseAreaTable(markdown: string): AreaRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Areas'));
  if (!section) return [];
  const rows: AreaRow[] = [];
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length < 4 || cells[0] === 'area' || /^-+$/.test(cells[0] ?? '')) continue;
    const [area, server, web] = cells.map(folderName);
    if (area) rows.push({ area, server: server ?? null, web: web ?? null });
  }
  return rows;
}

function folderName(cell: string) {
  const match = /^`([a-z0-9-]+)`$/.exec(cell);
  return match?.[1];
}

export function areaViolations(rows: AreaRow[], tree: { server: string[]; web: string[] }): Violation[] {
  if (rows.length === 0) {
    return [
      {
        path: DOC,
        rule: 'areas table',
        detail: 'no "## Areas" table with the columns area | server | web | what it covers',
      },
    ];
  }
  const violations: Violation[] = [];
  for (const side of ['server', 'web'] as const) {
    const listed = rows.flatMap((row) => (row[side] ? [row[side]] : []));
    for (const folder of new Set(listed)) {
      if (listed.filter((name) => name === folder).length > 1) {
        violations.push({
          path: DOC,
          rule: 'areas table',
          detail: `${side} folder ${folder} is listed for more than one area`,
        });
      }
      if (!tree[side].includes(folder)) {
        violations.push({
          path: DOC,
          rule: 'areas table',
          detail: `lists ${side} folder features/${folder}, which does not exist`,
        });
      }
    }
    for (const folder of tree[side]) {
      if (!listed.includes(folder)) {
        violations.push({
          path: DOC,
          rule: 'areas table',
          detail: `${side} folder features/${folder} is not in the table`,
        });
      }
    }
  }
  return violations;
}
