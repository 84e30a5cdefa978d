import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFileName, chunkGroups } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { AFTER_FIRST_PAINT_ENTRY, prerender } from './build/prerender';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs';
import { splitMainStylesheet } from './build/split-main-stylesheet';
import { themeVariables } from './build/theme-variables';

/** The build's entries: the second is the only script of the pre-rendered pages (build/prerender.ts). */
const entries = {
  index: resolve(import.meta.dirname, 'index.html'),
  afterFirstPaint: resolve(import.meta.dirname, AFTER_FIRST_PAINT_ENTRY),
};
/** The script index.html names: kept in the entry's own chunk, which the pages load first. */
const indexScript = resolve(import.meta.dirname, 'src/main.tsx');

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The app is written against React's API and ships on Preact's React compatibility layer (about
 * 55 kB gzip less on every first visit; docs/decisions.md, issue 18). `react` itself resolves to
 * build/react-on-preact.js, which adds what React 19 has and the layer lacks. Unit tests run on
 * React (vitest.config.ts); the end-to-end journeys run on this build.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: resolve(import.meta.dirname, 'build/react-on-preact.js') },
];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: reactOnPreact },
  // React's Fast Refresh cannot patch Preact components: an edited module reloads the page instead.
  plugins: [
    react({ refreshExclude: /./ }),
    scrollAreaMergeRefs(),
    themeVariables(),
    splitMainStylesheet(),
    compileHints(),
    prerender(),
    precompress(),
  ],
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
