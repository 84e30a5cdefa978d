// Bundles the server for `npm start`: plain node runs dist/server.mjs, without the TypeScript loader
// that would cost every process ~40 MB (issue 18). @dme/shared is TypeScript source, so it is bundled;
// every npm package stays external and is loaded from node_modules as usual.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const serverRoot = resolve(import.meta.dirname, '..');
const outdir = resolve(serverRoot, 'dist');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: resolve(serverRoot, 'src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Without splitting, a module loaded by import() would be inlined and its vendor imports hoisted
  // to the top of the bundle: the SDKs a setting may never choose would load at start again.
  splitting: true,
  // Every chunk beside server.mjs, so import.meta.dirname is dist/ in all of them (config.ts serverRoot).
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@dme/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
