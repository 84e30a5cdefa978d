import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { AFTER_FIRST_PAINT_ENTRY, prerender } from './build/prerender';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), prerender(), precompress()],
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
      // The second entry is the only script of the pre-rendered pages (build/prerender.ts).
      input: { index: resolve(import.meta.dirname, 'index.html'), afterFirstPaint: AFTER_FIRST_PAINT_ENTRY },
    },
  },
});
