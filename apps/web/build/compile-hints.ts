import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with it has every function compiled
 * as the file is loaded, on a background thread where the browser streams it, instead of each one
 * on the page's main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The modules that load pages: what they import, statically or not, draws a page (the entry, the
 * routes, the first visit to the shop). What a page imports only for an action (image compression,
 * a chart, a dialog) keeps V8's lazy compilation, since most of it may never run.
 */
const PAGE_LOADERS = ['src/main.tsx', 'src/app/router.tsx', 'src/app/routes/index-route.tsx'];

interface ModuleImports {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The modules that run to draw a page: the entries and every module a page loader imports, with
 * all they import statically.
 */
export function modulesDrawingAPage(
  entries: readonly string[],
  pageLoaders: readonly string[],
  importsOf: (id: string) => ModuleImports | null,
): Set<string> {
  const starts = [...entries, ...pageLoaders.flatMap((id) => importsOf(id)?.dynamicallyImportedIds ?? [])];
  const reached = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(importsOf(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Puts COMPILE_ALL_ON_LOAD on the chunk's first line, where V8 reads it, and moves its source map
 * down a line. Done once the bundle is written out, after the line of preloads Vite puts first in a
 * chunk that imports others lazily: the chunk's hash does not count it, as it does not count Vite's.
 */
export function prependLine(
  chunk: Rolldown.OutputChunk,
  mapAsset: Rolldown.OutputChunk | Rolldown.OutputAsset | undefined,
) {
  chunk.code = `${COMPILE_ALL_ON_LOAD}\n${chunk.code}`;
  if (!chunk.map) return;
  chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapAsset?.type === 'asset') mapAsset.source = chunk.map.toString();
}

/**
 * Starts each chunk that draws a page with COMPILE_ALL_ON_LOAD (issue 18): on a phone, compiling a
 * page's functions as they were first called was up to half of its hydration task.
 */
export function compileHints(): Plugin {
  let root = '';
  let drawingAPage = new Set<string>();
  return {
    name: 'carelane-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pageLoaders = PAGE_LOADERS.map((file) => resolve(root, file));
      // A loader moved or renamed would leave its pages without the hint, silently.
      const missing = pageLoaders.filter((id) => !this.getModuleInfo(id));
      if (missing.length) this.error(`compile hints: no module ${missing.join(', ')} in the build`);
      drawingAPage = modulesDrawingAPage(entries, pageLoaders, (id) => this.getModuleInfo(id));
    },
    generateBundle: {
      // After Vite's own (build-import-analysis), which puts its line of preloads first.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => drawingAPage.has(id))) continue;
          prependLine(chunk, bundle[`${chunk.fileName}.map`]);
        }
      },
    },
  };
}
