import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitMainStylesheet, splitStylesheet } from './split-main-stylesheet';

const RULES = [
  '@layer base, app;',
  '.a{color:red}',
  '@media (min-width: 36em){.b{margin:0}.c{padding:0}}',
  '.d::before{content:"} {"}',
  "/* a comment with } and { */.e{content:'\\'}'}",
  '.f{background:url("x;y.png")}',
];

describe('splitStylesheet', () => {
  it('cuts after whole top-level rules only, and the parts make the whole', () => {
    const css = RULES.join('');
    const parts = splitStylesheet(css, 1);
    expect(parts).toEqual(RULES);
    expect(parts.join('')).toBe(css);
  });

  it('fills each part to about the size asked, a longer rule being a part of its own', () => {
    const css = RULES.join('');
    const parts = splitStylesheet(css, 30);
    expect(parts.join('')).toBe(css);
    expect(parts[0]).toBe(`${RULES[0]}${RULES[1]}`);
    expect(parts[1]).toBe(RULES[2]);
    expect(parts.slice(0, -1).every((part) => part.length >= 30)).toBe(true);
  });

  it('leaves a sheet under the size whole', () => {
    expect(splitStylesheet('.a{color:red}\n', 1_000)).toEqual(['.a{color:red}\n']);
  });
});

/**
 * Runs the plugin's generateBundle over a bundle: the entry (or the chunk of what it imports
 * statically, `inAppChunk`) and a lazy chunk import the sheet.
 */
function generate(plugin: Plugin, css: string, { inAppChunk = false } = {}) {
  const sheet = 'assets/index-ABC.css';
  const chunk = (name: string, isEntry: boolean, importedCss: string[], imports: string[] = []) =>
    ({
      type: 'chunk',
      name,
      fileName: `assets/${name}.js`,
      isEntry,
      imports,
      viteMetadata: { importedCss: new Set(importedCss) },
    }) as unknown as Rolldown.OutputChunk;
  const bundle: Record<string, unknown> = {
    'assets/index.js': inAppChunk
      ? chunk('index', true, [], ['assets/app.js'])
      : chunk('index', true, [sheet]),
    'assets/app.js': chunk('app', false, inAppChunk ? [sheet] : []),
    'assets/route.js': chunk('route', false, [sheet, 'assets/route.css']),
    [sheet]: { type: 'asset', source: css },
  };
  const emitted: string[] = [];
  const errors: string[] = [];
  const context = {
    emitFile: ({ source }: { source: string }) => {
      emitted.push(source);
      return String(emitted.length);
    },
    getFileName: (reference: string) => `assets/index-part${reference}.css`,
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  try {
    (plugin.generateBundle as (this: unknown, options: unknown, out: unknown) => void).call(
      context,
      {},
      bundle,
    );
  } catch {
    // The message is in `errors`.
  }
  const cssOf = (file: string) => [...(bundle[file] as Rolldown.OutputChunk).viteMetadata!.importedCss];
  return { bundle, emitted, errors, cssOf, sheet };
}

describe('splitMainStylesheet', () => {
  it("links the entry's sheet as its parts, in order, wherever it was linked", () => {
    const { bundle, emitted, cssOf, sheet } = generate(splitMainStylesheet(20), RULES.join(''));
    expect(emitted.join('')).toBe(RULES.join(''));
    expect(emitted.length).toBeGreaterThan(1);
    expect(bundle[sheet]).toBeUndefined();
    const parts = emitted.map((_, index) => `assets/index-part${index + 1}.css`);
    expect(cssOf('assets/index.js')).toEqual(parts);
    expect(cssOf('assets/route.js')).toEqual([...parts, 'assets/route.css']);
  });

  it("finds the sheet in the chunk of the entry's static imports", () => {
    const { emitted, cssOf } = generate(splitMainStylesheet(20), RULES.join(''), { inAppChunk: true });
    const parts = emitted.map((_, index) => `assets/index-part${index + 1}.css`);
    expect(parts.length).toBeGreaterThan(1);
    expect(cssOf('assets/app.js')).toEqual(parts);
    expect(cssOf('assets/index.js')).toEqual([]);
  });

  it('leaves a small sheet as it is', () => {
    const { bundle, emitted, cssOf, sheet } = generate(splitMainStylesheet(1_000), '.a{color:red}');
    expect(emitted).toEqual([]);
    expect(bundle[sheet]).toBeDefined();
    expect(cssOf('assets/index.js')).toEqual([sheet]);
  });

  it('fails the build when an @import would come after the first part', () => {
    const { errors, bundle, sheet } = generate(splitMainStylesheet(10), '.a{color:red}@import "b.css";');
    expect(errors).toEqual(['split-main-stylesheet: an @import or @charset would land after the first part']);
    expect(bundle[sheet]).toBeDefined();
  });
});
