import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `mantine.css` imports Mantine's stylesheets one component at a time. These checks keep it whole
// (every component the app renders, and every component those are built from, has its sheet) and
// in Mantine's order, which decides which rule wins where two components style one element.

const webSource = resolve(import.meta.dirname, '..');
// The package's folder (its `exports` do not expose package.json).
const coreEntry = createRequire(import.meta.url).resolve('@mantine/core');
const mantineCore = coreEntry.slice(0, coreEntry.lastIndexOf('/@mantine/core/') + '/@mantine/core'.length);
const stylesDir = join(mantineCore, 'styles');
// Components live in `components/`, a few shared pieces (InlineInput) in `utils/`.
const buildDirs = ['esm/components', 'esm/utils'].map((dir) => join(mantineCore, dir));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** `A`, `type A` or `A as B` in an import list: `A`. */
const importedName = (entry: string) =>
  entry
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0]!;

/** Capitalised names imported from `from` in `files` (components, and types, which have no sheet). */
function namesImported(files: string[], from: string) {
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]+)\\}\\s+from\\s+['"]${from}['"]`, 'g');
  const names = new Set<string>();
  for (const file of files)
    for (const [, list] of readFileSync(file, 'utf8').matchAll(pattern))
      for (const entry of list!.split(',')) names.add(importedName(entry));
  return [...names].filter((name) => /^[A-Z]/.test(name));
}

/** The core components the app renders: its own imports and those of the other Mantine packages it uses. */
function componentsRendered() {
  const appFiles = sourceFiles(webSource);
  const otherPackages = new Set(
    appFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from ['"]@mantine\/([a-z-]+)['"]/g)].map(([, name]) => name!),
    ),
  );
  otherPackages.delete('core');
  otherPackages.delete('hooks');
  const packageFiles = [...otherPackages].flatMap((name) =>
    sourceFiles(join(dirname(mantineCore), name, 'esm')),
  );
  return [...namesImported(appFiles, '@mantine/core'), ...namesImported(packageFiles, '@mantine/core')];
}

/** `from "../Other/…"` or `from "../../utils/Other/…"` in Mantine's build. */
const BUILDING_BLOCK_IMPORT = /from "(?:\.\.\/)+(?:utils\/)?([A-Z]\w+)\//g;

/** Those components and every core component they are built from (`../Other/…`, `../../utils/Other/…`). */
function withBuildingBlocks(components: string[]) {
  const seen = new Set<string>();
  const queue = [...components];
  while (queue.length > 0) {
    const component = queue.pop()!;
    const dir = buildDirs.map((parent) => join(parent, component)).find((path) => existsSync(path));
    if (seen.has(component) || !dir) continue;
    seen.add(component);
    for (const file of sourceFiles(dir))
      for (const [, other] of readFileSync(file, 'utf8').matchAll(BUILDING_BLOCK_IMPORT)) queue.push(other!);
  }
  return seen;
}

const SHEET_IMPORT = /@import ['"]@mantine\/core\/styles\/([\w-]+)\.css['"];/g;
const imported = [
  ...readFileSync(join(import.meta.dirname, 'mantine.css'), 'utf8').matchAll(SHEET_IMPORT),
].map(([, name]) => name!);

// A component's card variant shares its context module, not its look: those are never rendered.
const CONTEXT_ONLY = new Set(['CheckboxCard', 'RadioCard']);

describe('the Mantine stylesheet', () => {
  it('has the sheet of every component the app renders and of everything those are built from', () => {
    const needed = [...withBuildingBlocks(componentsRendered())].filter(
      (component) => existsSync(join(stylesDir, `${component}.css`)) && !CONTEXT_ONLY.has(component),
    );
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((component) => !imported.includes(component))).toEqual([]);
  });

  it("imports them in the order of Mantine's whole stylesheet, after its variables and global rules", () => {
    const whole = readFileSync(join(mantineCore, 'styles.css'), 'utf8');
    const positions = imported.map((name) =>
      whole.indexOf(readFileSync(join(stylesDir, `${name}.css`), 'utf8').trim()),
    );
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
