import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_ON_LOAD, modulesDrawingAPage, prependLine } from './compile-hints';

/** A module graph: each id with what it imports statically and lazily. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  main: { importedIds: ['router', 'providers'], dynamicallyImportedIds: ['first-visit'] },
  providers: { importedIds: ['mantine'], dynamicallyImportedIds: ['error-reporting'] },
  mantine: { importedIds: ['providers'], dynamicallyImportedIds: [] },
  router: { importedIds: [], dynamicallyImportedIds: ['shop-routes', 'sign-in'] },
  'shop-routes': { importedIds: ['product-card'], dynamicallyImportedIds: ['image-compression'] },
  'product-card': { importedIds: ['mantine'], dynamicallyImportedIds: [] },
  'sign-in': { importedIds: [], dynamicallyImportedIds: [] },
  'first-visit': { importedIds: ['patient-store'], dynamicallyImportedIds: [] },
  'patient-store': { importedIds: [], dynamicallyImportedIds: [] },
  'image-compression': { importedIds: [], dynamicallyImportedIds: [] },
  'error-reporting': { importedIds: [], dynamicallyImportedIds: [] },
};
const importsOf = (id: string) => graph[id] ?? null;

describe('modulesDrawingAPage', () => {
  const drawing = modulesDrawingAPage(['main'], ['main', 'router'], importsOf);

  it('holds the entry, the routes and the first visit the loaders import lazily, with what they import', () => {
    expect([...drawing].sort()).toEqual([
      'first-visit',
      'main',
      'mantine',
      'patient-store',
      'product-card',
      'providers',
      'router',
      'shop-routes',
      'sign-in',
    ]);
  });

  it('leaves out what a page imports lazily for an action', () => {
    expect(drawing.has('image-compression')).toBe(false);
    expect(drawing.has('error-reporting')).toBe(false);
  });

  it('ignores a module the graph does not know (a virtual module)', () => {
    expect([...modulesDrawingAPage(['\0virtual'], [], importsOf)]).toEqual(['\0virtual']);
  });
});

describe('prependLine', () => {
  const chunkWith = (code: string, mappings: string) => {
    const map = { mappings, toString: () => JSON.stringify({ mappings: map.mappings }) };
    return { code, map } as unknown as Rolldown.OutputChunk;
  };

  it("puts the hint on the chunk's first line and moves its source map down one line", () => {
    const chunk = chunkWith('const a=1;\nexport{a};', 'AAAA;AACA');
    const mapAsset = { type: 'asset', source: '' } as Rolldown.OutputAsset;
    prependLine(chunk, mapAsset);
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_ALL_ON_LOAD);
    expect(chunk.code.split('\n').slice(1).join('\n')).toBe('const a=1;\nexport{a};');
    expect(JSON.parse(mapAsset.source as string).mappings).toBe(';AAAA;AACA');
  });

  it('leaves a chunk without a source map its code', () => {
    const chunk = { code: 'x();' } as Rolldown.OutputChunk;
    prependLine(chunk, undefined);
    expect(chunk.code).toBe(`${COMPILE_ALL_ON_LOAD}\nx();`);
  });
});
