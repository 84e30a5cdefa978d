import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below a network packet a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // A dot folder is the server's (the first-visit renderer, build/prerender.ts), never sent.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes a `.br` (maximum quality) and a `.gz` beside every text file of the build, once, so the
 * server sends the smallest encoding the browser accepts without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'carelane-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the pre-rendered pages are written (build/prerender.ts), so they are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const work: Promise<void>[] = [];
        for await (const path of files(outDir)) {
          if ((await stat(path)).size < MIN_BYTES) continue;
          work.push(
            readFile(path).then(async (source) => {
              const [br, gz] = await Promise.all([
                brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gzipAsync(source, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
            }),
          );
        }
        await Promise.all(work);
      },
    },
  };
}
