import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The layering rules of docs/architecture.md, checked on the source tree so that they hold
 * without anyone remembering them. Pure over a list of files: the CLI reads the tree, tests pass
 * planted trees.
 */

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  path: string;
  rule: string;
  detail: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

const WEB_FEATURES = 'apps/web/src/features/';
const SERVER_SRC = 'apps/server/src/';
const VENDOR_SDKS = [/^stripe$/, /^@aws-sdk\//, /^nodemailer$/, /^ioredis$/, /^twilio$/, /^@sentry\//];
const VENDOR_HOMES = [`${SERVER_SRC}adapters/`, 'apps/web/src/lib/error-reporting'];
const ENV_HOMES = ['apps/server/src/config.ts', 'apps/web/src/lib/env.ts'];

export function isTestFile(file: string) {
  return /\.test\.tsx?$|\.test-support\.tsx?$|\/test\/|\/testing\//.test(file);
}

export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  const featureEdges = new Map<string, Set<string>>();
  for (const file of files) {
    const imports = importsOf(file);
    violations.push(...webFeatureViolations(file, imports, featureEdges));
    violations.push(...serverLayerViolations(file, imports));
    violations.push(...environmentViolations(file));
  }
  violations.push(...featureCycles(featureEdges));
  return violations;
}

const STATIC_IMPORT = /\b(import|export)\s+(type\s+)?([^;'"`]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Import specifiers by pattern, not by a parser: the repository's TypeScript 7 has no JS API, and
 * the codebase's imports are plain (Biome formats them), so three patterns see them all.
 */
function importsOf(file: SourceFile): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const [, , typeKeyword, clause = '', specifier = ''] of file.text.matchAll(STATIC_IMPORT)) {
    refs.push({ specifier, typeOnly: Boolean(typeKeyword) || isTypeOnlyClause(clause) });
  }
  for (const [, specifier = ''] of file.text.matchAll(BARE_IMPORT)) refs.push({ specifier, typeOnly: false });
  for (const [, specifier = ''] of file.text.matchAll(DYNAMIC_IMPORT))
    refs.push({ specifier, typeOnly: false });
  return refs;
}

/** `{ type A, type B }` imports nothing at run time; a default or namespace import does. */
function isTypeOnlyClause(clause: string) {
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = (named[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The repository path a relative specifier points at (without extension), or null for packages. */
function resolveRelative(from: string, specifier: string) {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

function featureOf(file: string) {
  if (!file.startsWith(WEB_FEATURES)) return null;
  return file.slice(WEB_FEATURES.length).split('/')[0] ?? null;
}

/** A web feature reaches another only through its public `index.ts`, never its internals. */
function webFeatureViolations(file: SourceFile, imports: ImportRef[], edges: Map<string, Set<string>>) {
  const from = featureOf(file.path);
  if (!from) return [];
  const violations: Violation[] = [];
  for (const ref of imports) {
    const target = resolveRelative(file.path, ref.specifier);
    const to = target ? featureOf(target) : null;
    if (!target || !to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)?.add(to);
    const publicEntry = `${WEB_FEATURES}${to}`;
    if (target !== publicEntry && target !== `${publicEntry}/index`) {
      violations.push({
        path: file.path,
        rule: 'cross-feature import',
        detail: `imports ${ref.specifier}: features/${from} may use features/${to} only through features/${to}/index.ts`,
      });
    }
  }
  return violations;
}

function featureCycles(edges: Map<string, Set<string>>): Violation[] {
  const violations: Violation[] = [];
  const reported = new Set<string>();
  for (const start of edges.keys()) {
    const cycle = findCycleFrom(start, edges);
    if (!cycle) continue;
    const key = [...cycle].sort().join(',');
    if (reported.has(key)) continue;
    reported.add(key);
    violations.push({
      path: `${WEB_FEATURES}${start}`,
      rule: 'feature import cycle',
      detail: [...cycle, start].join(' → '),
    });
  }
  return violations;
}

function findCycleFrom(start: string, edges: Map<string, Set<string>>): string[] | null {
  const trail: string[] = [];
  const seen = new Set<string>();
  const walk = (node: string): string[] | null => {
    trail.push(node);
    seen.add(node);
    for (const next of edges.get(node) ?? []) {
      if (next === start) return [...trail];
      if (!seen.has(next)) {
        const found = walk(next);
        if (found) return found;
      }
    }
    trail.pop();
    return null;
  };
  return walk(start);
}

/** Routes hold no SQL, only repos (and the db/ and adapters/ plumbing) touch Drizzle, vendors stay in adapters. */
function serverLayerViolations(file: SourceFile, imports: ImportRef[]): Violation[] {
  const violations: Violation[] = [];
  const inServer = file.path.startsWith(SERVER_SRC);
  const isRoute = /\.routes\.ts$/.test(file.path);
  const mayUseDrizzle =
    /\.repo\.ts$/.test(file.path) ||
    file.path.startsWith(`${SERVER_SRC}db/`) ||
    file.path.startsWith(`${SERVER_SRC}adapters/`) ||
    isTestFile(file.path);
  for (const ref of imports) {
    if (VENDOR_SDKS.some((sdk) => sdk.test(ref.specifier)) && !ref.typeOnly && !isTestFile(file.path)) {
      if (!VENDOR_HOMES.some((home) => file.path.startsWith(home))) {
        violations.push({
          path: file.path,
          rule: 'vendor SDK outside adapters',
          detail: `imports ${ref.specifier}`,
        });
      }
    }
    if (!inServer) continue;
    const target = resolveRelative(file.path, ref.specifier) ?? '';
    const isDrizzle = /^drizzle-orm(\/|$)/.test(ref.specifier);
    const isSchema = target.startsWith(`${SERVER_SRC}db/schema`);
    const isClient = target === `${SERVER_SRC}db/client`;
    if (isRoute && (isDrizzle || isSchema || (isClient && !ref.typeOnly))) {
      violations.push({ path: file.path, rule: 'database in a route', detail: `imports ${ref.specifier}` });
    } else if (!mayUseDrizzle && (isDrizzle || isSchema) && !ref.typeOnly) {
      violations.push({
        path: file.path,
        rule: 'Drizzle outside a repo',
        detail: `imports ${ref.specifier}: queries belong in a *.repo.ts`,
      });
    }
  }
  return violations;
}

function environmentViolations(file: SourceFile): Violation[] {
  if (isTestFile(file.path) || ENV_HOMES.includes(file.path)) return [];
  // Reading a setting, not handing the environment on whole to a child process.
  const pattern = /\bprocess\.env(\.|\[)|\bimport\.meta\.env\b/;
  if (!pattern.test(file.text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) return [];
  return [
    {
      path: file.path,
      rule: 'environment outside config',
      detail: `reads the environment; settings are read in ${ENV_HOMES.join(' or ')}`,
    },
  ];
}

const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

export function readSourceTree(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') });
      }
    }
  };
  for (const sourceRoot of SOURCE_ROOTS) walk(sourceRoot);
  return files;
}
