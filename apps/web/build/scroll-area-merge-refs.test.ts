import { useMergeRefs as floatingUiMergeRefs } from '@floating-ui/react';
import { renderHook } from '@testing-library/react';
import type { Ref } from 'react';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS_COPY, scrollAreaMergeRefs } from './scroll-area-merge-refs';
import { useMergeRefs as copiedMergeRefs } from './use-merge-refs';

const SCROLL_AREA = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
const POPOVER = '/app/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs';

type Hook = (refs: Array<Ref<string> | undefined>) => ((value: string | null) => void) | null;

function resolve(plugin: Plugin, source: string, importer: string | undefined) {
  return (plugin.resolveId as (source: string, importer: string | undefined) => string | null)(
    source,
    importer,
  );
}

function endBuild(plugin: Plugin) {
  const errors: string[] = [];
  (plugin.buildEnd as (this: unknown) => void).call({ error: (message: string) => errors.push(message) });
  return errors;
}

/** What each kind of ref sees as the merged ref is given a node, another, then none. */
function refsSeen(useMergeRefs: Hook) {
  const seen: string[] = [];
  const objectRef = { current: null as string | null };
  const callbackRef = (value: string | null) => void seen.push(`callback ${value}`);
  const cleaningRef = (value: string | null) => {
    seen.push(`cleaning ${value}`);
    return () => void seen.push(`cleaned ${value}`);
  };
  const { result } = renderHook(() => useMergeRefs([objectRef, callbackRef, cleaningRef, undefined]));
  for (const value of ['first', 'second', null]) {
    result.current?.(value);
    seen.push(`object ${objectRef.current}`);
  }
  const none = renderHook(() => useMergeRefs([undefined, undefined])).result.current;
  return { seen, none };
}

describe('scrollAreaMergeRefs', () => {
  it("sends only ScrollArea's import of @floating-ui/react to the copy", () => {
    const plugin = scrollAreaMergeRefs();
    expect(resolve(plugin, '@floating-ui/react', SCROLL_AREA)).toBe(MERGE_REFS_COPY);
    expect(resolve(plugin, '@floating-ui/react', POPOVER)).toBeNull();
    expect(resolve(plugin, '@floating-ui/react', undefined)).toBeNull();
    expect(resolve(plugin, 'react', SCROLL_AREA)).toBeNull();
    expect(endBuild(plugin)).toEqual([]);
  });

  it('fails the build when ScrollArea no longer asks for the hook', () => {
    const plugin = scrollAreaMergeRefs();
    resolve(plugin, '@floating-ui/react', POPOVER);
    expect(endBuild(plugin)).toEqual([expect.stringContaining('remove build/scroll-area-merge-refs.ts')]);
  });
});

describe('the copied useMergeRefs', () => {
  it('sets and clears every kind of ref as @floating-ui/react does', () => {
    const copied = refsSeen(copiedMergeRefs as Hook);
    expect(copied).toEqual(refsSeen(floatingUiMergeRefs as Hook));
    expect(copied.none).toBeNull();
    expect(copied.seen).toEqual([
      'callback first',
      'cleaning first',
      'object first',
      'callback null',
      'cleaned first',
      'callback second',
      'cleaning second',
      'object second',
      'callback null',
      'cleaned second',
      'object null',
    ]);
  });
});
