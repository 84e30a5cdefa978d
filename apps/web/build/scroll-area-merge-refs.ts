import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
export const MERGE_REFS_COPY = resolve(import.meta.dirname, 'use-merge-refs.js');

/**
 * Mantine's ScrollArea imports one hook, useMergeRefs, from @floating-ui/react, a single module of
 * ~50 kB that Popover, Select and Tooltip use whole. A bundler keeps a module in one chunk, so every
 * Modal (which imports ScrollArea) brought all of Floating UI with it: ~18 kB gzip on the shop's
 * first visit, where the onboarding dialog opens and no popover is drawn. ScrollArea's import is
 * sent to a copy of the hook; the build fails if ScrollArea no longer asks for it, so that the
 * copy does not outlive its use unnoticed.
 */
export function scrollAreaMergeRefs(): Plugin {
  let redirected = false;
  return {
    name: 'scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer)) return null;
      redirected = true;
      return MERGE_REFS_COPY;
    },
    buildEnd(error) {
      if (!error && !redirected)
        this.error(
          "Mantine's ScrollArea no longer imports @floating-ui/react: remove build/scroll-area-merge-refs.ts",
        );
    },
  };
}
