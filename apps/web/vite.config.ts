import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkFileName, chunkGroups } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { AFTER_FIRST_PAINT_ENTRY, prerender } from './build/prerender';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs';

/** The build's entries: the second is the only script of the pre-rendered pages (build/prerender.ts). */
const entries = {
  index: resolve(import.meta.dirname, 'index.html'),
  afterFirstPaint: resolve(import.meta.dirname, AFTER_FIRST_PAINT_ENTRY),
};
/** The script index.html names: kept in the entry's own chunk, which the pages load first. */
const indexScript = resolve(import.meta.dirname, 'src/main.tsx');

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The product runs on React itself (issue 46): a Preact import anywhere fails the build. */
const noPreact = (): Plugin => ({
  name: 'carelane-no-preact',
  enforce: 'pre',
  resolveId(source) {
    if (/^preact(?:$|\/)/.test(source) || source.includes('/node_modules/preact/'))
      this.error(
        `"${source}" would bring Preact into the bundle: the web app ships React (docs/decisions/0106-react-19-itself.md)`,
      );
    return null;
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [noPreact(), react(), scrollAreaMergeRefs(), compileHints(), prerender(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      // The provider password pages are web pages under /auth: let Vite serve those.
      '/auth': {
        target: apiTarget,
        bypass: (request) => (request.headers.accept?.includes('text/html') ? request.url : undefined),
      },
      '/dev': apiTarget,
      '/payments': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: entries,
      // The browser's chunks only: the pre-render's node build (build/prerender.ts) keeps Rolldown's.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: chunkGroups([...Object.values(entries), indexScript]),
            chunkFileNames: chunkFileName,
          },
    },
  },
}));
