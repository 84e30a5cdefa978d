import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaViolations, parseAreaTable } from './architecture-areas';
import { findViolations, readSourceTree } from './boundaries';

/** `npm run lint` step: exits 1 and lists every broken boundary. `--root DIR` checks another tree. */
const rootFlag = process.argv.indexOf('--root');
const root =
  rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? '.') : path.resolve(import.meta.dirname, '..');

const featureFolders = (side: string) => {
  try {
    return readdirSync(path.join(root, side, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const violations = [
  ...findViolations(readSourceTree(root)),
  ...areaViolations(parseAreaTable(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')), {
    server: featureFolders('apps/server'),
    web: featureFolders('apps/web'),
  }),
];

for (const violation of violations) {
  console.error(`${violation.path}: ${violation.rule}: ${violation.detail}`);
}
if (violations.length > 0) {
  console.error(
    `\n${violations.length} boundary violation(s); the rules are in docs/architecture.md ("Boundaries").`,
  );
  process.exit(1);
}
console.log('Boundaries hold.');
